/**
 * A failed load is never shown as empty data (issue 10 §9): a table whose query failed shows an error state with
 * Retry in place of 'No result found'; an empty answer shows the one empty-state wording of the specs.
 */
import { Suspense } from 'react';
import { Empty } from 'antd';
import { MSG } from '@bcu/api/contracts';
import { lazyNamed } from '../shell/lazy-named';

// antd's Result (about 8 kB compressed) is loaded when a load first fails: never on a first screen
const LoadErrorState = lazyNamed(() => import('./load-error-state'), 'LoadErrorState');

export interface LoadState {
  isError: boolean;
  refetch: () => unknown;
}

/** The error state with Retry; its own Suspense while it loads, so the page around it stays as it is. */
export function LoadError({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Suspense fallback={null}>
      <LoadErrorState onRetry={onRetry} />
    </Suspense>
  );
}

/** The empty state of a table: the error state with Retry when its query failed, otherwise the empty wording. */
export function EmptyOrError({ query, empty = MSG.noResultFound }: { query: LoadState; empty?: string }) {
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  return <Empty description={empty} />;
}

/** The `locale` of an antd table reading a Refine query (`empty`: a table's own empty wording). */
export const tableLocale = (query: LoadState, empty?: string) => ({
  emptyText: <EmptyOrError query={query} empty={empty} />,
});
