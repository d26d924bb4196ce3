import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ManageHistoryRounded from '@mui/icons-material/ManageHistoryRounded';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Box, Button, Card, CardContent, Chip, Grid, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useDelete, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RecordHeader } from '../components/RecordHeader';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { isAdmin } from '../providers/session';
import { AuditHistoryPanel } from '../report';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { useRecordAction } from '../forms/useRecordAction';
import { links } from '../routes/links';
import { EngagementTypeChip } from './EngagementTypeChip';
import { ProjectStatusChip } from './ProjectStatusChip';
import { RoleChip } from './RoleChip';
import { permissionsOf } from './permissionsOf';
import { useBudget } from './useBudget';
import { useDateRange } from './useDateRange';
import { ProjectCollaborators } from './ProjectCollaborators';
import { ProjectEdit } from './ProjectEdit';
import { ProjectHistory } from './ProjectHistory';
import { ProjectMilestones } from './ProjectMilestones';
import { ProjectTeam } from './ProjectTeam';
import type { EngagementRecord } from './projectsDomain';
import { StatusStepper } from './StatusStepper';
import { DocumentButton, documentPaths } from '../documents';
import { ShareButton } from '../sharing';
import { SinceLastVisit } from '../changes';
import { useCatalogTitle } from '../i18n/useCatalogTitle';
import { MissingRecord } from '../components/MissingRecord';
import { usePersonName } from '../components/fullName';

export type ProjectPermissions = ReturnType<typeof permissionsOf>;

/** One section of the project page: a tab, shown when `visible` says the reader may see it. */
export interface ProjectTab {
  id: string;
  /** An i18n key. */
  label: string;
  icon: ReactElement;
  visible: boolean;
  render: () => ReactNode;
}

/**
 * The project page's sections, in order. Another section is one more entry here (e.g. an
 * admin-only 'History (audit)' tab, visible for admins, rendering the record's audit timeline).
 */
export function projectTabs(project: EngagementRecord, can: ProjectPermissions): ProjectTab[] {
  return [
    {
      id: 'overview',
      label: 'app.projects.detail.tab.overview',
      icon: <InfoOutlined />,
      visible: true,
      render: () => <ProjectOverview project={project} />,
    },
    {
      id: 'team',
      label: 'app.projects.detail.tab.team',
      icon: <GroupsOutlined />,
      visible: true,
      render: () => <ProjectTeam project={project} canEdit={can.edit} />,
    },
    {
      id: 'milestones',
      label: 'app.projects.detail.tab.milestones',
      icon: <TaskAltRounded />,
      visible: project.engagement_type === 'DPD',
      render: () => <ProjectMilestones project={project} can={can} />,
    },
    // `collaborators` is in the record for the owner and admins only (docs/api.md).
    {
      id: 'collaborators',
      label: 'app.projects.detail.tab.collaborators',
      icon: <PeopleAltOutlined />,
      visible: project.collaborators !== undefined,
      render: () => <ProjectCollaborators project={project} canManage={can.manage} />,
    },
    {
      id: 'history',
      label: 'app.projects.detail.tab.history',
      icon: <HistoryRounded />,
      visible: true,
      render: () => <ProjectHistory projectId={project.id} />,
    },
    // Admins: the record's audit history (every change field by field, the project as of any moment); its chunk loads on opening.
    {
      id: 'audit',
      label: 'app.pages.audit_history',
      icon: <ManageHistoryRounded />,
      visible: isAdmin(),
      render: () => <AuditHistoryPanel targetType="project" id={project.id} />,
    },
  ];
}

/**
 * The header's actions, in order, for the reader's role. Another action is one more entry here
 * (e.g. the owner's 'Share' button, which opens the share-link dialog).
 */
