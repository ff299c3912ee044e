/**
 * The badge counts of the Incoming Transactions and Scope 1 Info Requests List tabs and of the Connect tab and its
 * Received Requests section (pending items). Each is a Refine record of the list it counts (`<list path>/count`):
 * it refreshes with that list — on the live events of its resource (Refine's live provider, `liveMode: "auto"`)
 * and when a decision invalidates the resource.
 */
import { useOne } from '@refinedev/core';
import { CONNECT_API, TRADING_API } from '@bcu/api/contracts';
import { RES } from '../../resources';

/** The count is `GET /<countPath>`, read as the record 'count' of `resource` (which lists the counted items). */
function usePendingCount(resource: string, countPath: string, enabled = true) {
  const [path, id] = [countPath.slice(1, countPath.lastIndexOf('/')), countPath.slice(countPath.lastIndexOf('/') + 1)];
  const { result, query } = useOne<{ count: number }>({
    resource,
    id,
    meta: { path },
    queryOptions: { enabled },
    errorNotification: false,
  });
  return { count: result?.count ?? 0, refetch: query.refetch };
}

/** The resource of the company's received connection requests (its list and its pending count). */
export const RECEIVED_CONNECTION_REQUESTS = 'connection-requests-received';

export const useIncomingCount = () => usePendingCount(RES.incoming, TRADING_API.incomingCount);
export const useInfoRequestCount = (enabled: boolean) =>
  usePendingCount(RES.infoRequests, TRADING_API.infoRequestCount, enabled);
export const useConnectCount = (enabled: boolean) =>
  usePendingCount(RECEIVED_CONNECTION_REQUESTS, CONNECT_API.requestCount, enabled);
