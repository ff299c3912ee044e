import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';

/** Admin users (spec 3 §2.4): GET /api/admin/users, edited with PATCH /api/admin/users/{id} (admins only). */
export default {
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  show: lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow }))),
  edit: lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit }))),
  icon: PeopleIcon,
  options: { label: 'Users' },
  recordRepresentation: (r: { firstName?: string; lastName?: string }) =>
    `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
};
