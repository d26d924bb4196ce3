import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  IconButton,
  Link,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { LinkBase, useDelete, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecordHeader } from '../components/RecordHeader';
import { UserAvatar } from '../components/UserAvatar';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { TeamStatusChip } from './TeamStatusChip';
import { usePersonName } from '../components/fullName';
import { TEAM_STATUSES, TEAM_TRANSITIONS, type TeamRecord, type TeamStatus } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { useRecordAction } from '../forms/useRecordAction';
import { ownsRecord } from '../providers/viewer';
import { isAdmin } from '../providers/session';
import { DocumentButton, documentPaths } from '../documents';
import { ShareButton, TeamShareRequests } from '../sharing';
import { SkillCoverage } from './SkillCoverage';
import { TeamEdit } from './TeamEdit';
import { TeamCost } from './TeamCost';
import { TeamHistory } from './TeamHistory';
import { TeamMemberEdit } from './TeamMemberDialogs';
import { TeamOfferDialog } from './TeamOfferDialog';
import { OverAllocatedChip, TeamOffers } from '../offers';
import { SinceLastVisit } from '../changes';
import { TeamHiring } from './hiring/TeamHiring';
import { MissingRecord } from '../components/MissingRecord';

type TeamMember = TeamRecord['members'][number];

/**
 * One team: its members (role, allocation; each opens their profile), the skill coverage and the
 * composition history. Its owner adds members from the network's joined ones, changes roles and
 * allocations, removes, sets the status and edits the details; anyone else reads it.
 */
