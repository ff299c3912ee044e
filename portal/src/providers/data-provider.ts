/**
 * A small Refine data provider over the API's simple-rest lists (DESIGN §3):
 * `GET /api/<resource>?range=[0,9]&sort=["field","ASC"]&filter={..}` → JSON array + `Content-Range: <resource> 0-9/123`.
 */
import type { CrudFilter, CrudSort, DataProvider, HttpError } from '@refinedev/core';
import { ApiError, API_BASE, api, request } from '../api/http';

/** The total of a `Content-Range: items 0-9/123` header (falls back to the page length). */
export function totalFromContentRange(header: string | null, fallback: number): number {
  const m = header?.match(/\/(\d+)\s*$/);
  return m ? Number(m[1]) : fallback;
}

/** Refine's filters as the simple-rest filter object: `eq` → field, `gte` → field_gte, … */
export function toRestFilter(filters: readonly CrudFilter[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters ?? []) {
    if (!('field' in f) || f.value === undefined || f.value === null || f.value === '') continue;
    if (Array.isArray(f.value) && f.value.length === 0) continue;
    const suffix =
      f.operator === 'eq' || f.operator === 'in' ? '' : f.operator === 'contains' ? '_q' : `_${f.operator}`;
    out[`${f.field}${suffix}`] = f.value;
  }
  return out;
}

export function toRestSort(sorters: readonly CrudSort[] | undefined): string | undefined {
  const s = sorters?.[0];
  return s ? JSON.stringify([s.field, s.order.toUpperCase()]) : undefined;
}

/** A Blob as a `data:<type>;base64,…` URL. */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * ApiError → Refine's HttpError: field errors from the API's details land on the form fields of `useForm`; the
 * ApiError itself rides along as `cause` for the notifications of spec 1 §8 (features/errors/notes).
 */
function toHttpError(e: unknown): HttpError {
  if (e instanceof ApiError) {
    const errors: Record<string, string[]> = {};
    for (const d of e.details) if (d.path) (errors[d.path] ??= []).push(d.message);
    return { message: e.message, statusCode: e.statusCode, errors, cause: e };
  }
  return { message: (e as Error)?.message ?? 'Unknown error', statusCode: 500 };
}

async function wrap<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw toHttpError(e);
  }
}

export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  getList: ({ resource, pagination, sorters, filters, meta }) =>
    wrap(async () => {
      const query: Record<string, string | undefined> = {};
      if (pagination?.mode !== 'off') {
        const current = pagination?.currentPage ?? 1;
        const size = pagination?.pageSize ?? 10;
        query.range = JSON.stringify([(current - 1) * size, current * size - 1]);
      }
      query.sort = toRestSort(sorters);
      const filter = toRestFilter(filters);
      if (Object.keys(filter).length) query.filter = JSON.stringify(filter);
      const res = await request(`/${meta?.path ?? resource}`, { query, signal: meta?.signal });
      const data = (await res.json()) as never[];
      return { data, total: totalFromContentRange(res.headers.get('Content-Range'), data.length) };
    }),

  getOne: ({ resource, id, meta }) => wrap(async () => ({ data: await api(`/${meta?.path ?? resource}/${id}`) })),

  create: ({ resource, variables, meta }) =>
    wrap(async () => ({ data: await api(`/${meta?.path ?? resource}`, { method: 'POST', body: variables }) })),

  // `meta.method`: an area whose API replaces the record (PUT) rather than patching it (Refine's simple-rest does the same)
  update: ({ resource, id, variables, meta }) =>
    wrap(async () => ({
      data: await api(`/${meta?.path ?? resource}/${id}`, {
        method: (meta?.method as 'PUT' | 'PATCH' | undefined) ?? 'PATCH',
        body: variables,
      }),
    })),

  deleteOne: ({ resource, id, meta }) =>
    wrap(async () => ({ data: await api(`/${meta?.path ?? resource}/${id}`, { method: 'DELETE' }) })),

  /**
   * `meta.responseType: 'blob'` answers the body as a Blob (a file) instead of JSON; `'dataUrl'` as a data URL (an
   * image to show, e.g. a company logo: nothing to release when it is no longer shown).
   */
  custom: ({ url, method, payload, query, meta }) =>
    wrap(async () => {
      const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
      const m = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const q = query ? Object.fromEntries(Object.entries(query as object).map(([k, v]) => [k, String(v)])) : undefined;
      if (meta?.responseType === 'blob' || meta?.responseType === 'dataUrl') {
        const blob = await (await request(path, { method: m, body: payload, query: q })).blob();
        return { data: (meta.responseType === 'blob' ? blob : await blobToDataUrl(blob)) as never };
      }
      return { data: await api(path, { method: m, body: payload, query: q }) };
    }),
};
