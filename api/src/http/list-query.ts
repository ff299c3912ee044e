/** Parses react-admin simple-rest list queries against an allow-list (never a raw filter from the client). */
import { z } from 'zod';
import { parse, badRequest } from './errors';
import { ListQuery } from '../contracts';
import type { ListPage } from '../services/list-page';

export type { ListPage };

const Range = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 1000);
const Sort = z.tuple([z.string(), z.enum(['ASC', 'DESC'])]);

function json(value: string | undefined, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`${name} must be JSON`, [{ path: name, message: `${name} must be JSON` }]);
  }
}

/**
 * Parses the raw `filter`, `range` and `sort` query strings (each checked by the contract's ListQuery) into
 * an allow-listed filter and a page.
 */
export function listQuery<F extends z.ZodType, S extends string>(
  raw: { filter?: string; range?: string; sort?: string },
  filterSchema: F,
  sortFields: readonly S[],
  defaults: { sort: [S, 'ASC' | 'DESC']; perPage: number },
): { filter: z.output<F>; page: ListPage<S> } {
  const q = parse(ListQuery, raw);
  const filter = parse(filterSchema, json(q.filter, 'filter') ?? {});
  const [from, to] = parse(Range, json(q.range, 'range') ?? [0, defaults.perPage - 1]);
  const [field, order] = parse(Sort, json(q.sort, 'sort') ?? defaults.sort);
  const sortField = (sortFields as readonly string[]).includes(field) ? (field as S) : defaults.sort[0];
  return { filter, page: { offset: from, limit: to - from + 1, sortField, sortOrder: order } };
}

/** The Content-Range header value of a page. */
export const contentRange = (resource: string, offset: number, count: number, total: number) =>
  `${resource} ${offset}-${Math.max(offset, offset + count - 1)}/${total}`;

/** Sets the Content-Range header of a page and returns its rows (the simple-rest list answer). */
export function sendPage<T>(
  res: { setHeader(name: string, value: string): unknown },
  resource: string,
  offset: number,
  { rows, total }: { rows: T[]; total: number },
): T[] {
  res.setHeader('Content-Range', contentRange(resource, offset, rows.length, total));
  return rows;
}
