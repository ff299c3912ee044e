import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** Logs List (spec 3 §2.5): GET /api/admin/logs, read-only for everyone (the log is append-only). */
export default {
  list: lazy(() => import('./LogList').then((m) => ({ default: m.LogList }))),
  show: lazy(() => import('./LogShow').then((m) => ({ default: m.LogShow }))),
  icon: HistoryIcon,
  options: { label: 'Logs List' },
  recordRepresentation: 'action',
};
