/** The credits and recipients the trading forms offer (GET /api/credits, GET /api/transfer-recipients). */
import { useCustom, useList } from '@refinedev/core';
import { CREDIT_VIEW_API, TRADING_API, type CreditListRow, type TransferRecipient } from '@bcu/api/contracts';

/** Own (or, for a facilitator, administered) Active credits — only Active credits move (spec 2 §4). */
export function useActiveCredits() {
  const { result, query } = useList<CreditListRow>({
    resource: 'credits',
    meta: { path: CREDIT_VIEW_API.balance.slice(1) },
    filters: [{ field: 'status', operator: 'eq', value: ['Active'] }],
    sorters: [{ field: 'BCUID', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 500 },
  });
  return { credits: result.data, loading: query.isLoading, refetch: query.refetch };
}

/** Recipients of a credit: the holder's contacts minus its own company, facilitators and facilitator-created ones. */
export function useRecipients(creditId: string | undefined, url: string = TRADING_API.recipients) {
  const { result, query } = useCustom<TransferRecipient[]>({
    url,
    method: 'get',
    config: { query: { creditId } },
    queryOptions: { enabled: Boolean(creditId), queryKey: ['recipients', url, creditId] },
    errorNotification: false,
  });
  // useCustom answers {} before the first answer: only an array is a list of recipients
  const data: unknown = creditId ? result.data : undefined;
  return { recipients: Array.isArray(data) ? (data as TransferRecipient[]) : [], loading: query.isFetching };
}

export const creditLabel = (c: CreditListRow) => `${c.BCUID ?? c.id} — ${c.volume} BCU`;
