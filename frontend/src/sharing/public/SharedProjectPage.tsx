import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Box, Card, CardContent, Chip, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useCatalogTitle } from '../../i18n/useCatalogTitle';
import { useFormatters } from '../../i18n/useFormatters';
import type { SharedProjectContent } from '../sharingTypes';
import { AnswerButtons, ClientRequestDialog, type ClientRequestTarget } from './ClientRequestDialog';
import { LinkStatePage } from './LinkStatePage';
import { DocumentButton, documentPaths } from '../../documents';
import { MemberGrid } from './MemberGrid';
import { SectionTitle } from './SectionTitle';
import { SharedHero } from './SharedHero';
import { VersionChip } from './VersionChip';
import { SharedLinkFrame, SharedPageSkeleton, type OpenLink } from './SharedLinkFrame';
import { useSharedContent } from './useSharedLink';

/** /shared-project/{token}: the brief, engagement type, dates, budget (only when shown), the team's cards and, for DPD, the milestones. */
export default function SharedProjectPage() {
  const { token = '' } = useParams();
  return (
    <SharedLinkFrame key={token} token={token} accepts={['project']}>
      {(open) => <ProjectContent open={open} />}
    </SharedLinkFrame>
  );
}

function Fact({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start" data-testid={testId}>
      <Box
        sx={{
          width: 38,
          height: 38,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          '& svg': { fontSize: 20 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
          component="p"
        >
          {label}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

function ProjectContent({ open }: { open: OpenLink }) {
  const translate = useTranslate();
  const catalogTitle = useCatalogTitle();
  const { date, number } = useFormatters();
  const [asking, setAsking] = useState<ClientRequestTarget | null>(null);
  const { content, failure, isPending, refetch } = useSharedContent({
    token: open.token,
    grant: open.grant,
    targetType: 'project',
    dropGrant: open.dropGrant,
  });
  if (isPending || failure?.status === 403) return <SharedPageSkeleton />;
  if (failure || content?.kind !== 'project')
    return (
      <LinkStatePage
        failure={failure ?? { status: 0, code: null }}
        onRetry={failure?.status === 410 || failure?.status === 404 ? undefined : () => void refetch()}
      />
    );
  const project: SharedProjectContent = content;
  const day = (value: string | null) =>
    value ? date(value, { dateStyle: 'medium' }) : translate('app.sharing.public.not_set');
  const engagement = project.engagement_type
    ? translate(`app.sharing.public.engagement.${project.engagement_type}`, { _: project.engagement_type })
    : '--';
  const dpd = project.engagement_type === 'DPD';
  const budget = project.budget;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }} data-testid="shared-project">
      <Stack spacing={4}>
        <SharedHero
          kind={translate('app.sharing.public.project_label')}
          name={project.name}
          actions={
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <DocumentButton
                kind="project"
                path={documentPaths.shared(open.token, 'project')}
                grant={open.grant}
                shared
              />
              <AnswerButtons subject="project" onAsk={setAsking} />
            </Stack>
          }
          chips={
            <>
              <VersionChip version={project} />
              {project.engagement_type && (
                <Chip
                  size="small"
                  color="primary"
                  label={project.engagement_type}
                  data-testid="shared-engagement-code"
                />
              )}
              {project.status && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(`app.sharing.public.project_status.${project.status}`, { _: project.status })}
                  data-testid="shared-project-status"
                />
              )}
            </>
          }
        >
          <Typography variant="subtitle2" color="text.secondary" component="h2" sx={{ mb: 0.5 }}>
            {translate('app.sharing.public.brief')}
          </Typography>
          <Typography
            sx={{ whiteSpace: 'pre-line', maxWidth: 820 }}
            color={project.brief ? 'text.primary' : 'text.secondary'}
            data-testid="shared-brief"
          >
            {project.brief || translate('app.sharing.public.no_brief')}
          </Typography>
        </SharedHero>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: `repeat(${budget ? 4 : 3}, minmax(0, 1fr))`,
                },
              }}
            >
              <Fact
                icon={<HandshakeOutlined />}
                label={translate('app.sharing.public.engagement_type')}
                testId="shared-engagement"
              >
                {engagement}
              </Fact>
              <Fact
                icon={<CategoryOutlined />}
                label={translate('app.sharing.public.project_type')}
                testId="shared-project-type"
              >
                {project.project_type ? catalogTitle('project_types', project.project_type) : '--'}
              </Fact>
              <Fact
                icon={<CalendarMonthOutlined />}
                label={translate('app.sharing.public.dates')}
                testId="shared-dates"
              >
                {translate('app.sharing.public.date_range', {
                  start: day(project.start_date),
                  end: day(project.end_date),
                })}
              </Fact>
              {budget && (
                <Fact icon={<PaymentsOutlined />} label={translate('app.sharing.public.budget')} testId="shared-budget">
                  {budget.amount === null
                    ? '--'
                    : budget.currency
                      ? number(budget.amount, {
                          style: 'currency',
                          currency: budget.currency,
                          maximumFractionDigits: 0,
                        })
                      : number(budget.amount)}
                </Fact>
              )}
            </Box>
          </CardContent>
        </Card>
        <section aria-labelledby="shared-team-title">
          <SectionTitle
            id="shared-team-title"
            title={
              project.team_name
                ? translate('app.sharing.public.team_named', { name: project.team_name })
                : translate('app.sharing.public.members_title')
            }
            count={project.members.length}
          />
          <MemberGrid
            token={open.token}
            members={project.members}
            onIntro={(member) => setAsking({ kind: 'intro', member: { id: member.id, name: member.name } })}
          />
        </section>
        {dpd && (
          <section aria-labelledby="shared-milestones-title">
            <SectionTitle
              id="shared-milestones-title"
              title={translate('app.sharing.public.milestones')}
              count={project.milestones.length}
            />
            {project.milestones.length === 0 ? (
              <Typography color="text.secondary" data-testid="shared-milestones-empty">
                {translate('app.sharing.public.no_milestones')}
              </Typography>
            ) : (
              <Card>
                <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="shared-milestones">
                  {project.milestones.map((milestone, index) => (
                    <Stack
                      key={milestone.id}
                      component="li"
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={{ xs: 1, sm: 2 }}
                      alignItems={{ sm: 'center' }}
                      sx={{ px: { xs: 2.5, sm: 3 }, py: 2, borderTop: index ? 1 : 0, borderColor: 'divider' }}
                      data-testid="shared-milestone"
                    >
                      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flexGrow: 1, minWidth: 0 }}>
                        <FlagOutlined color="primary" aria-hidden />
                        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{milestone.title}</Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {milestone.due_date
                          ? translate('app.sharing.public.due', {
                              date: date(milestone.due_date, { dateStyle: 'medium' }),
                            })
                          : translate('app.sharing.public.not_set')}
                      </Typography>
                      {milestone.status && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={translate(`app.sharing.public.milestone_status.${milestone.status}`, {
                            _: milestone.status,
                          })}
                          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                        />
                      )}
                    </Stack>
                  ))}
                </Box>
              </Card>
            )}
          </section>
        )}
      </Stack>
      <ClientRequestDialog
        token={open.token}
        grant={open.grant}
        subject="project"
        target={asking}
        onClose={() => setAsking(null)}
      />
    </Container>
  );
}
