/**
 * Year filter options. The spec lists years "2021 to 2025" (registration year) and "2023 to 2025" (KPI), written in
 * 2025; a user in a later year expects the current year offered too (and the spec's KPI rule "months for the current
 * year limited to months up to now" presumes it), so the lists run from their first year to the current one.
 */
export const LAST_LISTED_YEAR = 2025;

/** first … max(current year, 2025), ascending. */
export function yearsFrom(first: number, now: Date = new Date()): number[] {
  const last = Math.max(now.getUTCFullYear(), LAST_LISTED_YEAR);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
