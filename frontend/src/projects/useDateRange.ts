import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';

/** 'Mar 3, 2026 – Jun 1, 2026', 'From …', 'Until …' or 'No dates yet', in the current locale. */
export function useDateRange() {
  const translate = useTranslate();
  const { day } = useFormatters();
  return {
    day,
    range: (start: string | null, end: string | null) => {
      if (start && end) return `${day(start)} – ${day(end)}`;
      if (start) return translate('app.projects.common.from_date', { date: day(start) });
      if (end) return translate('app.projects.common.until_date', { date: day(end) });
      return translate('app.projects.common.no_dates');
    },
  };
}
