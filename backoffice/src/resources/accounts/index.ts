import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/Business';

/** Accounts and balance (spec 3 §2.3): GET /api/admin/accounts; Company Info, User Info and Notes on the show page. */
export default {
  list: lazy(() => import('./AccountList').then((m) => ({ default: m.AccountList }))),
  show: lazy(() => import('./AccountShow').then((m) => ({ default: m.AccountShow }))),
  edit: lazy(() => import('./AccountEdit').then((m) => ({ default: m.AccountEdit }))),
  icon: BusinessIcon,
  options: { label: 'Accounts and balance' },
  recordRepresentation: 'name',
};
