import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { fieldLabel, isEmptyValue, namedLabelOf, recordingKindOf } from './changes';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^(?:[a-z]+(?:_[a-z]+)*|[A-Z][a-z]+|DTH|DPD)$/;
/** Fields whose number is an experience level (1-3), and those whose number is a percentage. */
const LEVEL_FIELDS = new Set(['experience_level_id', 'experience_level', 'level']);
const PERCENT_FIELDS = new Set(['profile_completeness', 'completeness']);
/** How deep an object's parts are worded (`Erase at: …`); deeper ones by their name alone. */
const MAX_DEPTH = 2;

type Names = Readonly<Record<string, string>>;

/**
 * Event types, record types, sources, roles and field names in the reader's language; anything
 * unknown shows as it is (a field name humanized: 'industry title').
 */
export function useReportWording() {
  const translate = useTranslate();
  const { date, day, number } = useFormatters();
  return useMemo(() => {
    const field = (name: string, within?: string) => fieldLabel(name, translate, within);
    /**
     * A changed value as a reader reads it: a moment or a day in their locale, a status or role in their
     * words, a record's id by its name when the API named it (`names`), else shortened; `field` (the
     * changed field, dotted) words a level or a percentage; an object by its name, a recording by its kind,
     * else its parts ("Erase at: 12 Dec 2026"), never as JSON.
     */
    const value = (raw: unknown, names: Names = {}, fieldName?: string, depth = 0): string => {
      const key = fieldName?.split('.').at(-1);
      if (raw === undefined || raw === null) return '';
      if (typeof raw === 'number') {
        if (key && LEVEL_FIELDS.has(key)) return translate(`app.report.show.levels.${raw}`, { _: String(raw) });
        if (key && PERCENT_FIELDS.has(key)) return number(raw / 100, { style: 'percent', maximumFractionDigits: 0 });
        return String(raw);
      }
      if (typeof raw === 'boolean') return translate(`app.report.show.${raw ? 'yes' : 'no'}`);
      if (typeof raw === 'bigint') return String(raw);
      if (Array.isArray(raw)) return raw.map((item) => value(item, names, fieldName, depth + 1)).join(', ');
      if (typeof raw === 'object') {
        const recording = recordingKindOf(raw);
        if (recording) return translate(`app.report.show.recording.${recording}`);
        const named = namedLabelOf(raw);
        if (named) return named;
        if (depth >= MAX_DEPTH) return translate('app.report.show.details');
        return Object.entries(raw)
          .filter(([, inner]) => !isEmptyValue(inner))
          .map(([part, inner]) => `${field(part)}: ${value(inner, names, part, depth + 1)}`)
          .join('; ');
      }
      // What JSON holds besides is text: a function or a symbol has no wording.
      if (typeof raw !== 'string') return '';
      if (ISO_MOMENT.test(raw)) return date(raw, { dateStyle: 'medium', timeStyle: 'short' });
      if (CALENDAR_DAY.test(raw)) return day(raw);
      if (UUID.test(raw)) return names[raw] ?? translate('app.report.show.record_ref', { id: raw.slice(0, 8) });
      if (CODE.test(raw)) return translate(`app.report.show.values.${raw}`, { _: raw });
      return raw;
    };
    return {
      action: (type: string) => translate(`app.report.events.${type}`, { _: type }),
      target: (type: string) => translate(`app.report.targets.${type}`, { _: type }),
      source: (source: string) => translate(`app.report.sources.${source}`, { _: source }),
      role: (role: string) => translate(`app.report.roles.${role}`, { _: role }),
      /** `within`: the list whose changed item these fields are. */
      field,
      value,
    };
  }, [translate, date, day, number]);
}
