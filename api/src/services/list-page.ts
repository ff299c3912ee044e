/** A page of a list: where it starts, how many rows, and the allow-listed sort. */
export interface ListPage<S extends string> {
  offset: number;
  limit: number;
  sortField: S;
  sortOrder: 'ASC' | 'DESC';
}
