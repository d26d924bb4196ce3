/** UTC calendar days (YYYY-MM-DD), as the report's `from`/`to` filters and its stats read them. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export const daysAgo = (days: number, now = new Date()) => utcDay(new Date(now.getTime() - days * 86_400_000));

/** Every day from `from` to `to`, both included (at most `limit`, the newest kept). */
export function daysBetween(from: string, to: string, limit = 366): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  for (let time = Date.parse(`${from.slice(0, 10)}T00:00:00Z`); time <= end; time += 86_400_000)
    out.push(utcDay(new Date(time)));
  return out.slice(-limit);
}

/** The chart's range: the filter's dates, else the last 90 days (the API's default); at most the API's 366 days, the newest. */
export function chartRange(filter: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = filter.to ? filter.to.slice(0, 10) : utcDay(now);
  const end = new Date(Date.parse(`${to}T00:00:00Z`));
  const earliest = daysAgo(365, end);
  const from = filter.from ? filter.from.slice(0, 10) : daysAgo(89, end);
  return from > to ? { from: to, to } : { from: from < earliest ? earliest : from, to };
}
