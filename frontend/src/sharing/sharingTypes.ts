import type { ShareGate, ShareLinkStatus, ShareMode, ShareTargetType } from '@dth/domain/shareLink/shareLink';

/**
 * The share links of docs/api.md ('Share links'), as the screens read them: the domain's own types where the
 * API answers its records as they are. The public answers are
 * normalised by providers/resources/sharing.ts (publicContent.ts), so the pages see one shape.
 */
export type { ShareGate, ShareLinkStatus, ShareMode, ShareTargetType } from '@dth/domain/shareLink/shareLink';
export { SHARE_LINK_STATUSES } from '@dth/domain/shareLink/shareLink';
/** An owner's link (GET /share-links) and one successful open of it (GET /share-link-opens), as the API answers them. */
export type { ShareLinkOpenRecord, ShareLinkRecord, ShareLinkRequestRecord } from '@dth/domain/shareLink/schemas';

/** What the create form sends (POST /share-links); absent options are left out. */
export interface ShareLinkDraft {
  target_type: ShareTargetType;
  target_id: string;
  mode: ShareMode;
  expires_at?: string;
  passcode?: string;
  allowed_emails?: string[];
  max_views?: number;
  anonymised: boolean;
  show_budget?: boolean;
  show_rates?: boolean;
  notify_on_first_open: boolean;
}

/** GET /public/share-links/{token}: what the link is and how it is opened. */
export interface PublicLinkState {
  id: string;
  target_type: ShareTargetType;
  gate: ShareGate;
  status: ShareLinkStatus;
}

/** POST /public/share-links/{token}/open. */
export interface ShareGrant {
  grant: string;
  expires_at: string | null;
}

/** A member as a shared team or project shows them. */
export interface SharedMemberCard {
  id: string;
  name: string;
  avatar: string | null;
  role: string | null;
  industry_title: string | null;
  /** 1 Beginner, 2 Mid-weight, 3 Experienced, or the level's words when the API sends them. */
  level: number | string | null;
  top_skills: string[];
  /** With the ISO 639-1 code when the API gives one, to word the language in the reader's. */
  languages: { title: string; code: string | null }[];
}

export interface SharedMilestone {
  id: string;
  title: string;
  due_date: string | null;
  status: string | null;
  description: string | null;
}

/** The sharer's company as the pages show it (docs/api.md `shared_by`). */
export interface SharedBy {
  company_name: string;
  logo: string | null;
}

/** How a content answer was built: live, or frozen at `frozen_at`; anonymised names; who shares it. */
export interface SharedVersion {
  mode: ShareMode;
  frozen_at: string | null;
  anonymised: boolean;
  shared_by: SharedBy | null;
}

export interface SharedTeamContent extends SharedVersion {
  kind: 'team';
  name: string;
  purpose: string | null;
  members: SharedMemberCard[];
  /** Only on a link that shows rates: the team's cost per week, null when not known. */
  cost_per_week?: { amount: number; currency: string } | null;
}

export interface SharedProjectContent extends SharedVersion {
  kind: 'project';
  name: string;
  brief: string | null;
  /** DTH or DPD. */
  engagement_type: string | null;
  /** The reference list's entry: its id words it in the reader's language (useCatalogTitle). */
  project_type: { id: number; title: string } | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  /** Only when the owner ticked 'show budget'. */
  budget: { amount: number | null; currency: string | null } | null;
  team_name: string | null;
  members: SharedMemberCard[];
  milestones: SharedMilestone[];
}

export interface SharedProfileContent extends SharedVersion {
  kind: 'profile';
  /** The public profile fields, shaped as the profile page reads a profile. */
  profile: Record<string, unknown>;
}

export type SharedContent = SharedTeamContent | SharedProjectContent | SharedProfileContent;
