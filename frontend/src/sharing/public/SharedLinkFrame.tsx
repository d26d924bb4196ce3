import { Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PublicShell } from '../../components/PublicShell';
import type { PublicLinkState, ShareTargetType } from '../sharingTypes';
import { LinkGate } from './GateForms';
import { LinkStatePage } from './LinkStatePage';
import { useSharedLink, type LinkFailure } from './useSharedLink';

/**
 * The page asks search engines not to index it and the browser not to send its address (which
 * holds the token) to anyone it loads from, as the API's own answers do.
 */
function usePrivatePageMeta() {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      meta.dataset.sharedLink = 'true';
      document.head.appendChild(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}

export interface OpenLink {
  token: string;
  link: PublicLinkState;
  grant: string;
  dropGrant: () => void;
}

/**
 * Every public share-link page: the public header, then the link's state (404, 410), its gate, or
 * the page itself once a grant is in hand.
 */
export function SharedLinkFrame({
  token,
  accepts,
  profile = false,
  children,
}: {
  token: string;
  accepts: readonly ShareTargetType[];
  profile?: boolean;
  children: (open: OpenLink) => ReactNode;
}) {
  usePrivatePageMeta();
  const view = useSharedLink(token, accepts);
  const [gone, setGone] = useState<LinkFailure | null>(null);
  let body: ReactNode;
  if (gone) body = <LinkStatePage failure={gone} />;
  else if (view.phase === 'loading') body = <SharedPageSkeleton />;
  else if (view.phase === 'failed') body = <LinkStatePage failure={view.failure} profile={profile} />;
  else if (view.phase === 'gate')
    body = <LinkGate token={token} link={view.link} onGranted={view.onGranted} onGone={setGone} />;
  else body = children({ token, link: view.link, grant: view.grant, dropGrant: view.dropGrant });
  return (
    <PublicShell>
      <Box sx={{ flexGrow: 1 }}>{body}</Box>
      <SharedFooter />
    </PublicShell>
  );
}

function SharedFooter() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 4 }}>
      <Container maxWidth="lg">
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate('app.sharing.public.footer')}
        </Typography>
      </Container>
    </Box>
  );
}

export function SharedPageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3} aria-busy="true" data-testid="shared-skeleton">
        <Skeleton variant="rounded" height={180} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={220} />
          ))}
        </Box>
      </Stack>
    </Container>
  );
}
