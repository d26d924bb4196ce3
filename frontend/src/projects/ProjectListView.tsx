import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import {
  AvatarGroup,
  Box,
  Card,
  CardActionArea,
  CardContent,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, Pagination, useGetMany, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { UserAvatar } from '../components/UserAvatar';
import { usePersonName } from '../components/fullName';
import { RowsSkeleton } from '../components/RowsSkeleton';
import type { TeamRecord } from '../providers/hiringDomain';
import { EngagementTypeChip } from './EngagementTypeChip';
import { ProjectStatusChip } from './ProjectStatusChip';
import { RoleChip } from './RoleChip';
import { useDateRange } from './useDateRange';
import { links } from '../routes/links';
import type { EngagementListItem } from './projectsDomain';
import { ChangedDot, useChangedSinceSeen } from '../changes';
import { useListFilters } from '../components/useListFilters';

/** Which extra column a list shows: the owner (admins), or my role (Shared Projects). */
export type ListColumn = 'owner' | 'role';

/**
 * The rows of My Projects and Shared Projects: a sortable table on wide screens, cards on phones;
 * the team's avatars come from the `teams` resource (one getMany for the page, docs/api.md).
 */
export function ProjectListView({ column, empty }: { column?: ListColumn; empty: ReactNode }) {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { data, isPending, error, total, filterValues } = useListFilters<Record<string, unknown>, EngagementListItem>();
  const teamIds = [...new Set((data ?? []).flatMap((project) => (project.team ? [project.team.id] : [])))];
  const { data: teams } = useGetMany<TeamRecord>(
    'teams',
    { ids: teamIds },
    { enabled: teamIds.length > 0, retry: false },
  );
  const teamsById = new Map((teams ?? []).filter(Boolean).map((team) => [String(team.id), team]));
  const changed = useChangedSinceSeen(
    'project',
    (data ?? []).map((project) => project.id),
  );
  if (isPending)
    return (
      <Card>
        <CardContent>
          <RowsSkeleton rows={5} />
        </CardContent>
      </Card>
    );
  if (error) {
    return (
      <Card data-testid="projects-error">
        <CardContent>
          <EmptyState
            icon={<WorkOutlineOutlined fontSize="large" />}
            title={translate('app.projects.common.load_failed')}
          />
        </CardContent>
      </Card>
    );
  }
  if (!data?.length) {
    if (Object.keys(filterValues).length)
      return (
        <Typography color="text.secondary" sx={{ py: 3 }} data-testid="no-results">
          {translate('app.projects.common.no_results')}
        </Typography>
      );
    return (
      <Card data-testid="projects-empty">
        <CardContent>{empty}</CardContent>
      </Card>
    );
  }
  return (
    <Box data-testid="project-rows">
      {narrow ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((project) => (
            <Box component="li" key={project.id}>
              <ProjectCard
                project={project}
                team={project.team ? teamsById.get(project.team.id) : undefined}
                column={column}
                changed={changed.has(project.id)}
              />
            </Box>
          ))}
        </Stack>
      ) : (
        <ProjectTable projects={data} teamsById={teamsById} column={column} changed={changed} />
      )}
      {(total ?? 0) > 10 && <Pagination rowsPerPageOptions={[10, 25, 50]} />}
    </Box>
  );
}

type SortableField = 'name' | 'status' | 'start_date';

