import { lazy } from 'react';
import TokenIcon from '@mui/icons-material/Token';

/** BCUs (spec 3 §2.2): GET /api/admin/credits; tabs on the show page; admin-only edit (pessimistic, changed fields). */
export default {
  list: lazy(() => import('./CreditList').then((m) => ({ default: m.CreditList }))),
  show: lazy(() => import('./CreditShow').then((m) => ({ default: m.CreditShow }))),
  edit: lazy(() => import('./CreditEdit').then((m) => ({ default: m.CreditEdit }))),
  icon: TokenIcon,
  options: { label: 'BCUs' },
  recordRepresentation: 'BCUID',
};
