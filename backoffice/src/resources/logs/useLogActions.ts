/** The choices of the action filter: the distinct actions in the log (GET /api/admin/logs/actions). */
import { useEffect, useState } from 'react';
import { ADMIN_RESOURCE_API } from '@bcu/api/contracts';
import { API_BASE, httpClient } from '../../providers/httpClient';

export function useLogActions(): { id: string; name: string }[] {
  const [actions, setActions] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    httpClient(`${API_BASE}${ADMIN_RESOURCE_API.logs}/actions`)
      .then(({ json }) => live && setActions(Array.isArray(json) ? (json as string[]) : []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return actions.map((a) => ({ id: a, name: a }));
}
