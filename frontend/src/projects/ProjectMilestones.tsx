import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useCreate, useDelete, useInput, useTranslate, useUpdate } from 'react-admin';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import { usePersonName } from '../components/fullName';
import { useRecordAction } from '../forms/useRecordAction';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EditDialog } from '../forms/EditDialog';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { getUserId } from '../providers/session';
import { useDateRange } from './useDateRange';
import type { ProjectPermissions } from './ProjectShow';
import {
  MILESTONE_STATUSES,
  MILESTONE_TITLE_MAX_LENGTH,
  addMilestoneSchema,
  changeMilestoneSchema,
  type EngagementRecord,
  type MilestoneStatus,
} from './projectsDomain';

type Milestone = EngagementRecord['milestones'][number];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A DPD project's milestones as a board: To do, In progress, Done. The owner and editors add,
 * change and remove them and move any; a member of the assigned team moves the ones they are
 * responsible for. Everyone else reads the board.
 */
export function ProjectMilestones({ project, can }: { project: EngagementRecord; can: ProjectPermissions }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const milestones = project.milestones;
  const done = milestones.filter((m) => m.status === 'done').length;
  return (
    <SectionCard
      title={translate('app.projects.milestones.title')}
      subtitle={
        milestones.length
          ? translate('app.projects.milestones.progress', { done, total: milestones.length })
          : undefined
      }
      icon={<TaskAltRounded />}
      testId="project-milestones"
      action={
        can.editMilestones ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<AddRounded />}
            onClick={() => setAdding(true)}
            data-testid="milestone-add"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('app.projects.milestones.add')}
          </Button>
        ) : undefined
      }
    >
      {milestones.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={(done / milestones.length) * 100}
          color="success"
          sx={{ height: 8, borderRadius: 4, mb: 2.5 }}
          aria-label={translate('app.projects.milestones.progress', { done, total: milestones.length })}
        />
      )}
      {milestones.length === 0 ? (
        <EmptyText testId="milestones-empty">
          {translate(can.editMilestones ? 'app.projects.milestones.empty_editor' : 'app.projects.milestones.empty')}
        </EmptyText>
      ) : (
        <Grid container spacing={2} data-testid="milestone-board">
          {MILESTONE_STATUSES.map((status) => {
            const column = milestones.filter((m) => m.status === status);
            return (
              <Grid
                key={status}
                size={{ xs: 12, md: 4 }}
                component="section"
                aria-labelledby={`milestone-column-${status}`}
                data-testid="milestone-column"
                data-status={status}
              >
                <Box
                  sx={{ p: 1.5, borderRadius: 2, bgcolor: (t) => alpha(t.palette.text.primary, 0.035), height: '100%' }}
                >
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5, px: 0.5 }}>
                    <Typography
                      id={`milestone-column-${status}`}
                      variant="subtitle2"
                      component="h3"
                      sx={{ fontWeight: 700 }}
                    >
                      {translate(`app.projects.milestone_status.${status}`)}
                    </Typography>
                    <Chip size="small" label={column.length} />
                  </Stack>
                  {column.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 1 }}>
                      {translate('app.projects.milestones.column_empty')}
                    </Typography>
                  ) : (
                    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {column.map((milestone) => (
                        <Box component="li" key={milestone.id}>
                          <MilestoneCard project={project} milestone={milestone} can={can} />
                        </Box>
                      ))}
                    </Stack>
                  )}
                </Box>
              </Grid>
            );
          })}
        </Grid>
      )}
      {adding && <MilestoneDialog project={project} onClose={() => setAdding(false)} />}
    </SectionCard>
  );
}

