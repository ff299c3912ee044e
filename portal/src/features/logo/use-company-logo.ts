/**
 * A company logo served by the API behind the access token, read through Refine's data provider as a data URL for
 * an <img> (nothing to release when it is no longer shown). Without a path, or while it loads, there is no logo
 * and the initials show. Company Info reports a failed read as 'Failed to load company logo' (spec 1 §8); a Connect
 * card just keeps the initials.
 */
import { useCustom } from '@refinedev/core';
import { MSG } from '@bcu/api/contracts';

export interface CompanyLogoOptions {
  /** Tell the user 'Failed to load company logo' at the first failure (no retries). */
  reportFailure?: boolean;
  /** How long a logo read stays fresh (ms); Refine's default otherwise. */
  staleTime?: number;
}

export function useCompanyLogo(path: string | null | undefined, options: CompanyLogoOptions = {}) {
  // the data provider answers the data URL itself (a string, where Refine's types expect a record)
  const { query } = useCustom({
    url: path ?? '',
    method: 'get',
    meta: { responseType: 'dataUrl' },
    queryOptions: {
      enabled: !!path,
      staleTime: options.staleTime,
      ...(options.reportFailure ? { retry: false } : {}),
    },
    errorNotification: options.reportFailure
      ? () => ({
          key: `${MSG.error}|${MSG.logoLoadFailed}`,
          type: 'error',
          description: MSG.error,
          message: MSG.logoLoadFailed,
        })
      : false,
  });
  const data: unknown = query.data?.data;
  const src = path && typeof data === 'string' ? data : undefined;
  return { src, refetch: query.refetch };
}
