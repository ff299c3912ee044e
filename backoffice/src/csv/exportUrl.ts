/**
 * The URL of a server-side CSV download for what a list shows: the list's filter and sort, no paging
 * (spec 3 §7: 'same filters without paging'). Empty filter values are left out, as the list itself does.
 */
export interface ListState {
  filterValues: Record<string, unknown>;
  sort?: { field: string; order: string };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function exportUrl(path: string, { filterValues, sort }: ListState): string {
  const filter = Object.fromEntries(
    Object.entries(filterValues ?? {})
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => !isEmpty(v)),
  );
  const params = new URLSearchParams();
  if (Object.keys(filter).length) params.set('filter', JSON.stringify(filter));
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order === 'ASC' ? 'ASC' : 'DESC']));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Saves a Blob under a file name through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
