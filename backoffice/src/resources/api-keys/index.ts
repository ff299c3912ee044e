import { lazy } from 'react';
import KeyIcon from '@mui/icons-material/VpnKey';

/**
 * Company API keys (issue 16.1): GET /api/admin/api-keys, one key at /api/admin/api-keys/{id}; an admin revokes a
 * key (DELETE), an auditor reads those of its granted companies. Also an account's "API keys" tab.
 */
export default {
  list: lazy(() => import('./ApiKeyList').then((m) => ({ default: m.ApiKeyList }))),
  show: lazy(() => import('./ApiKeyShow').then((m) => ({ default: m.ApiKeyShow }))),
  icon: KeyIcon,
  options: { label: 'API keys' },
  recordRepresentation: 'name',
};
