import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { fieldLabel } from './changes';

/**
 * Event types, record types, sources, roles and field names in the reader's language; anything
 * unknown shows as it is (a field name humanized: 'industry title').
 */
export function useReportWording() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      action: (type: string) => translate(`app.report.events.${type}`, { _: type }),
      target: (type: string) => translate(`app.report.targets.${type}`, { _: type }),
      source: (source: string) => translate(`app.report.sources.${source}`, { _: source }),
      role: (role: string) => translate(`app.report.roles.${role}`, { _: role }),
      /** `within`: the list whose changed item these fields are. */
      field: (field: string, within?: string) => fieldLabel(field, translate, within),
    }),
    [translate],
  );
}