function SortHeader({ source, children }: { source: SortableField; children: ReactNode }) {
  const { sort, setSort } = useListContext();
  const active = sort.field === source;
  return (
    <TableSortLabel
      active={active}
      direction={active ? (sort.order.toLowerCase() as 'asc' | 'desc') : 'asc'}
      onClick={() => setSort({ field: source, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
      data-testid={`sort-${source}`}
    >
      {children}
    </TableSortLabel>
  );
}

function ProjectTable({
  projects,
  teamsById,
  column,
  changed,
}: {
  projects: EngagementListItem[];
  teamsById: Map<string, TeamRecord>;
  column?: ListColumn;
  changed: ReadonlySet<string>;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { range } = useDateRange();
  const { sort } = useListContext();
  const ariaSort = (source: string) =>
    sort.field === source ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined;
  return (
    <Card>
      <TableContainer>
        <Table data-testid="project-table" aria-label={translate('resources.projects.name', { smart_count: 2 })}>
          <TableHead>
            <TableRow>
              <TableCell aria-sort={ariaSort('name')}>
                <SortHeader source="name">{translate('resources.projects.fields.name')}</SortHeader>
              </TableCell>
              <TableCell>{translate('resources.projects.fields.engagement_type')}</TableCell>
              <TableCell aria-sort={ariaSort('status')}>
                <SortHeader source="status">{translate('resources.projects.fields.status')}</SortHeader>
              </TableCell>
              <TableCell>{translate('resources.projects.fields.team')}</TableCell>
              <TableCell aria-sort={ariaSort('start_date')}>
                <SortHeader source="start_date">{translate('resources.projects.fields.dates')}</SortHeader>
              </TableCell>
              <TableCell>{translate('resources.projects.fields.milestones')}</TableCell>
              {column === 'owner' && <TableCell>{translate('resources.projects.fields.owner')}</TableCell>}
              {column === 'role' && <TableCell>{translate('resources.projects.fields.my_role')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {projects.map((project) => (
              <TableRow key={project.id} hover data-testid="project-row" data-id={project.id}>
                <TableCell sx={{ minWidth: 200 }}>
                  {changed.has(project.id) && <ChangedDot />}
                  <Link
                    component={LinkBase}
                    to={links.project(project.id)}
                    underline="hover"
                    sx={{ fontWeight: 650 }}
                    data-testid="project-name"
                  >
                    {project.name}
                  </Link>
                  {project.client_name && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {project.client_name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <EngagementTypeChip type={project.engagement_type} />
                </TableCell>
                <TableCell>
                  <ProjectStatusChip status={project.status} />
                </TableCell>
                <TableCell sx={{ minWidth: 160, maxWidth: 260 }}>
                  <TeamCell project={project} team={project.team ? teamsById.get(project.team.id) : undefined} />
                </TableCell>
                <TableCell sx={{ minWidth: 130 }}>
                  <Typography variant="body2">{range(project.start_date, project.end_date)}</Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <MilestoneProgress project={project} />
                </TableCell>
                {column === 'owner' && (
                  <TableCell data-testid="project-owner">{personName(project.owner_name) || '--'}</TableCell>
                )}
                {column === 'role' && (
                  <TableCell>
                    <RoleChip role={project.my_role} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** The assigned team: its members' avatars (from the teams resource) and its name. */
function TeamCell({ project, team }: { project: EngagementListItem; team?: TeamRecord }) {
  const translate = useTranslate();
  const personName = usePersonName();
  if (!project.team)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.projects.list.no_team')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="project-team">
      {team && team.members.length > 0 && (
        <AvatarGroup
          max={4}
          sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 11 } }}
          slotProps={{ surplus: { sx: { bgcolor: 'grey.700', color: 'common.white' } } }}
          data-testid="project-team-avatars"
        >
          {team.members.map((member) => (
            <UserAvatar
              key={member.specialist_id}
              name={personName(member.specialist)}
              src={member.specialist?.avatar ?? undefined}
              size={28}
            />
          ))}
        </AvatarGroup>
      )}
      {/* Up to two lines: a one-line cell cut "Checkout Revamp Squad" to "Checkout…" at 1440 px. */}
      <Typography
        variant="body2"
        sx={{
          minWidth: 0,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
        title={project.team.name}
      >
        {project.team.name}
      </Typography>
    </Stack>
  );
}

function MilestoneProgress({ project }: { project: EngagementListItem }) {
  const translate = useTranslate();
  if (project.engagement_type !== 'DPD' || project.milestone_count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        --
      </Typography>
    );
  const label = translate('app.projects.list.milestones_progress', {
    done: project.milestones_done,
    total: project.milestone_count,
  });
  return (
    <Box data-testid="project-milestones">
      <LinearProgress
        variant="determinate"
        value={(project.milestones_done / project.milestone_count) * 100}
        sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
        aria-label={label}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function ProjectCard({
  project,
  team,
  column,
  changed,
}: {
  project: EngagementListItem;
  team?: TeamRecord;
  column?: ListColumn;
  changed: boolean;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { range } = useDateRange();
  return (
    <Card data-testid="project-row" data-id={project.id}>
      <CardActionArea component={LinkBase} to={links.project(project.id)}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="flex-start">
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="subtitle1"
                component="h2"
                sx={{ fontWeight: 650, wordBreak: 'break-word' }}
                data-testid="project-name"
              >
                {changed && <ChangedDot />}
                {project.name}
              </Typography>
              {project.client_name && (
                <Typography variant="caption" color="text.secondary">
                  {project.client_name}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={0.75} sx={{ flexShrink: 0 }}>
              <EngagementTypeChip type={project.engagement_type} />
              <ProjectStatusChip status={project.status} />
            </Stack>
          </Stack>
          <TeamCell project={project} team={team} />
          <Typography variant="body2" color="text.secondary">
            {range(project.start_date, project.end_date)}
          </Typography>
          <MilestoneProgress project={project} />
          {column === 'owner' && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.projects.detail.owned_by', { name: personName(project.owner_name) || '--' })}
            </Typography>
          )}
          {column === 'role' && (
            <Stack direction="row" spacing={1} alignItems="center">
              <RoleChip role={project.my_role} />
              <Typography variant="caption" color="text.secondary">
                {translate('app.projects.shared.shared_by', { name: personName(project.owner_name) || '--' })}
              </Typography>
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
