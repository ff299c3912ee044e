/**
 * Help-page copy with inline links: `[text](/path)` becomes a router link, `[text](#linkKey)` a link to
 * the configured document (plain text while it has no URL), `[text](https://…)` an external link.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Links } from '../../features/links/use-links';

export type Segment = string | { text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits copy into plain strings and links, in order. */
export function segments(copy: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of copy.matchAll(LINK)) {
    if (m.index > last) out.push(copy.slice(last, m.index));
    out.push({ text: m[1], href: m[2] });
    last = m.index + m[0].length;
  }
  if (last < copy.length) out.push(copy.slice(last));
  return out;
}

export function RichText({ copy, links = {} }: { copy: string; links?: Links }): ReactNode {
  return segments(copy).map((s, i) => {
    if (typeof s === 'string') return <Fragment key={i}>{s}</Fragment>;
    if (s.href.startsWith('/'))
      return (
        <Link key={i} to={s.href}>
          {s.text}
        </Link>
      );
    if (s.href.startsWith('#')) {
      const url = links[s.href.slice(1) as keyof Links];
      return url ? (
        <a key={i} href={url} target="_blank" rel="noopener noreferrer">
          {s.text}
        </a>
      ) : (
        <Fragment key={i}>{s.text}</Fragment>
      );
    }
    return (
      <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
        {s.text}
      </a>
    );
  });
}
