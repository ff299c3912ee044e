/** The badge counts of the Incoming Transactions and Scope 1 Info Requests List tabs (pending items). */
import { useCustom } from '@refinedev/core';
import { TRADING_API } from '@bcu/api/contracts';

export function usePendingCount(url: string, enabled = true) {
  const { result, query } = useCustom<{ count: number }>({
    url,
    method: 'get',
    queryOptions: { enabled, queryKey: ['pending-count', url] },
    errorNotification: false,
  });
  return { count: result.data?.count ?? 0, refetch: query.refetch };
}

export const useIncomingCount = () => usePendingCount(TRADING_API.incomingCount);
export const useInfoRequestCount = (enabled: boolean) => usePendingCount(TRADING_API.infoRequestCount, enabled);
