import { lazy, Suspense } from 'react';
import { loadFeatureMessages } from '../providers/i18nProvider';
import type { ShareTargetType } from './sharingTypes';

export interface ShareTarget {
  targetType: ShareTargetType;
  targetId: string;
  /** Shown in the dialog's title. */
  targetName: string;
}

// The button, its dialog and their wording load with the page that shows the button, after it.
const ShareAction = lazy(async () => {
  await loadFeatureMessages('sharing').catch((error: unknown) =>
    console.warn('could not load the sharing messages', error),
  );
  return import('./owner/ShareAction');
});

/** 'Share' on a team, a project or My Profile: opens the owner's share-link dialog. Render it for the target's owner, or an admin. */
export function ShareButton(props: ShareTarget & { size?: 'small' | 'medium' }) {
  return (
    <Suspense fallback={null}>
      <ShareAction {...props} />
    </Suspense>
  );
}