export function projectActions(
  project: EngagementRecord,
  can: ProjectPermissions,
  open: (dialog: 'edit' | 'archive') => void,
  translate: (key: string) => string,
): ReactNode[] {
  return [
    // Its owner, or an admin, shares it through a public link (issue 13: the API lets admins manage any project's links).
    (can.manage || isAdmin()) && (
      <ShareButton key="share" targetType="project" targetId={project.id} targetName={project.name} />
    ),
    <DocumentButton key="document" kind="project" path={documentPaths.project(project.id)} />,
    can.edit && (
      <Button
        key="edit"
        variant="outlined"
        startIcon={<EditOutlined />}
        onClick={() => open('edit')}
        data-testid="project-edit"
      >
        {translate('app.projects.common.edit')}
      </Button>
    ),
    can.manage && (
      <Button
        key="archive"
        variant="outlined"
        color="error"
        startIcon={<ArchiveOutlined />}
        onClick={() => open('archive')}
        data-testid="project-archive"
      >
        {translate('app.projects.common.archive')}
      </Button>
    ),
  ].filter(Boolean);
}

/** /profile/project/details?id=…: one project, its status, and its sections as tabs (?tab= keeps the one open). */
export function ProjectShow({ id }: { id: string }) {
  const translate = useTranslate();
  const { data: project, isPending, error } = useGetOne<EngagementRecord>('projects', { id }, { retry: false });
  const [params, setParams] = useSearchParams();
  if (isPending) return <ProjectSkeleton />;
  if (error || !project) {
    return (
      <MissingRecord
        testId="project-missing"
        icon={<WorkOutlineOutlined fontSize="large" />}
        messages="app.projects.detail"
        backTo={links.myProjects()}
      />
    );
  }
  const can = permissionsOf(project);
  const tabs = projectTabs(project, can).filter((tab) => tab.visible);
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];
  const choose = (tabId: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', tabId);
    setParams(next, { replace: true });
  };
  return (
    <Stack
      spacing={3}
      data-testid="project-show"
      data-role={project.my_role}
      data-can-edit={can.edit ? 'true' : 'false'}
    >
      <ProjectHeader project={project} can={can} />
      <SinceLastVisit type="project" id={project.id} />
      <StatusStepper project={project} canManage={can.manage} />
      <Box>
        <Tabs
          value={current.id}
          onChange={(_, tabId: string) => choose(tabId)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('app.projects.detail.tabs_label')}
          sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              id={`project-tab-${tab.id}`}
              aria-controls={`project-panel-${tab.id}`}
              icon={tab.icon}
              iconPosition="start"
              label={translate(tab.label)}
              data-testid={`project-tab-${tab.id}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`project-panel-${current.id}`}
          aria-labelledby={`project-tab-${current.id}`}
          data-testid={`project-panel-${current.id}`}
        >
          {current.render()}
        </Box>
      </Box>
    </Stack>
  );
}

function ProjectHeader({ project, can }: { project: EngagementRecord; can: ProjectPermissions }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const navigate = useNavigate();
  const { range } = useDateRange();
  const budget = useBudget();
  const [dialog, setDialog] = useState<'edit' | 'archive' | null>(null);
  const [remove] = useDelete();
  const run = useRecordAction();
  const archive = () =>
    run(
      () =>
        remove(
          'projects',
          { id: project.id, previousData: project },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      'app.projects.messages.archived',
      { refresh: false },
    ).then(() => navigate(links.myProjects()));
  const actions = projectActions(project, can, setDialog, translate);
  return (
    <RecordHeader
      testId="project"
      title={project.name}
      chips={
        <>
          <EngagementTypeChip type={project.engagement_type} />
          <ProjectStatusChip status={project.status} />
          {project.archived && <Chip size="small" label={translate('app.projects.common.archived')} />}
          {project.my_role !== 'owner' && <RoleChip role={project.my_role} />}
          {!can.edit && project.my_role !== 'member' && (
            <Chip
              size="small"
              variant="outlined"
              icon={<VisibilityRounded />}
              label={translate('app.projects.common.read_only')}
              data-testid="project-read-only"
            />
          )}
        </>
      }
      details={
        <>
          <Stack
            direction="row"
            columnGap={2.5}
            rowGap={0.75}
            flexWrap="wrap"
            alignItems="center"
            sx={{ mt: 1, color: 'text.secondary' }}
          >
            {project.client_name && (
              <Typography variant="body2">
                {translate('app.projects.detail.client', { name: project.client_name })}
              </Typography>
            )}
            {project.my_role !== 'owner' && (
              <Typography variant="body2">
                {translate('app.projects.detail.owned_by', { name: personName(project.owner_name) || '--' })}
              </Typography>
            )}
            <Stack direction="row" spacing={0.75} alignItems="center">
              <CalendarMonthOutlined sx={{ fontSize: 18 }} />
              <Typography variant="body2" data-testid="project-dates">
                {range(project.start_date, project.end_date)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={0.75} alignItems="center">
              <PaymentsOutlined sx={{ fontSize: 18 }} />
              <Typography variant="body2" data-testid="project-budget">
                {budget(project.budget)}
              </Typography>
            </Stack>
          </Stack>
        </>
      }
      actions={
        <>
          {actions.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              flexWrap="wrap"
              alignItems="flex-start"
              justifyContent={{ md: 'flex-end' }}
              sx={{ flexShrink: 0 }}
              data-testid="project-actions"
            >
              {actions}
            </Stack>
          )}
        </>
      }
    >
      {dialog === 'edit' && <ProjectEdit project={project} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'archive'}
        onClose={() => setDialog(null)}
        onConfirm={archive}
        titleKey="app.projects.detail.archive_title"
        messageKey="app.projects.detail.archive_message"
        testId="project-archive-confirm"
      />
    </RecordHeader>
  );
}

function ProjectOverview({ project }: { project: EngagementRecord }) {
  const translate = useTranslate();
  const catalogTitle = useCatalogTitle();
  const { range } = useDateRange();
  const budget = useBudget();
  const facts: [string, ReactNode][] = [
    ['resources.projects.fields.engagement_type', translate(`app.projects.type.${project.engagement_type}`)],
    ['resources.projects.fields.client_name', project.client_name || '--'],
    [
      'resources.projects.fields.project_type_id',
      project.project_type ? catalogTitle('project_types', project.project_type) : '--',
    ],
    ['resources.projects.fields.dates', range(project.start_date, project.end_date)],
    ['resources.projects.fields.budget', budget(project.budget)],
    ['resources.projects.fields.team', project.team?.name ?? translate('app.projects.list.no_team')],
  ];
  return (
    <Grid container spacing={3} alignItems="flex-start">
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <SectionCard title={translate('app.projects.detail.brief')} icon={<InfoOutlined />} testId="project-brief">
          {project.brief ? (
            <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
              {project.brief}
            </Typography>
          ) : (
            <EmptyText>{translate('app.projects.detail.no_brief')}</EmptyText>
          )}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
            {translate('resources.projects.fields.required_skills')}
          </Typography>
          {project.required_skills.length ? (
            <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" data-testid="project-required-skills">
              {project.required_skills.map((skill) => (
                <Chip key={skill.id} size="small" variant="outlined" label={skill.title} />
              ))}
            </Stack>
          ) : (
            <EmptyText>{translate('app.projects.detail.no_required_skills')}</EmptyText>
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <SectionCard
          title={translate('app.projects.detail.facts')}
          icon={<WorkOutlineOutlined />}
          testId="project-facts"
        >
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 550, wordBreak: 'break-word' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </SectionCard>
      </Grid>
    </Grid>
  );
}

function ProjectSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" data-testid="project-skeleton">
      <Card>
        <CardContent>
          <Skeleton width="40%" height={44} />
          <Skeleton width="30%" />
        </CardContent>
      </Card>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}
