import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazyWithMessages';

/**
 * Availability and rates are hiring words: the section loads with the hiring pages' wording, out of
 * the entry chunk, and the projects' (which words a refused currency, engagement.currencyInvalid).
 */
const AvailabilityPanel = lazyWithMessages(['hiring', 'projects'], () => import('./AvailabilityPanel'));

/** The profile's availability section (AvailabilityPanel), loaded when first shown. */
export function LazyAvailabilityPanel() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={180} aria-busy="true" />}>
      <AvailabilityPanel />
    </Suspense>
  );
}
