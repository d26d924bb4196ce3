import { lazy, Suspense } from 'react';
import { loadFeatureMessages } from '../providers/i18nProvider';

// The list and its wording load with the team page, after it (as the Share button's).
const Requests = lazy(async () => {
  await loadFeatureMessages('sharing').catch((error: unknown) =>
    console.warn('could not load the sharing messages', error),
  );
  return import('./owner/TeamShareRequests');
});

/** The owner's team page: the clients' requests through the team's shared links. */
export function TeamShareRequests({ teamId }: { teamId: string }) {
  return (
    <Suspense fallback={null}>
      <Requests teamId={teamId} />
    </Suspense>
  );
}
