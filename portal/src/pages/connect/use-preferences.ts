/**
 * The viewer's company with its Connect fields (GET /connect/preferences), refetched when the window regains focus
 * (spec 3 §2.7) and by the live 'accounts' topic (its key names 'profile').
 */
import { useCustom } from '@refinedev/core';
import { CONNECT_API, type ConnectPreferences } from '@bcu/api/contracts';

export function useConnectPreferences(enabled: boolean) {
  const { result, query } = useCustom<ConnectPreferences>({
    url: CONNECT_API.preferences,
    method: 'get',
    queryOptions: { enabled, queryKey: ['connect-preferences', 'profile'], refetchOnWindowFocus: true },
    errorNotification: false,
  });
  // useCustom answers {} before the first answer
  const data = result.data as ConnectPreferences | Record<string, never> | undefined;
  const preferences = data && 'companyId' in data ? (data as ConnectPreferences) : undefined;
  return { preferences, loading: query.isLoading, error: query.error, refetch: query.refetch };
}
