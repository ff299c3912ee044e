/**
 * A company logo served by the API behind the access token (read with Refine's `useCustom` as a Blob), as a data URL
 * for an <img> (nothing to release when the card goes). A missing logo only means the initials show.
 */
import { useEffect, useState } from 'react';
import { useCustom, type BaseRecord } from '@refinedev/core';

export function useLogo(path: string | null | undefined): string | undefined {
  const { query } = useCustom<BaseRecord>({
    url: path ?? '',
    method: 'get',
    meta: { responseType: 'blob' },
    queryOptions: { enabled: !!path, staleTime: Infinity },
    errorNotification: false,
  });
  const blob = path ? (query.data?.data as Blob | undefined) : undefined;
  const [shown, setShown] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return undefined;
    const reader = new FileReader();
    reader.onload = () => setShown({ blob, url: reader.result as string });
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return shown && shown.blob === blob ? shown.url : undefined;
}
