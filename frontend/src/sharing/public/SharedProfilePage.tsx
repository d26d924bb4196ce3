import { Container, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { DocumentButton, documentPaths } from '../../documents';
import { LinkStatePage } from './LinkStatePage';
import { VersionChip } from './VersionChip';
import { SharedLinkFrame, SharedPageSkeleton, type OpenLink } from './SharedLinkFrame';
import { SharedProfile } from './SharedMemberPage';
import { useSharedContent } from './useSharedLink';

/** /shared-profile/{token}: a specialist's own profile, shared by them, read-only and without anything private. */
export default function SharedProfilePage() {
  const { token = '' } = useParams();
  return (
    <SharedLinkFrame key={token} token={token} accepts={['profile']}>
      {(open) => <ProfileContent open={open} />}
    </SharedLinkFrame>
  );
}

function ProfileContent({ open }: { open: OpenLink }) {
  const { content, failure, isPending, refetch } = useSharedContent({
    token: open.token,
    grant: open.grant,
    targetType: 'profile',
    dropGrant: open.dropGrant,
  });
  if (isPending || failure?.status === 403) return <SharedPageSkeleton />;
  if (failure || content?.kind !== 'profile')
    return (
      <LinkStatePage
        failure={failure ?? { status: 0, code: null }}
        onRetry={failure?.status === 410 || failure?.status === 404 ? undefined : () => void refetch()}
      />
    );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <SharedProfile content={content}>
        <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="center" useFlexGap flexWrap="wrap">
          <VersionChip version={content} />
          <DocumentButton kind="cv" path={documentPaths.shared(open.token, 'cv')} grant={open.grant} shared />
        </Stack>
      </SharedProfile>
    </Container>
  );
}