function MilestoneCard({
  project,
  milestone,
  can,
}: {
  project: EngagementRecord;
  milestone: Milestone;
  can: ProjectPermissions;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { day } = useDateRange();
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const [update] = useUpdate();
  const [remove] = useDelete();
  const run = useRecordAction();
  const [moving, setMoving] = useState(false);
  const mine = !!milestone.responsible_id && milestone.responsible_id === getUserId();
  const overdue = milestone.status !== 'done' && milestone.due_date < today();
  const move = async (status: MilestoneStatus) => {
    setMoving(true);
    try {
      await run(
        () =>
          update(
            'project-milestones',
            {
              id: milestone.id,
              data: { status },
              previousData: milestone,
              meta: { projectId: project.id, action: 'status' },
            },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        'app.projects.messages.milestoneSaved',
      );
    } catch {
      // told by a toast
    } finally {
      setMoving(false);
    }
  };
  return (
    <Card variant="outlined" data-testid="milestone" data-id={milestone.id} data-status={milestone.status}>
      <CardContent sx={{ p: 1.75, '&:last-child': { pb: 1.75 } }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
          <Typography variant="body2" sx={{ fontWeight: 650, wordBreak: 'break-word' }} data-testid="milestone-title">
            {milestone.title}
          </Typography>
          {can.editMilestones && (
            <Stack direction="row" spacing={0} sx={{ mt: -0.5, mr: -0.75, flexShrink: 0 }}>
              <Tooltip title={translate('app.projects.milestones.edit_title')}>
                <IconButton
                  size="small"
                  onClick={() => setDialog('edit')}
                  aria-label={translate('app.projects.milestones.edit_of', { title: milestone.title })}
                  data-testid="milestone-edit"
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('app.projects.milestones.remove_title')}>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => setDialog('remove')}
                  aria-label={translate('app.projects.milestones.remove_of', { title: milestone.title })}
                  data-testid="milestone-remove"
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 1, color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.75} alignItems="center">
            <EventOutlined sx={{ fontSize: 16 }} />
            <Typography variant="caption" data-testid="milestone-due">
              {translate('app.projects.milestones.due', { date: day(milestone.due_date) })}
            </Typography>
            {overdue && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={translate('app.projects.milestones.overdue')}
                sx={{ height: 20 }}
              />
            )}
          </Stack>
          <Stack direction="row" spacing={0.75} alignItems="center">
            <PersonOutlineRounded sx={{ fontSize: 16 }} />
            <Typography variant="caption" data-testid="milestone-responsible">
              {(milestone.responsible_name && personName(milestone.responsible_name)) ||
                (milestone.responsible_id ? '--' : translate('app.projects.milestones.nobody'))}
            </Typography>
            {mine && (
              <Chip
                size="small"
                color="primary"
                label={translate('app.projects.milestones.yours')}
                sx={{ height: 20 }}
              />
            )}
          </Stack>
        </Stack>
        {can.move(milestone) && (
          <TextField
            select
            size="small"
            fullWidth
            margin="none"
            label={translate('resources.projects.fields.status')}
            value={milestone.status}
            disabled={moving}
            onChange={(event) =>
              event.target.value !== milestone.status && void move(event.target.value as MilestoneStatus)
            }
            sx={{ mt: 1.5 }}
            slotProps={{
              select: {
                SelectDisplayProps: {
                  'data-testid': 'milestone-move',
                  'aria-label': translate('app.projects.milestones.move_of', { title: milestone.title }),
                } as object,
              },
            }}
          >
            {MILESTONE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {translate(`app.projects.milestone_status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </CardContent>
      {dialog === 'edit' && <MilestoneDialog project={project} milestone={milestone} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          run(
            () =>
              remove(
                'project-milestones',
                { id: milestone.id, previousData: milestone, meta: { projectId: project.id } },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.projects.messages.milestoneRemoved',
          )
        }
        titleKey="app.projects.milestones.remove_title"
        messageKey="app.projects.milestones.remove_message"
        testId="milestone-remove-confirm"
      />
    </Card>
  );
}

/** Add a milestone, or change one: title, due date, and who of the assigned team is responsible. */
function MilestoneDialog({
  project,
  milestone,
  onClose,
}: {
  project: EngagementRecord;
  milestone?: Milestone;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [create] = useCreate();
  const [update] = useUpdate();
  const run = useRecordAction();
  const save = (values: Record<string, unknown>) =>
    run(
      () =>
        milestone
          ? update(
              'project-milestones',
              { id: milestone.id, data: values, previousData: milestone, meta: { projectId: project.id } },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : create('project-milestones', { data: { project_id: project.id, ...values } }, { returnPromise: true }),
      'app.projects.messages.milestoneSaved',
    );
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="milestone-dialog"
      title={translate(milestone ? 'app.projects.milestones.edit_title' : 'app.projects.milestones.add_title')}
      subtitle={project.name}
      schema={milestone ? changeMilestoneSchema : addMilestoneSchema}
      defaultValues={{
        title: milestone?.title ?? '',
        due_date: milestone?.due_date ?? '',
        responsible_id: milestone?.responsible_id ?? null,
      }}
      onSave={save}
    >
      <Stack spacing={1}>
        <TextFieldInput
          source="title"
          label="app.projects.milestones.title_field"
          required
          autoFocus
          maxLength={MILESTONE_TITLE_MAX_LENGTH}
        />
        <DueDateInput />
        <ResponsibleInput project={project} />
      </Stack>
    </EditDialog>
  );
}

function DueDateInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'due_date' });
  const error = useFieldError('due_date');
  return (
    <TextField
      type="date"
      fullWidth
      required
      name="due_date"
      label={translate('app.projects.milestones.due_date')}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'milestone-due-input' } }}
    />
  );
}

function ResponsibleInput({ project }: { project: EngagementRecord }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { field } = useInput({ source: 'responsible_id' });
  const error = useFieldError('responsible_id');
  const members = project.team?.members ?? [];
  return (
    <TextField
      select
      fullWidth
      name="responsible_id"
      label={translate('app.projects.milestones.responsible')}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value || null)}
      onBlur={field.onBlur}
      disabled={!project.team}
      error={!!error}
      helperText={
        error ??
        translate(project.team ? 'app.projects.milestones.responsible_hint' : 'app.projects.milestones.no_team_hint')
      }
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'milestone-responsible-select' } as object } }}
    >
      <MenuItem value="">{translate('app.projects.milestones.nobody')}</MenuItem>
      {members.map((member) => (
        <MenuItem key={member.specialist_id} value={member.specialist_id}>
          {personName(member.specialist)}
          {member.role_title ? ` · ${member.role_title}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
