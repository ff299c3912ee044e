/** The facilitators a holder may assign BCUs to: the Facilitator companies of its contact list (GET /api/facilitator-options). */
import { useCustom } from '@refinedev/core';
import { TRADING_API, type TransferRecipient } from '@bcu/api/contracts';

export function useFacilitators(enabled: boolean): { options: { value: string; label: string }[]; loading: boolean } {
  const { result, query } = useCustom<TransferRecipient[]>({
    url: TRADING_API.facilitatorOptions,
    method: 'get',
    queryOptions: { enabled, queryKey: ['facilitator-options'] },
    errorNotification: false,
  });
  // useCustom answers {} before the first answer: only an array is a list
  const data: unknown = result.data;
  const rows = Array.isArray(data) ? (data as TransferRecipient[]) : [];
  return { options: rows.map((c) => ({ value: c.id, label: c.name })), loading: query.isLoading && !query.isError };
}
