import { lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import type { AdminParameter } from '@bcu/api/contracts';
import { PARAMETER_LABELS } from './parameterLabels';

/** Parameters (spec 3 §2.6): GET /api/admin/parameters; PUT /api/admin/parameters/{key} (admins only). */
export default {
  list: lazy(() => import('./ParameterList').then((m) => ({ default: m.ParameterList }))),
  edit: lazy(() => import('./ParameterEdit').then((m) => ({ default: m.ParameterEdit }))),
  icon: TuneIcon,
  options: { label: 'Parameters' },
  // a parameter is named by its title (the edit page reads 'Parameter: Fee schedule', never the key)
  recordRepresentation: (p: AdminParameter) => PARAMETER_LABELS[p.key] ?? p.key,
};
