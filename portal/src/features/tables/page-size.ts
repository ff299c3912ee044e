/**
 * spec 2 §9 "page and limit persisted per table": the page size a user picks for a table is kept in the browser
 * (localStorage, one entry per table) and is where that table starts on the next load.
 */
import { useEffect } from 'react';

const key = (table: string) => `bcu.pageSize.${table}`;

/** The stored page size of a table when it is one of its options, else the table's default. */
export function storedPageSize(table: string, fallback: number, options: readonly number[]): number {
  const stored = Number(globalThis.localStorage?.getItem(key(table)));
  return options.includes(stored) ? stored : fallback;
}

/** Remembers the table's current page size. */
export function useRememberPageSize(table: string, pageSize: number | undefined): void {
  useEffect(() => {
    if (pageSize) globalThis.localStorage?.setItem(key(table), String(pageSize));
  }, [table, pageSize]);
}
