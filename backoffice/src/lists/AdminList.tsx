/**
 * The backoffice's list page: react-admin's `List` with the error state of a failed load (`ListError`, with Retry
 * and the API's message, no page count beside it) and, on small screens, the `small` view — a react-admin
 * `SimpleList` — instead of the table, so the page fits a 375 px phone (issue 10 points 9 and 13).
 */
import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { List, type ListProps } from 'react-admin';
import { ListError } from './ListError';
import { ListPagination } from './ListPagination';

/** Below this width a table would overflow the screen, so lists show their `small` view. */
export const useSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

export type AdminListProps = ListProps & { small: ReactNode };

export const AdminList = ({ small, children, pagination, ...props }: AdminListProps) => {
  const isSmall = useSmallScreen();
  return (
    <List
      error={<ListError />}
      pagination={pagination === false ? false : (pagination ?? <ListPagination />)}
      {...props}
    >
      {isSmall ? small : children}
    </List>
  );
};
