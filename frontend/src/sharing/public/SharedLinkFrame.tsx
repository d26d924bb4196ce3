import { Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PublicShell } from '../../components/PublicShell';
import type { PublicLinkState, SharedBy, ShareTargetType } from '../sharingTypes';
import { LinkGate } from './GateForms';
import { LinkStatePage } from './LinkStatePage';
import { SharerContext } from './sharerContext';
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
  const [sharer, setSharer] = useState<SharedBy | null>(null);
  let body: ReactNode;
  if (gone) body = <LinkStatePage failure={gone} />;
  else if (view.phase === 'loading') body = <SharedPageSkeleton />;
  else if (view.phase === 'failed') body = <LinkStatePage failure={view.failure} profile={profile} />;
  else if (view.phase === 'gate')
    body = <LinkGate token={token} link={view.link} onGranted={view.onGranted} onGone={setGone} />;
  else body = children({ token, link: view.link, grant: view.grant, dropGrant: view.dropGrant });
  return (
    <PublicShell>
      <SharerContext.Provider value={setSharer}>
        <Box sx={{ flexGrow: 1 }}>{body}</Box>
      </SharerContext.Provider>
      <SharedFooter sharer={gone || view.phase !== 'open' ? null : sharer} />
    </PublicShell>
  );
}

/** Who shares the page: the owner's company, with its logo; without one, the neutral line. */
function SharedFooter({ sharer }: { sharer: SharedBy | null }) {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 4 }} data-testid="shared-footer">
      <Container maxWidth="lg">
        <Stack direction="row" spacing={1.5} alignItems="center" justifyContent="center" useFlexGap flexWrap="wrap">
          {sharer?.logo && (
            <Box
              component="img"
              src={sharer.logo}
              alt={translate('app.sharing.public.company_logo', { company: sharer.company_name })}
              sx={{ maxHeight: 40, maxWidth: 120, objectFit: 'contain' }}
              data-testid="shared-company-logo"
            />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} data-testid="shared-by">
            {sharer
              ? translate('app.sharing.public.footer_company', { company: sharer.company_name })
              : translate('app.sharing.public.footer')}
          </Typography>
        </Stack>
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
