/**
 * The badge counts of the Incoming Transactions and Scope 1 Info Requests List tabs and of the Connect tab and its
 * Received Requests section (pending items). Each refreshes itself on the live 'counters' events (Refine's live provider).
 */
import { useCustom } from '@refinedev/core';
import { CONNECT_API, TRADING_API } from '@bcu/api/contracts';
import { useLiveRefetch } from '../../providers/live-provider';

export function usePendingCount(url: string, enabled = true) {
  const { result, query } = useCustom<{ count: number }>({
    url,
    method: 'get',
    queryOptions: { enabled, queryKey: ['pending-count', url] },
    errorNotification: false,
  });
  useLiveRefetch(['counters'], query.refetch, enabled);
  return { count: result.data?.count ?? 0, refetch: query.refetch };
}

export const useIncomingCount = () => usePendingCount(TRADING_API.incomingCount);
export const useInfoRequestCount = (enabled: boolean) => usePendingCount(TRADING_API.infoRequestCount, enabled);
export const useConnectCount = (enabled: boolean) => usePendingCount(CONNECT_API.requestCount, enabled);
