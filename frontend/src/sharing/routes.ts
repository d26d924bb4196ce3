import { lazyWithMessages } from '../i18n/lazyWithMessages';
import type { FeatureName } from '../providers/i18nProvider';

/**
 * The public share-link pages for the route table: one lazy chunk (sharing/publicPages.ts) that
 * brings its wording and the reference lists', so the sign-in route carries none of it.
 */
const load = () => import('./publicPages');
/** Their wording, and the reference lists' (a shared profile's industries and project types in the visitor's language). */
const SHARED_PAGE_WORDING: FeatureName[] = ['sharing', 'catalogs'];
export const sharedPages = {
  sharedTeam: lazyWithMessages(SHARED_PAGE_WORDING, () => load().then((pages) => ({ default: pages.SharedTeamPage }))),
  sharedTeamProfile: lazyWithMessages(SHARED_PAGE_WORDING, () =>
    load().then((pages) => ({ default: pages.SharedMemberPage })),
  ),
  sharedProject: lazyWithMessages(SHARED_PAGE_WORDING, () =>
    load().then((pages) => ({ default: pages.SharedProjectPage })),
  ),
  sharedProfile: lazyWithMessages(SHARED_PAGE_WORDING, () =>
    load().then((pages) => ({ default: pages.SharedProfilePage })),
  ),
};
