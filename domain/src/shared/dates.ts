const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MOMENT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** The shape `parseIsoMoment` takes, for documents (a pattern cannot tell 2026-02-30 from a day that exists). */
export const ISO_DAY_OR_MOMENT =
  /^\d{4}-\d{2}-\d{2}(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day (YYYY-MM-DD) or an ISO 8601 moment with its zone (2026-11-24T09:30:00Z), in epoch ms; null
 * for anything else. `Date.parse` alone takes `2020-01-01'` and rolls 2026-02-30 over to March.
 */
export function parseIsoMoment(text: string): number | null {
  if (isCalendarDate(text)) return Date.parse(`${text}T00:00:00.000Z`);
  const moment = ISO_MOMENT.exec(text);
  if (!moment || !isCalendarDate(moment[1])) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
