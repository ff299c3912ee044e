/**
 * A read-only list under an account (spec 3 §2.3 Transactions, Balance, Contacts): the simple-rest list of
 * /api/admin/accounts/{id}/… with its own paging and sort, kept out of the page URL so the tabs do not share state.
 * A failed load shows the error state with Retry instead of rows and page count (issue 10 point 9); on a narrow
 * screen the table scrolls inside the tab instead of widening the page.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Datagrid, ListBase, useListContext, useRecordContext, type SortPayload } from 'react-admin';
import type { AdminAccountDetail } from '@bcu/api/contracts';
import { ListError } from '../../lists/ListError';
import { ListPagination } from '../../lists/ListPagination';

/** The react-admin resource of an API path under /api/admin ('/admin/accounts/x/credits' → 'accounts/x/credits'). */
export const adminResource = (path: string) => path.replace(/^\/admin\//, '');

const ActivityRows = ({ empty, children }: { empty: string; children: ReactNode }) => {
  const { error } = useListContext();
  if (error) return <ListError />;
  return (
    <Box sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>{empty}</span>}>
        {children}
      </Datagrid>
    </Box>
  );
};

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
      <ActivityRows empty={empty}>{children}</ActivityRows>
      <ListPagination rowsPerPageOptions={[perPage]} />
    </ListBase>
  );
};
