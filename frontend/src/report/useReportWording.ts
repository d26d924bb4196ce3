import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** Event types, record types, sources and roles in the reader's language; anything unknown shows as it is. */
export function useReportWording() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      action: (type: string) => translate(`app.report.events.${type}`, { _: type }),
      target: (type: string) => translate(`app.report.targets.${type}`, { _: type }),
      source: (source: string) => translate(`app.report.sources.${source}`, { _: source }),
      role: (role: string) => translate(`app.report.roles.${role}`, { _: role }),
    }),
    [translate],
  );
}
