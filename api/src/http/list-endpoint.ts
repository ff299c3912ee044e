/**
 * The list endpoints of the backoffice (react-admin simple-rest: `filter`, `range`, `sort` → rows with a
 * Content-Range header) and their CSV downloads, written once: the query is parsed against the resource's
 * allow-list, a page is answered with its Content-Range, a download streams every row under the same filter
 * and sort.
 */
import type { Response } from '@loopback/rest';
import { z } from 'zod';
import { streamCsv } from './csv';
import { type ListPage, listQuery, sendPage } from './list-query';
import { contentRangeHeader, responses } from './responses';

/** A listed resource: its Content-Range name, filter contract, sortable fields and defaults. */
export interface ListResource<F extends z.ZodType, S extends string> {
  name: string;
  filter: F;
  sortFields: readonly S[];
  defaults: { sort: [S, 'ASC' | 'DESC']; perPage: number };
}

/** The raw query strings of a list request. */
export interface ListRequest {
  filter?: string;
  range?: string;
  sort?: string;
}

/** Answers one page of the resource: `fetch` reads it under the parsed filter; the Content-Range is set. */
export async function sendListPage<F extends z.ZodType, S extends string, T>(
  res: Response,
  resource: ListResource<F, S>,
  raw: ListRequest,
  fetch: (filter: z.output<F>, page: ListPage<S>) => Promise<{ rows: T[]; total: number }>,
): Promise<T[]> {
  const { filter, page } = listQuery(raw, resource.filter, resource.sortFields, resource.defaults);
  return sendPage(res, resource.name, page.offset, await fetch(filter, page));
}

/** A CSV download: its file name, header line and how a row becomes a line's cells. */
export interface CsvFile<T> {
  filename: string;
  columns: readonly string[];
  cells: (row: T) => unknown[];
}

/** Streams the CSV of every row under the list's filter and sort (the range does not apply). */
export async function sendListCsv<F extends z.ZodType, S extends string, T>(
  res: Response,
  resource: ListResource<F, S>,
  raw: Omit<ListRequest, 'range'>,
  file: CsvFile<T>,
  batches: (filter: z.output<F>, sort: ListPage<S>) => Promise<AsyncIterable<T[]>>,
): Promise<Response> {
  const { filter, page } = listQuery(
    { filter: raw.filter, sort: raw.sort },
    resource.filter,
    resource.sortFields,
    resource.defaults,
  );
  await streamCsv(res, file.filename, file.columns, lines(await batches(filter, page), file.cells));
  return res;
}

async function* lines<T>(source: AsyncIterable<T[]>, cells: (row: T) => unknown[]): AsyncGenerator<unknown[][]> {
  for await (const rows of source) yield rows.map(cells);
}

/** The documented answer of a list page (and the errors it can give). */
export const listResponses = (schema: z.ZodType, description: string, errors = [400, 401, 403, 422]) =>
  responses({ schema: z.array(schema), description, headers: contentRangeHeader }, errors);

/** The documented answer of a CSV download. */
export const csvResponses = (description: string, errors = [400, 401, 403, 422]) => ({
  ...responses({ description }, errors),
  200: { description, content: { 'text/csv': { schema: { type: 'string' } } } },
});
