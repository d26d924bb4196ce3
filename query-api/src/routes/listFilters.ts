import type { z } from 'zod';
import { networkListSpec, networkMemberListSpec, invitationListSpec } from '../hiring/networkReads';
import { specialistListSpec } from '../hiring/specialistSearch';
import { teamListSpec } from '../hiring/teamReads';
import { offerListSpec } from '../offers/offerReads';
import { collaboratorInvitationListSpec, projectListSpec } from '../projects/projectReads';
import { AUDIT_LIST_SPEC } from '../report/auditFilter';
import { shareLinkListSpec, shareLinkOpenListSpec } from '../shareLinks/shareLinkReads';

/**
 * The filter of every list route, by path (the ra-data-simple-rest `filter` parameter, docs/api.md):
 * one place that says what each list takes, which the filter fuzz test walks through the gateway.
 */
export const LIST_FILTERS: Readonly<Record<string, z.ZodObject>> = {
  '/networks': networkListSpec.filter,
  '/network-members': networkMemberListSpec.filter,
  '/invitations': invitationListSpec.filter,
  '/teams': teamListSpec.filter,
  '/offers': offerListSpec.filter,
  '/specialists': specialistListSpec.filter,
  '/projects': projectListSpec.filter,
  '/shared-projects': projectListSpec.filter,
  '/collaborator-invitations': collaboratorInvitationListSpec.filter,
  '/share-links': shareLinkListSpec.filter,
  '/share-link-opens': shareLinkOpenListSpec.filter,
  '/audit-events': AUDIT_LIST_SPEC.filter,
};
