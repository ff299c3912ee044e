/** The configured document links (`GET /api/links` → [{ key, url }], spec 1 §3 "Link setting"). */
import { useEffect, useState } from 'react';
import { API, type LinkKey } from '@bcu/api/contracts';
import { api } from '../../api/http';

export type Links = Partial<Record<LinkKey, string>>;

let cache: Promise<Links> | undefined;

function loadLinks(): Promise<Links> {
  cache ??= api<{ key: LinkKey; url: string }[] | { data: { key: LinkKey; url: string }[] }>(API.links, { auth: false })
    .then((rows) => {
      const list = Array.isArray(rows) ? rows : (rows?.data ?? []);
      return Object.fromEntries(list.filter((r) => r.url).map((r) => [r.key, r.url])) as Links;
    })
    .catch(() => {
      cache = undefined;
      return {};
    });
  return cache;
}

export function useLinks(): Links {
  const [links, setLinks] = useState<Links>({});
  useEffect(() => {
    let alive = true;
    void loadLinks().then((l) => alive && setLinks(l));
    return () => {
      alive = false;
    };
  }, []);
  return links;
}
