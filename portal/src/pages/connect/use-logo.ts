/** A company logo served by the API behind the access token, as an object URL for an <img> (released on unmount). */
import { useEffect, useState } from 'react';
import { API_BASE, request } from '../../api/http';

export function useLogo(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) return undefined;
    let objectUrl: string | undefined;
    let alive = true;
    const rel = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
    request(rel)
      .then((r) => r.blob())
      .then((b) => {
        objectUrl = URL.createObjectURL(b);
        if (alive) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      })
      // a missing logo only means the initials show
      .catch(() => undefined);
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
