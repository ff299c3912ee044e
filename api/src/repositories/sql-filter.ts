/** Builds a parameterised WHERE clause from allow-listed filter values (never from client-named columns). */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a condition; each `?` in `sql` becomes a placeholder bound to `value`. */
  add(sql: string, value: unknown): this {
    this.params.push(value);
    const n = this.params.length;
    this.parts.push(sql.replace(/\?/g, `$${n}`));
    return this;
  }

  /** Adds a condition that binds several values: `build` gets a function that binds one and names its placeholder. */
  addBound(build: (param: (value: unknown) => string) => string): this {
    this.parts.push(build((value) => `$${this.params.push(value)}`));
    return this;
  }

  /** A condition on a calendar-day range: both days included, days in UTC. */
  dateRange(column: string, from: string | undefined, to: string | undefined): this {
    if (from) this.add(`${column} >= (?::date)::timestamp AT TIME ZONE 'UTC'`, from);
    if (to) this.add(`${column} < ((?::date) + 1)::timestamp AT TIME ZONE 'UTC'`, to);
    return this;
  }

  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** `%text%` for ILIKE with the user's % and _ taken literally. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Narrows a filter to a reader's companies ('all' narrows nothing); `column` names the company of a row. */
export function inCompanies(where: SqlFilter, column: string, scope: 'all' | readonly string[]): SqlFilter {
  return scope === 'all' ? where : where.add(`${column} = ANY(?::uuid[])`, scope);
}

/** The ORDER BY of an allow-listed sort: `sql` maps each sort field to its column; `id` breaks ties. */
export function orderBySql<S extends string>(
  sql: Record<S, string>,
  sort: { sortField: S; sortOrder: 'ASC' | 'DESC' },
  id: string,
  nullsLast = false,
): string {
  const dir = sort.sortOrder === 'ASC' ? 'ASC' : 'DESC';
  return `ORDER BY ${sql[sort.sortField]} ${dir}${nullsLast ? ' NULLS LAST' : ''}, ${id} ${dir}`;
}
