/** A page of a list: where it starts, how many rows, and the allow-listed sort. */
export interface ListPage<S extends string> {
  offset: number;
  limit: number;
  sortField: S;
  sortOrder: 'ASC' | 'DESC';
}

/**
 * A list page with its total: both are asked at once, so the answer waits for the slower of the two statements, not
 * for both in turn; the rows are mapped to what the API answers.
 */
export async function pageWithTotal<R, T>(
  total: Promise<number>,
  rows: Promise<R[]>,
  toRow: (row: R) => T,
): Promise<{ rows: T[]; total: number }> {
  const [n, page] = await Promise.all([total, rows]);
  return { rows: page.map(toRow), total: n };
}
