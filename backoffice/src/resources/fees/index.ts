import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';

/**
 * Account fees (spec 3 §5): /api/admin/fees. No list of its own (the rows live on the account's Fees tab), so no
 * menu entry; create and edit return to that tab.
 */
export default {
  create: lazy(() => import('./FeeCreate').then((m) => ({ default: m.FeeCreate }))),
  edit: lazy(() => import('./FeeEdit').then((m) => ({ default: m.FeeEdit }))),
  icon: ReceiptIcon,
  options: { label: 'Account fees' },
  recordRepresentation: (r: { period?: number }) => `Period ${r.period ?? ''}`,
};
