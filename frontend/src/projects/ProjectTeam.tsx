import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { LinkBase, useGetList, useInput, useTranslate, useUpdate } from 'react-admin';
import { UserAvatar } from '../components/UserAvatar';
import { WriteDialog } from '../forms/RecordEditDialog';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { useFieldError } from '../forms/useFieldError';
import { usePersonName } from '../components/fullName';
import type { TeamRecord } from '../providers/hiringDomain';
import { useFormatters } from '../i18n/useFormatters';
import { SkillCoverage } from '../teams';
import { links } from '../routes/links';
import { assignTeamSchema, type EngagementRecord } from './projectsDomain';

/**
 * The assigned team: its members, the skill coverage of the project's required skills (covered and
 * by whom, missing: the teams' own panel), and the earlier teams. The owner and editors assign one
 * of the owner's teams (the earlier one stays in the history).
 */
export function ProjectTeam({ project, canEdit }: { project: EngagementRecord; canEdit: boolean }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const [assigning, setAssigning] = useState(false);
  const team = project.team;
  const earlier = project.team_history.slice(0, -1).reverse();
  const action = canEdit ? (
    <Button
      variant={team ? 'outlined' : 'contained'}
      size="small"
      startIcon={team ? <SwapHorizRounded /> : <GroupsOutlined />}
      onClick={() => setAssigning(true)}
      data-testid="team-assign-open"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {translate(team ? 'app.projects.team.change' : 'app.projects.team.assign')}
    </Button>
  ) : undefined;
  return (
    <Grid container spacing={3} alignItems="flex-start">
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Stack spacing={3}>
          <SectionCard
            title={team ? team.name : translate('app.projects.team.title')}
            subtitle={team ? translate('app.projects.team.members', { smart_count: team.members.length }) : undefined}
            icon={<GroupsOutlined />}
            action={action}
            testId="project-team"
          >
            {!team ? (
              <EmptyText testId="project-team-empty">{translate('app.projects.team.none')}</EmptyText>
            ) : (
              <>
                {team.members.length === 0 ? (
                  <EmptyText>{translate('app.projects.team.no_members')}</EmptyText>
                ) : (
                  <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {team.members.map((member) => {
                      const name = personName(member.specialist);
                      return (
                        <Grid key={member.specialist_id} size={{ xs: 12, sm: 6 }} component="li">
                          <Card variant="outlined" data-testid="project-team-member">
                            <CardContent
                              sx={{ p: 2, '&:last-child': { pb: 2 }, display: 'flex', gap: 1.5, alignItems: 'center' }}
                            >
                              <UserAvatar
                                name={name === '--' ? '' : name}
                                src={member.specialist?.avatar ?? undefined}
                                size={44}
                              />
                              <Box sx={{ minWidth: 0 }}>
                                <Link
                                  component={LinkBase}
                                  to={links.profile(member.specialist_id)}
                                  underline="hover"
                                  sx={{ fontWeight: 650, display: 'block' }}
                                >
                                  {name}
                                </Link>
                                <Typography variant="body2" color="text.secondary" noWrap>
                                  {member.role_title || member.specialist?.industry_title || '--'}
                                </Typography>
                              </Box>
                            </CardContent>
                          </Card>
                        </Grid>
                      );
                    })}
                  </Grid>
                )}
                <Button
                  component={LinkBase}
                  to={links.teamById(team.id)}
                  size="small"
                  endIcon={<OpenInNewRounded />}
                  sx={{ mt: 2 }}
                >
                  {translate('app.projects.team.open_team')}
                </Button>
              </>
            )}
          </SectionCard>
          {earlier.length > 0 && (
            <SectionCard
              title={translate('app.projects.team.history_title')}
              icon={<HistoryRounded />}
              testId="project-team-history"
            >
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {earlier.map((entry) => (
                  <Stack
                    component="li"
                    key={`${entry.team_id}:${entry.assigned_at}`}
                    direction="row"
                    spacing={1}
                    justifyContent="space-between"
                    alignItems="center"
                  >
                    <Chip size="small" variant="outlined" label={entry.team_name || '--'} />
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.projects.team.assigned_on', {
                        date: date(entry.assigned_at, { dateStyle: 'medium' }),
                      })}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </SectionCard>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        {/* The teams' own coverage panel, over the project's required skills. */}
        <SkillCoverage team={{ members: team?.members ?? [], coverage: project.coverage }} />
      </Grid>
      {assigning && <AssignTeam project={project} onClose={() => setAssigning(false)} />}
    </Grid>
  );
}

/** One of the project owner's teams (not archived); the API refuses any other. */
function AssignTeam({ project, onClose }: { project: EngagementRecord; onClose: () => void }) {
  const [update] = useUpdate();
  return (
    <WriteDialog
      onClose={onClose}
      testId="team-assign-dialog"
      title="app.projects.team.assign_title"
      subtitle={project.name}
      schema={assignTeamSchema}
      defaultValues={{ team_id: project.team?.id ?? '' }}
      saveLabel="app.projects.team.assign"
      write={(values) =>
        update(
          'projects',
          { id: project.id, data: values, previousData: project, meta: { action: 'team' } },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
      savedMessage="app.projects.messages.teamAssigned"
    >
      <TeamSelect ownerId={project.owner_id} />
    </WriteDialog>
  );
}

function TeamSelect({ ownerId }: { ownerId: string }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<TeamRecord>(
    'teams',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { retry: false },
  );
  const teams = (data ?? []).filter((team) => team.owner_id === ownerId && !team.archived);
  const { field } = useInput({ source: 'team_id' });
  const error = useFieldError('team_id');
  return (
    <TextField
      select
      fullWidth
      required
      autoFocus
      name="team_id"
      label={translate('app.projects.team.choose')}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={
        error ??
        translate(!isPending && teams.length === 0 ? 'app.projects.team.no_teams' : 'app.projects.team.choose_hint')
      }
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'team-select' } as object } }}
    >
      {teams.map((team) => (
        <MenuItem key={team.id} value={team.id} data-testid="team-option">
          {team.name} · {translate('app.projects.team.members', { smart_count: team.member_count })}
        </MenuItem>
      ))}
    </TextField>
  );
}
