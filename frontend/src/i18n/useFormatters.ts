import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { intlTagOf } from './locales';

/** Dates and numbers in the current locale's conventions. */
export function useFormatters() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = intlTagOf(locale);
    return {
      tag,
      date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) => {
        const date = value instanceof Date ? value : new Date(value);
        return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(tag, options).format(date);
      },
      number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options).format(value),
      percent: (value: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    };
  }, [locale]);
}
