/**
 * A read-only list under an account (spec 3 §2.3 Transactions, Balance, Contacts): the simple-rest list of
 * /api/admin/accounts/{id}/… with its own paging and sort, kept out of the page URL so the tabs do not share state.
 */
import type { ReactNode } from 'react';
import { Datagrid, ListBase, Pagination, useRecordContext, type SortPayload } from 'react-admin';
import type { AdminAccountDetail } from '@bcu/api/contracts';

/** The react-admin resource of an API path under /api/admin ('/admin/accounts/x/credits' → 'accounts/x/credits'). */
export const adminResource = (path: string) => path.replace(/^\/admin\//, '');

export const AccountActivityList = ({
  path,
  perPage,
  sort,
  empty,
  children,
}: {
  path: (accountId: string) => string;
  perPage: number;
  sort: SortPayload;
  empty: string;
  children: ReactNode;
}) => {
  const account = useRecordContext<AdminAccountDetail>();
  if (!account) return null;
  return (
    <ListBase
      resource={adminResource(path(account.id))}
      perPage={perPage}
      sort={sort}
      disableSyncWithLocation
      storeKey={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>{empty}</span>}>
        {children}
      </Datagrid>
      <Pagination rowsPerPageOptions={[perPage]} />
    </ListBase>
  );
};
