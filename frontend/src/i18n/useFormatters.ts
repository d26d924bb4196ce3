import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { intlTagOf } from './locales';

/**
 * Intl's formatters by locale and options, made once: making one costs far more than formatting with it
 * (a members table of 25 rows made 25 date formatters, about 90 ms of its first draw on a busy machine).
 */
const formatters = new Map<string, unknown>();
export function formatterOf<F>(make: new (tag: string, options: never) => F, tag: string, options?: object): F {
  const key = `${make.name} ${tag} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = new make(tag, options as never);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Dates and numbers in the current locale's conventions. */
export function useFormatters() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = intlTagOf(locale);
    const date = (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) => {
      const moment = value instanceof Date ? value : new Date(value);
      return Number.isNaN(moment.getTime()) ? '' : formatterOf(Intl.DateTimeFormat, tag, options).format(moment);
    };
    const languages = formatterOf(Intl.DisplayNames, tag, { type: 'language', fallback: 'none' });
    return {
      tag,
      date,
      /** A language of the reference list in the reader's language, by its ISO 639-1 code ('French', 'français', '法语'); its stored title without one. */
      language: (title: string, code?: string | null) => {
        try {
          return (code && languages.of(code)) || title;
        } catch {
          return title;
        }
      },
      /** A calendar day of the API (YYYY-MM-DD) as that same day wherever the browser is: 'Mar 3, 2026'. */
      day: (ymd: string) => date(`${ymd}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatterOf(Intl.NumberFormat, tag, options).format(value),
      /** A length of time in its largest whole unit: '7 days', '7 jours', '2 hours', '90 seconds'. */
      duration: (seconds: number) => {
        const units: [string, number][] = [
          ['day', 86_400],
          ['hour', 3_600],
          ['minute', 60],
        ];
        const [unit, size] = units.find(([, size]) => seconds >= size && seconds % size === 0) ?? ['second', 1];
        return formatterOf(Intl.NumberFormat, tag, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
      },
      percent: (value: number) =>
        formatterOf(Intl.NumberFormat, tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
      /** '5 minutes ago', 'il y a 5 minutes', '5 分钟前'… */
      relative: (value: Date | string | number, now = Date.now()) => {
        const time = (value instanceof Date ? value : new Date(value)).getTime();
        if (Number.isNaN(time)) return '';
        const seconds = Math.round((time - now) / 1000);
        const format = formatterOf(Intl.RelativeTimeFormat, tag, { numeric: 'auto' });
        const units: [Intl.RelativeTimeFormatUnit, number][] = [
          ['year', 31_536_000],
          ['month', 2_592_000],
          ['week', 604_800],
          ['day', 86_400],
          ['hour', 3_600],
          ['minute', 60],
        ];
        for (const [unit, size] of units)
          if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
        return format.format(seconds, 'second');
      },
    };
  }, [locale]);
}
