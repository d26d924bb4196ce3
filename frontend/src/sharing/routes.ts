import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The public share-link pages for the route table: one lazy chunk (sharing/publicPages.ts) that
 * brings its wording, so the sign-in route carries none of it.
 */
const load = () => import('./publicPages');
export const sharedPages = {
  sharedTeam: lazyWithMessages('sharing', () => load().then((pages) => ({ default: pages.SharedTeamPage }))),
  sharedTeamProfile: lazyWithMessages('sharing', () => load().then((pages) => ({ default: pages.SharedMemberPage }))),
  sharedProject: lazyWithMessages('sharing', () => load().then((pages) => ({ default: pages.SharedProjectPage }))),
  sharedProfile: lazyWithMessages('sharing', () => load().then((pages) => ({ default: pages.SharedProfilePage }))),
};
