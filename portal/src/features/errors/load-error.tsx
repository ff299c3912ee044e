/**
 * A failed load is never shown as empty data (issue 10 §9): a table whose query failed shows an error state with
 * Retry in place of 'No result found'; an empty answer shows the one empty-state wording of the specs.
 */
import { Button, Empty, Result } from 'antd';
import { MSG } from '@bcu/api/contracts';

export interface LoadState {
  isError: boolean;
  refetch: () => unknown;
}

export function LoadError({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Result
      status="error"
      title={MSG.loadFailed}
      subTitle={MSG.tryAgainLater}
      extra={
        <Button type="primary" onClick={() => void onRetry()}>
          {MSG.retry}
        </Button>
      }
      data-testid="load-error"
    />
  );
}

/** The empty state of a table: the error state with Retry when its query failed, otherwise 'No result found'. */
export function EmptyOrError({ query }: { query: LoadState }) {
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  return <Empty description={MSG.noResultFound} />;
}

/** The `locale` of an antd table reading a Refine query. */
export const tableLocale = (query: LoadState) => ({ emptyText: <EmptyOrError query={query} /> });
