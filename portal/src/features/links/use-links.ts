/** The configured document links (`GET /api/links` → [{ key, url }], spec 1 §3 "Link setting"). */
import { useEffect, useState } from 'react';
import { API, type LinkKey } from '@bcu/api/contracts';
import { api } from '../../api/http';

export type Links = Partial<Record<LinkKey, string>>;

/**
 * The request in flight (shared by the components mounting together) and the last answer (shown at once by
 * the next mount). Every mount asks again, so a URL the admin changes in the backoffice shows wherever links
 * are mounted anew (the resources pages, the registration form) without a reload; a layout that stays
 * mounted (the footer) follows on the next load.
 */
let cache: Promise<Links> | undefined;
let last: Links = {};

function loadLinks(): Promise<Links> {
  cache ??= api<{ key: LinkKey; url: string }[] | { data: { key: LinkKey; url: string }[] }>(API.links, { auth: false })
    .then((rows) => {
      const list = Array.isArray(rows) ? rows : (rows?.data ?? []);
      last = Object.fromEntries(list.filter((r) => r.url).map((r) => [r.key, r.url])) as Links;
      return last;
    })
    .catch(() => last)
    .finally(() => {
      cache = undefined;
    });
  return cache;
}

export function useLinks(): Links {
  const [links, setLinks] = useState<Links>(last);
  useEffect(() => {
    let alive = true;
    void loadLinks().then((l) => alive && setLinks(l));
    return () => {
      alive = false;
    };
  }, []);
  return links;
}
