/** react-admin's pagination, left out while the list shows an error: never '1–50 of 50' beside a failed load. */
import { Pagination, useListContext, type PaginationProps } from 'react-admin';

export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};
