import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Button, Container, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DocumentButton, documentPaths } from '../../documents';
import { ProfileReadOnly } from '../../profile';
import { usePersonName } from '../../components/fullName';
import { sharedLinks } from '../links';
import { viewableProfileOf } from '../publicProfile';
import type { SharedProfileContent } from '../sharingTypes';
import { ClientRequestDialog, type ClientRequestTarget } from './ClientRequestDialog';
import { LinkStatePage } from './LinkStatePage';
import { VersionChip } from './VersionChip';
import { SharedLinkFrame, SharedPageSkeleton, type OpenLink } from './SharedLinkFrame';
import { useSharedContent } from './useSharedLink';

/**
 * /shared-team/{token}/{profileId}: a member of a shared team (or of a shared project's team) in
 * the spec's profile layout, read-only, without anything private. Anyone not in the team at the
 * link's version is 404.
 */
export default function SharedMemberPage() {
  const { token = '', profileId = '' } = useParams();
  return (
    <SharedLinkFrame key={`${token}/${profileId}`} token={token} accepts={['team', 'project']} profile>
      {(open) => <MemberContent open={open} profileId={profileId} />}
    </SharedLinkFrame>
  );
}

function MemberContent({ open, profileId }: { open: OpenLink; profileId: string }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const [asking, setAsking] = useState<ClientRequestTarget | null>(null);
  const { content, failure, isPending, refetch } = useSharedContent({
    token: open.token,
    grant: open.grant,
    targetType: open.link.target_type,
    profileId,
    dropGrant: open.dropGrant,
  });
  const back = {
    to: sharedLinks.target(open.link.target_type, open.token),
    label: translate(
      open.link.target_type === 'project' ? 'app.sharing.public.back_to_project' : 'app.sharing.public.back_to_team',
    ),
  };
  if (isPending || failure?.status === 403) return <SharedPageSkeleton />;
  if (failure || content?.kind !== 'profile')
    return (
      <LinkStatePage
        failure={failure ?? { status: 0, code: null }}
        profile
        back={failure?.status === 404 ? back : undefined}
        onRetry={failure && failure.status !== 404 && failure.status !== 410 ? () => void refetch() : undefined}
      />
    );
  const subject = open.link.target_type === 'project' ? 'project' : 'team';
  // The name the page shows (a shortened one on an anonymised link); the request names the id it is shown under.
  const name = personName({
    first_name: typeof content.profile.first_name === 'string' ? content.profile.first_name : '',
    last_name: typeof content.profile.last_name === 'string' ? content.profile.last_name : '',
  });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <SharedProfile content={content}>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          justifyContent="space-between"
          useFlexGap
          flexWrap="wrap"
        >
          <Button component={LinkBase} to={back.to} startIcon={<ArrowBackRounded />} data-testid="shared-back">
            {back.label}
          </Button>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ minWidth: 0 }}>
            <VersionChip version={content} />
            <Button
              variant="contained"
              onClick={() => setAsking({ kind: 'intro', member: { id: profileId, name } })}
              aria-label={translate('app.sharing.public.request.intro_for', { name })}
              data-testid="shared-member-intro"
            >
              {translate('app.sharing.public.request.intro')}
            </Button>
            <DocumentButton
              kind="cv"
              path={documentPaths.shared(open.token, 'cv', profileId)}
              grant={open.grant}
              shared
            />
          </Stack>
        </Stack>
      </SharedProfile>
      <ClientRequestDialog
        token={open.token}
        grant={open.grant}
        subject={subject}
        target={asking}
        onClose={() => setAsking(null)}
      />
    </Container>
  );
}

/** A public profile in the profile page's layout (sections, tabs), with no contact or billing row. */
export function SharedProfile({ content, children }: { content: SharedProfileContent; children?: React.ReactNode }) {
  const profile = useMemo(() => viewableProfileOf(content.profile), [content.profile]);
  return (
    <div data-testid="shared-profile">
      <ProfileReadOnly profile={profile} publicView>
        {children}
      </ProfileReadOnly>
    </div>
  );
}
