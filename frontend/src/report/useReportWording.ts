import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { fieldLabel, labelOf } from './changes';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^(?:[a-z]+(?:_[a-z]+)*|[A-Z][a-z]+|DTH|DPD)$/;

/**
 * Event types, record types, sources, roles and field names in the reader's language; anything
 * unknown shows as it is (a field name humanized: 'industry title').
 */
export function useReportWording() {
  const translate = useTranslate();
  const { date, day } = useFormatters();
  return useMemo(
    () => ({
      action: (type: string) => translate(`app.report.events.${type}`, { _: type }),
      target: (type: string) => translate(`app.report.targets.${type}`, { _: type }),
      source: (source: string) => translate(`app.report.sources.${source}`, { _: source }),
      role: (role: string) => translate(`app.report.roles.${role}`, { _: role }),
      /** `within`: the list whose changed item these fields are. */
      field: (field: string, within?: string) => fieldLabel(field, translate, within),
      /**
       * A changed value as a reader reads it: a moment or a day in their locale, a status or role in their
       * words, a record's id by its name when the API named it (`names`), else shortened.
       */
      value: (value: unknown, names: Readonly<Record<string, string>> = {}): string => {
        if (typeof value !== 'string') return labelOf(value);
        if (ISO_MOMENT.test(value)) return date(value, { dateStyle: 'medium', timeStyle: 'short' });
        if (CALENDAR_DAY.test(value)) return day(value);
        if (UUID.test(value)) return names[value] ?? translate('app.report.show.record_ref', { id: value.slice(0, 8) });
        if (CODE.test(value)) return translate(`app.report.show.values.${value}`, { _: value });
        return value;
      },
    }),
    [translate, date, day],
  );
}
