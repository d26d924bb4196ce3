import { Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useFormatters } from '../../i18n/useFormatters';
import type { SharedTeamContent } from '../sharingTypes';
import { DocumentButton, documentPaths } from '../../documents';
import { AnswerButtons, ClientRequestDialog, type ClientRequestTarget } from './ClientRequestDialog';
import { LinkStatePage } from './LinkStatePage';
import { MemberGrid } from './MemberGrid';
import { SectionTitle } from './SectionTitle';
import { SharedHero } from './SharedHero';
import { VersionChip } from './VersionChip';
import { SharedLinkFrame, SharedPageSkeleton, type OpenLink } from './SharedLinkFrame';
import { useSharedContent } from './useSharedLink';

/** /shared-team/{token}: the team's name and purpose, then its members' cards. */
export default function SharedTeamPage() {
  const { token = '' } = useParams();
  return (
    <SharedLinkFrame key={token} token={token} accepts={['team']}>
      {(open) => <TeamContent open={open} />}
    </SharedLinkFrame>
  );
}

function TeamContent({ open }: { open: OpenLink }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const [asking, setAsking] = useState<ClientRequestTarget | null>(null);
  const { content, failure, isPending, refetch } = useSharedContent({
    token: open.token,
    grant: open.grant,
    targetType: 'team',
    dropGrant: open.dropGrant,
  });
  if (isPending || failure?.status === 403) return <SharedPageSkeleton />;
  if (failure || content?.kind !== 'team')
    return (
      <LinkStatePage
        failure={failure ?? { status: 0, code: null }}
        onRetry={failure?.status === 410 || failure?.status === 404 ? undefined : () => void refetch()}
      />
    );
  const team: SharedTeamContent = content;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }} data-testid="shared-team">
      <Stack spacing={4}>
        <SharedHero
          kind={translate('app.sharing.public.team_label')}
          name={team.name}
          chips={<VersionChip version={team} />}
          actions={
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <DocumentButton kind="team" path={documentPaths.shared(open.token, 'team')} grant={open.grant} shared />
              <AnswerButtons subject="team" onAsk={setAsking} />
            </Stack>
          }
        >
          <Typography
            sx={{ whiteSpace: 'pre-line', maxWidth: 820 }}
            color={team.purpose ? 'text.primary' : 'text.secondary'}
            data-testid="shared-purpose"
          >
            {team.purpose || translate('app.sharing.public.no_purpose')}
          </Typography>
          {team.cost_per_week !== undefined && (
            <Typography sx={{ mt: 1.5, fontWeight: 650 }} data-testid="shared-cost">
              {team.cost_per_week
                ? translate('app.sharing.public.cost_per_week', {
                    amount: number(team.cost_per_week.amount, {
                      style: 'currency',
                      currency: team.cost_per_week.currency,
                    }),
                  })
                : translate('app.sharing.public.cost_unknown')}
            </Typography>
          )}
        </SharedHero>
        <section aria-labelledby="shared-members-title">
          <SectionTitle
            id="shared-members-title"
            title={translate('app.sharing.public.members_title')}
            count={team.members.length}
          />
          <MemberGrid
            token={open.token}
            members={team.members}
            onIntro={(member) => setAsking({ kind: 'intro', member: { id: member.id, name: member.name } })}
          />
        </section>
      </Stack>
      <ClientRequestDialog
        token={open.token}
        grant={open.grant}
        subject="team"
        target={asking}
        onClose={() => setAsking(null)}
      />
    </Container>
  );
}
