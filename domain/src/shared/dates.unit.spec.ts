import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseIsoMoment } from './dates';

describe('dates', () => {
  it('takes days that exist and ISO moments with a zone', () => {
    expect(parseIsoMoment('2026-11-24')).toBe(Date.UTC(2026, 10, 24));
    expect(parseIsoMoment('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseIsoMoment('2026-11-24T09:30Z')).toBe(Date.UTC(2026, 10, 24, 9, 30));
    expect(parseIsoMoment('2026-11-24T09:30:15.250+02:00')).toBe(Date.UTC(2026, 10, 24, 7, 30, 15, 250));
  });

  it('refuses what Date.parse would take: a trailing quote, a day that does not exist, no zone, loose forms', () => {
    for (const text of [
      "2020-01-01'",
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-11-24T09:30',
      '2026-11-24T24:00Z',
      '2026-11-24 09:30Z',
      'Nov 24 2026',
      '1',
      '',
      '2026-2-3',
    ]) {
      expect(parseIsoMoment(text), text).toBeNull();
    }
    expect(isCalendarDate('0000-01-01')).toBe(false);
  });
});
