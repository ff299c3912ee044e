import { lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';

/** Parameters (spec 3 §2.6): GET /api/admin/parameters; PUT /api/admin/parameters/{key} (admins only). */
export default {
  list: lazy(() => import('./ParameterList').then((m) => ({ default: m.ParameterList }))),
  edit: lazy(() => import('./ParameterEdit').then((m) => ({ default: m.ParameterEdit }))),
  icon: TuneIcon,
  options: { label: 'Parameters' },
  recordRepresentation: 'key',
};
