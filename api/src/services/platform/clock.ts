/** The injectable clock: services ask it for the time so tests can move time across boundaries. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export const addHours = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);
export const addMinutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
export const addMonths = (d: Date, months: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
};
