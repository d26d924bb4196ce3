import { lazy, Suspense } from 'react';
import type { DocumentKind } from '../providers/domain';
import { loadFeatureMessages } from '../providers/i18nProvider';

export interface DocumentTarget {
  kind: DocumentKind;
  /** The document's API path: `/documents/cv/{id}`, or a share link's `/public/share-links/{token}/documents/…`. */
  path: string;
  /** A share link's document: the grant of the visitor's open. */
  grant?: string;
  /** The report's as-of moment (a position), and how the dialog words it. */
  at?: { position: string; label: string };
  /** An icon button in a row ("Download the CV of {name}") instead of a labelled button. */
  rowOf?: string;
  /** On a public share page the label is "Download as PDF". */
  shared?: boolean;
  size?: 'small' | 'medium';
}

// The button, its dialog and their wording load after the page that shows them.
const DocumentAction = lazy(async () => {
  await loadFeatureMessages('documents').catch((error: unknown) =>
    console.warn('could not load the documents messages', error),
  );
  return import('./DocumentAction');
});

/** "Download CV", "Download team pack", "Download project brief": opens the download dialog (paper, language, progress). */
export function DocumentButton(props: DocumentTarget) {
  return (
    <Suspense fallback={null}>
      <DocumentAction {...props} />
    </Suspense>
  );
}

export const documentPaths = {
  cv: (specialistId: string) => `/documents/cv/${encodeURIComponent(specialistId)}`,
  team: (teamId: string) => `/documents/team/${encodeURIComponent(teamId)}`,
  project: (projectId: string) => `/documents/project/${encodeURIComponent(projectId)}`,
  shared: (token: string, kind: DocumentKind, profileId?: string) =>
    `/public/share-links/${encodeURIComponent(token)}/documents/${kind}${profileId ? `/${encodeURIComponent(profileId)}` : ''}`,
};
