/**
 * A detail page whose read failed (issue 10 §9): 'not found' for what is not there or not the viewer's, else the error
 * state with Retry. Apart from load-error.tsx so that a list page's tables load no antd Typography for it.
 */
import { Typography } from 'antd';
import { MSG } from '@bcu/api/contracts';
import { LoadError, type LoadState } from './load-error';

/**
 * Whether a failed read means the thing is not there (404) or not the viewer's (403), whichever way the error came:
 * an `ApiError` of the client, or the HttpError (`{ message, statusCode }`) Refine's data provider hands its hooks.
 */
export const isMissing = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return status === 403 || status === 404;
};

/**
 * A detail page whose read failed: what is not there (404) or not the viewer's (403) is 'not found'; any other
 * failure is the error state with Retry — never 'not found' for a server that did not answer.
 */
export function DetailError({
  query,
  notFound = MSG.notFound,
}: {
  query: LoadState & { error?: unknown };
  notFound?: string;
}) {
  if (isMissing(query.error)) return <Typography.Text type="danger">{notFound}</Typography.Text>;
  return <LoadError onRetry={query.refetch} />;
}
