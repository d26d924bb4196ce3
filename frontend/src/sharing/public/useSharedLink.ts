import { useCallback, useContext, useEffect, useState } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import { forgetGrant, storedGrant, storeGrant } from '../grants';
import type { PublicLinkState, ShareGrant, SharedContent, ShareTargetType } from '../sharingTypes';
import { SharerContext } from './sharerContext';

/** A failure's HTTP status and the domain's message code (docs/api.md 'Share links'). */
export interface LinkFailure {
  status: number;
  code: string | null;
}

export const failureOf = (error: unknown): LinkFailure => {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { error?: { message_code?: string } } };
  return { status: typeof status === 'number' ? status : 0, code: body?.error?.message_code ?? null };
};

/**
 * Opens of links without a gate in flight, by token: one open however often React mounts the
 * page meanwhile (every open is a view in the owner's access log).
 */
const openingWithoutGate = new Map<string, Promise<ShareGrant>>();

export type SharedLinkView =
  | { phase: 'loading' }
  | { phase: 'failed'; failure: LinkFailure }
  | { phase: 'gate'; link: PublicLinkState; onGranted: (grant: ShareGrant) => void }
  | { phase: 'open'; link: PublicLinkState; grant: string; dropGrant: () => void };

/**
 * A visitor's way through one link: what it is (404, 410 or its gate), the open that gives a grant
 * (kept per token in sessionStorage), and a grant the server no longer takes sends them back to
 * the gate. `accepts` lists the target types the page shows; another is 404.
 */
export function useSharedLink(token: string, accepts: readonly ShareTargetType[]): SharedLinkView {
  const dataProvider = useDataProvider();
  const [grant, setGrant] = useState<string | null>(() => storedGrant(token));
  const [openFailure, setOpenFailure] = useState<LinkFailure | null>(null);
  const {
    data: link,
    error,
    isPending,
  } = useGetOne<PublicLinkState>(
    'public-share-links',
    { id: token, meta: { part: 'state' } },
    { retry: false, refetchOnWindowFocus: false },
  );

  const onGranted = useCallback(
    (given: ShareGrant) => {
      storeGrant(token, given);
      setGrant(given.grant);
    },
    [token],
  );

  const dropGrant = useCallback(() => {
    forgetGrant(token);
    openingWithoutGate.delete(token);
    setGrant(null);
  }, [token]);

  const needsOpen = !!link && link.gate === 'none' && !grant && accepts.includes(link.target_type);
  useEffect(() => {
    if (!needsOpen) return;
    let current = true;
    let opening = openingWithoutGate.get(token);
    if (!opening) {
      opening = dataProvider
        .create<ShareGrant & { id: string }>('public-share-links', { data: { token }, meta: { action: 'open' } })
        .then(({ data }) => data);
      openingWithoutGate.set(token, opening);
      // Once answered, the grant is in sessionStorage (or the failure on screen): the next open is a new view.
      const settled = () => void openingWithoutGate.delete(token);
      opening.then(settled, settled);
    }
    opening.then(
      (given) => current && onGranted(given),
      (failure: unknown) => current && setOpenFailure(failureOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [needsOpen, token, dataProvider, onGranted]);

  if (isPending) return { phase: 'loading' };
  if (error || !link) return { phase: 'failed', failure: failureOf(error) };
  if (!accepts.includes(link.target_type))
    return { phase: 'failed', failure: { status: 404, code: 'shareLink.notFound' } };
  if (openFailure) return { phase: 'failed', failure: openFailure };
  if (!grant) return link.gate === 'none' ? { phase: 'loading' } : { phase: 'gate', link, onGranted };
  return { phase: 'open', link, grant, dropGrant };
}

/** The content of an open link: the target, or a member's profile (team and project links). */
export function useSharedContent({
  token,
  grant,
  targetType,
  profileId,
  dropGrant,
}: {
  token: string;
  grant: string;
  targetType: ShareTargetType;
  profileId?: string;
  dropGrant: () => void;
}) {
  const part = profileId ? 'profile' : 'content';
  const { data, error, isPending, refetch } = useGetOne<{ id: string; content: SharedContent }>(
    'public-share-links',
    { id: token, meta: { part, grant, targetType, profileId } },
    { retry: false, refetchOnWindowFocus: false },
  );
  // The frame's footer names the sharer's company once the content says who it is.
  const showSharer = useContext(SharerContext);
  const sharedBy = data?.content.shared_by ?? null;
  useEffect(() => showSharer(sharedBy), [showSharer, sharedBy]);
  // A grant the server no longer takes (past its hour): forget it and go through the gate again.
  const refused = failureOf(error).status === 403;
  useEffect(() => {
    if (refused) dropGrant();
  }, [refused, dropGrant]);
  return { content: data?.content, failure: error ? failureOf(error) : null, isPending, refetch };
}
