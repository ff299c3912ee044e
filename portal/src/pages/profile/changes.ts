/** Only what changed is sent (spec 1 §7 'account/update': "changed profile fields"; company edit: "changed fields"). */

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The entries of `next` that differ from `before` (deep for phone objects); trimmed strings compared. */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, next: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const raw = next[key];
    const value = (typeof raw === 'string' ? raw.trim() : raw) as T[keyof T];
    const old = before[key];
    if (!same(typeof old === 'string' ? old.trim() : old, value)) out[key] = value;
  }
  return out;
}