export function TeamShow({ id }: { id: string }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { data: team, isPending, error } = useGetOne<TeamRecord>('teams', { id }, { retry: false });
  if (isPending) return <TeamSkeleton />;
  if (error || !team) {
    return (
      <MissingRecord
        testId="team-missing"
        icon={<GroupsOutlined fontSize="large" />}
        messages="app.hiring.team"
        backTo={links.teams()}
      />
    );
  }
  const owner = ownsRecord(team) && !team.archived;
  return (
    <Stack spacing={3} data-testid="team-show" data-owner={owner ? 'true' : 'false'}>
      <TeamHeader team={team} owner={owner} />
      <SinceLastVisit type="team" id={team.id} />
      {owner && <TeamHiring team={team} />}
      {narrow ? (
        // A phone reads members, then what they cover, then how the team came to be.
        <>
          <TeamMembers team={team} owner={owner} />
          {owner && <TeamOffers team={team} />}
          <SkillCoverage team={team} />
          {owner && <TeamCost teamId={team.id} />}
          {owner && <TeamShareRequests teamId={team.id} />}
          <TeamHistory teamId={team.id} />
        </>
      ) : (
        <Grid container spacing={3} alignItems="flex-start">
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Stack spacing={3}>
              <TeamMembers team={team} owner={owner} />
              {owner && <TeamOffers team={team} />}
              <TeamHistory teamId={team.id} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <Stack spacing={3}>
              <SkillCoverage team={team} />
              {owner && <TeamCost teamId={team.id} />}
              {owner && <TeamShareRequests teamId={team.id} />}
            </Stack>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}

function TeamHeader({ team, owner }: { team: TeamRecord; owner: boolean }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'archive' | null>(null);
  const [update] = useUpdate();
  const [remove] = useDelete();
  const run = useRecordAction();
  const [saving, setSaving] = useState<TeamStatus | null>(null);
  const setStatus = async (status: TeamStatus) => {
    setSaving(status);
    try {
      await run(
        () =>
          update(
            'teams',
            { id: team.id, data: { status }, previousData: team, meta: { action: 'status' } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        'app.hiring.team_messages.statusSet',
      );
    } catch {
      // told by a toast
    } finally {
      setSaving(null);
    }
  };
  const archive = () =>
    run(
      () => remove('teams', { id: team.id, previousData: team }, { mutationMode: 'pessimistic', returnPromise: true }),
      'app.hiring.team_messages.archived',
      { refresh: false },
    ).then(() => navigate(links.network(team.network_id)));
  return (
    <RecordHeader
      testId="team"
      title={team.name}
      chips={
        <>
          <TeamStatusChip status={team.status} />
          {team.archived && <Chip size="small" label={translate('app.hiring.common.archived')} />}
          {!owner && (
            <Chip
              size="small"
              variant="outlined"
              icon={<VisibilityRounded />}
              label={translate('app.hiring.team.read_only')}
              data-testid="team-read-only"
            />
          )}
        </>
      }
      details={
        <>
          <Stack
            direction="row"
            columnGap={2}
            rowGap={0.5}
            flexWrap="wrap"
            alignItems="center"
            sx={{ mt: 0.75, color: 'text.secondary' }}
          >
            <Stack direction="row" spacing={0.75} alignItems="center">
              <HubOutlined sx={{ fontSize: 18 }} />
              <Link
                component={LinkBase}
                to={links.network(team.network_id)}
                underline="hover"
                color="inherit"
                variant="body2"
                data-testid="team-network"
              >
                {team.network_name}
              </Link>
            </Stack>
            {!ownsRecord(team) && (
              <Typography variant="body2">
                {translate('app.hiring.networks.owned_by', { name: personName(team.owner_name) })}
              </Typography>
            )}
          </Stack>
          <Typography
            variant="body2"
            sx={{ mt: 1.5, whiteSpace: 'pre-line' }}
            color={team.purpose ? 'text.primary' : 'text.secondary'}
            data-testid="team-purpose"
          >
            {team.purpose || translate('app.hiring.teams.no_purpose')}
          </Typography>
        </>
      }
      actions={
        <>
          {!owner && (
            // An admin may share any team through a public link (issue 13), without changing it; every reader may take its pack away.
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ flexShrink: 0 }}>
              {isAdmin() && <ShareButton targetType="team" targetId={team.id} targetName={team.name} />}
              <DocumentButton kind="team" path={documentPaths.team(team.id)} />
            </Stack>
          )}
          {owner && (
            <Stack spacing={1.5} alignItems={{ xs: 'stretch', md: 'flex-end' }} sx={{ flexShrink: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent={{ md: 'flex-end' }}>
                <ShareButton targetType="team" targetId={team.id} targetName={team.name} />
                <DocumentButton kind="team" path={documentPaths.team(team.id)} />
                <Button
                  variant="outlined"
                  startIcon={<EditOutlined />}
                  onClick={() => setDialog('edit')}
                  data-testid="team-edit"
                >
                  {translate('app.hiring.common.edit')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<ArchiveOutlined />}
                  onClick={() => setDialog('archive')}
                  data-testid="team-archive"
                >
                  {translate('app.hiring.common.archive')}
                </Button>
              </Stack>
              <Box>
                <Typography
                  id="team-status-label"
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ mb: 0.5, textAlign: { md: 'right' } }}
                >
                  {translate('resources.teams.fields.status')}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={team.status}
                  onChange={(_, next: TeamStatus | null) => next && next !== team.status && void setStatus(next)}
                  aria-labelledby="team-status-label"
                  disabled={!!saving}
                  data-testid="team-status-control"
                >
                  {TEAM_STATUSES.map((status) => (
                    <ToggleButton
                      key={status}
                      value={status}
                      sx={{ px: 2 }}
                      data-testid={`team-status-${status}`}
                      disabled={status !== team.status && !TEAM_TRANSITIONS[team.status].includes(status)}
                    >
                      {translate(`app.hiring.team_status.${status}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
            </Stack>
          )}
        </>
      }
    >
      {team.required_skills.length > 0 && (
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
            {translate('resources.teams.fields.required_skills')}:
          </Typography>
          {team.required_skills.map((skill) => (
            <Chip key={skill.id} size="small" variant="outlined" label={skill.title} />
          ))}
        </Stack>
      )}
      {dialog === 'edit' && <TeamEdit team={team} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'archive'}
        onClose={() => setDialog(null)}
        onConfirm={archive}
        titleKey="app.hiring.team.archive_title"
        messageKey="app.hiring.team.archive_message"
        testId="team-archive-confirm"
      />
    </RecordHeader>
  );
}

function TeamMembers({ team, owner }: { team: TeamRecord; owner: boolean }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const days = team.members.reduce((sum, member) => sum + member.allocation_days, 0);
  return (
    <SectionCard
      title={translate('app.hiring.team.members_title')}
      subtitle={
        team.members.length
          ? translate('app.hiring.team.members_summary', { smart_count: team.members.length, days })
          : undefined
      }
      icon={<GroupsOutlined />}
      testId="team-members"
      action={
        owner ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<PersonAddAlt1Rounded />}
            onClick={() => setAdding(true)}
            data-testid="team-member-add"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('app.hiring.team.add_member')}
          </Button>
        ) : undefined
      }
    >
      {team.members.length === 0 ? (
        <EmptyText testId="team-members-empty">
          {translate(owner ? 'app.hiring.team.empty_owner' : 'app.hiring.team.empty')}
        </EmptyText>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {team.members.map((member) => (
            <Grid key={member.specialist_id} size={{ xs: 12, sm: 6 }} component="li">
              <TeamMemberCard team={team} member={member} owner={owner} />
            </Grid>
          ))}
        </Grid>
      )}
      {adding && <TeamOfferDialog team={team} onClose={() => setAdding(false)} />}
    </SectionCard>
  );
}

/** A member: avatar, name (opens their profile), role and allocation; the owner changes or removes them. */
function TeamMemberCard({ team, member, owner }: { team: TeamRecord; member: TeamMember; owner: boolean }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const [remove] = useDelete();
  const run = useRecordAction();
  const name = usePersonName()(member.specialist);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="team-member" data-id={member.specialist_id}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 }, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <UserAvatar name={name === '--' ? '' : name} src={member.specialist?.avatar ?? undefined} size={52} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Link
            component={LinkBase}
            to={links.profile(member.specialist_id)}
            underline="hover"
            variant="subtitle1"
            sx={{ fontWeight: 650, display: 'block' }}
            data-testid="team-member-name"
          >
            {name}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            {member.specialist?.industry_title || '--'}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={member.role_title || translate('app.hiring.team.no_role')}
              data-testid="team-member-role"
            />
            <Chip
              size="small"
              label={translate('app.hiring.team.days_per_week', { smart_count: member.allocation_days })}
              data-testid="team-member-allocation"
            />
            {member.over_allocated && <OverAllocatedChip />}
          </Stack>
        </Box>
        <Stack direction="row" spacing={0.25}>
          <DocumentButton kind="cv" path={documentPaths.cv(member.specialist_id)} rowOf={name} />
          {owner && (
            <>
              <Tooltip title={translate('app.hiring.team.change_member')}>
                <IconButton
                  size="small"
                  onClick={() => setDialog('edit')}
                  aria-label={translate('app.hiring.team.change_member_of', { name })}
                  data-testid="team-member-edit"
                >
                  <TuneRounded fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('app.hiring.team.remove_member')}>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => setDialog('remove')}
                  aria-label={translate('app.hiring.team.remove_member_of', { name })}
                  data-testid="team-member-remove"
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      </CardContent>
      {dialog === 'edit' && <TeamMemberEdit team={team} member={member} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          run(
            () =>
              remove(
                'team-members',
                { id: member.specialist_id, previousData: { id: member.specialist_id }, meta: { teamId: team.id } },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.hiring.team_messages.memberRemoved',
          )
        }
        titleKey="app.hiring.team.remove_title"
        titleArgs={{ name }}
        messageKey="app.hiring.team.remove_message"
        testId="team-member-remove-confirm"
      />
    </Card>
  );
}

function TeamSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" data-testid="team-skeleton">
      <Card>
        <CardContent>
          <Skeleton width="35%" height={44} />
          <Skeleton width="25%" />
          <Skeleton width="70%" />
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    </Stack>
  );
}
