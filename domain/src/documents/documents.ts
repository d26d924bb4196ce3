import { messageCodes } from '../shared/messages';
import type { PublicProfile, PublicProject, PublicTeam } from '../shareLink/schemas';

/*
 * Documents a reader takes away (issue 24): a profile's CV, a team pack (a cover, then a CV per
 * member) and a project brief (the project, then its team's pack). They are made from the same
 * whitelisted shapes a share link shows (shareLink/publicContent.ts), so a field that is not public
 * there cannot reach a PDF either.
 */
export const DOCUMENT_KINDS = ['cv', 'team', 'project'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const DOCUMENT_LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
export type DocumentLocale = (typeof DOCUMENT_LOCALES)[number];

/** The first language of an Accept-Language header that the documents and mails are written in, else English. */
export function preferredLocale(acceptLanguage: string | undefined): DocumentLocale {
  const wanted = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase());
  return (
    (wanted.find((tag) => (DOCUMENT_LOCALES as readonly string[]).includes(tag)) as DocumentLocale | undefined) ?? 'en'
  );
}

/** How a reader wants the document: both are in its cache key. */
export interface DocumentOptions {
  paper: PaperSize;
  locale: DocumentLocale;
}

/** What a document is made from: the target's public shape and the public profiles of its people, by the id the shape names them with. */
export type DocumentContent =
  | { kind: 'cv'; data: PublicProfile; profiles: Record<string, PublicProfile> }
  | { kind: 'team'; data: PublicTeam; profiles: Record<string, PublicProfile> }
  | { kind: 'project'; data: PublicProject; profiles: Record<string, PublicProfile> };

/** Where the content stands in time, as the document's cover and footer say it. */
export type DocumentMoment =
  | { kind: 'now' }
  /** A frozen share link: as it was when shared. */
  | { kind: 'shared'; at: string }
  /** A live share link: as it is now, shared then. */
  | { kind: 'shared-live'; at: string }
  /** The admin report's as-of view. */
  | { kind: 'as-of'; at: string };

export interface DocumentRequest {
  content: DocumentContent;
  moment: DocumentMoment;
  /** An anonymised share link's documents say so under the title. */
  anonymised: boolean;
  options: DocumentOptions;
  /** A share link's documents name the sharer's company under the title and carry its logo (absent: the platform's own). */
  sharedBy?: { company_name: string; logo: string | null } | null;
}

/** Documents being made at once for one person, and for one share link's visitors (a third is refused, 429; the messages say two). */
export const DOCUMENT_RENDERS_AT_ONCE = 2;

/** Team packs and project briefs render in a worker job; a CV in the query API's render processes, off its event loop. */
export const renderedInJob = (kind: DocumentKind) => kind !== 'cv';

/** Bump when a document's layout changes: cached documents of the old layout are then made again. */
export const DOCUMENT_LAYOUT_VERSION = 2;

/** The attachment's name: the document's subject and the day, in ASCII (`cv-ioana-popescu-2026-11-27.pdf`). */
export function documentFileName(kind: DocumentKind, subject: string, day: Date): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const prefix = kind === 'cv' ? 'cv' : kind === 'team' ? 'team-pack' : 'project-brief';
  return `${prefix}${slug ? `-${slug}` : ''}-${day.toISOString().slice(0, 10)}.pdf`;
}

/** `Content-Disposition` of a document: an ASCII name for every client, the UTF-8 one (a Chinese name) for those that read it (RFC 6266). */
export function attachmentHeader(asciiName: string, displayName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(displayName)}`;
}

export const documentMessages = {
  badPaper: 'Choose the paper as a4 or letter',
  badLocale: 'Choose the language as en, fr, ro or zh',
  badKind: 'Ask for a cv, team or project document',
  notShared: 'This link does not share that document',
  profileRequired: 'Name the profile whose CV you want',
  asOfAdminOnly: 'Only admins can download a CV as it was at an earlier moment',
  renderFailed: 'The document could not be made; try again',
  tooManyForPerson: 'Two of your documents are being made already; try again when they are ready',
  tooManyForLink: 'Two documents of this link are being made already; try again in a moment',
  busy: 'Many documents are being made right now; try again in a moment',
} as const;
export const documentCodes = messageCodes('documents', documentMessages);

/** What a document's cache key is made of: the layout, the content, where it stands in time and the reader's options (hashed by the caller). */
export const documentCacheInput = (request: DocumentRequest) => JSON.stringify([DOCUMENT_LAYOUT_VERSION, request]);
