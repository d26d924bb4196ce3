import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { isAdmin } from '../providers/session';
import { HISTORY_AT_PARAM } from './recordLinks';

const withReportMessages = <T,>(load: () => Promise<T>) =>
  Promise.all([
    load(),
    loadFeatureMessages('report').catch((error: unknown) => console.warn('could not load the report messages', error)),
  ]).then(([module]) => module);

// Admins only: the tabs, the history and the report's wording load together, and never for anyone else.
const AdminRecordTabs = lazy(() => withReportMessages(() => import('./AdminRecordTabs')));
const LazyRecordHistory = lazy(() =>
  withReportMessages(() => import('./RecordHistory')).then((module) => ({ default: module.RecordHistory })),
);

/**
 * A record's page with, for admins, an audit history tab (report/RecordHistory.tsx) beside it;
 * everyone else gets the page as it is. `targetType` is a record type of docs/api.md 'Admin report'.
 */
export function RecordTabs({ targetType, id, children }: { targetType: string; id: string; children: ReactNode }) {
  if (!isAdmin()) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <AdminRecordTabs targetType={targetType} id={id}>
        {children}
      </AdminRecordTabs>
    </Suspense>
  );
}

/** The audit history alone, for a page that has tabs of its own (the project page); opens at `?at=`. */
export function AuditHistoryPanel({ targetType, id }: { targetType: string; id: string }) {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
      <LazyRecordHistory targetType={targetType} id={id} initialAt={params.get(HISTORY_AT_PARAM)} />
    </Suspense>
  );
}
