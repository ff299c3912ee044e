/** The facilitators a holder may assign BCUs to: the Facilitator companies in its contact list (GET /api/contacts). */
import { useList } from '@refinedev/core';
import { CONTACT_API, type Contact } from '@bcu/api/contracts';

export function useFacilitators(enabled: boolean): { options: { value: string; label: string }[]; loading: boolean } {
  const { result, query } = useList<Contact>({
    resource: 'contacts',
    meta: { path: CONTACT_API.list.slice(1) },
    pagination: { currentPage: 1, pageSize: 200 },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const options = result.data
    .filter((c) => c.to.type === 'Facilitator' && c.to.id)
    .map((c) => ({ value: c.to.id as string, label: c.to.name }));
  return { options, loading: query.isLoading && !query.isError };
}
