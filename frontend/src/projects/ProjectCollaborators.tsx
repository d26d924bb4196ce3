import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import {
  Box,
  Button,
  Chip,
  FormControl,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCreate, useDelete, useInput, useTranslate, useUpdate } from 'react-admin';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import { useRecordAction } from '../forms/useRecordAction';
import { useFormatters } from '../i18n/useFormatters';
import { UserAvatar } from '../components/UserAvatar';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { WriteDialog } from '../forms/RecordEditDialog';
import { EmptyText, SectionCard } from '../components/SectionCard';
import {
  COLLABORATOR_ROLES,
  addCollaboratorSchema,
  type CollaboratorRole,
  type EngagementRecord,
} from './projectsDomain';
import { usePersonName } from '../components/fullName';

type Collaborator = NonNullable<EngagementRecord['collaborators']>[number];
type Invitation = NonNullable<EngagementRecord['invitations']>[number];

/**
 * Who else sees the project: viewers read it, editors also change its details, team and
 * milestones. Only the owner invites someone by email (they accept under Shared Projects; until
 * then the address alone is shown), changes a role, removes them or withdraws an invitation.
 */
export function ProjectCollaborators({ project, canManage }: { project: EngagementRecord; canManage: boolean }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const collaborators = project.collaborators ?? [];
  const invitations = project.invitations ?? [];
  return (
    <SectionCard
      title={translate('app.projects.collaborators.title')}
      icon={<PeopleAltOutlined />}
      testId="project-collaborators"
      action={
        canManage ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<PersonAddAlt1Rounded />}
            onClick={() => setAdding(true)}
            data-testid="collaborator-add"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('app.projects.collaborators.add')}
          </Button>
        ) : undefined
      }
    >
      {collaborators.length === 0 && invitations.length === 0 ? (
        <EmptyText testId="collaborators-empty">{translate('app.projects.collaborators.empty')}</EmptyText>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {collaborators.map((collaborator) => (
            <CollaboratorRow
              key={collaborator.user_id}
              project={project}
              collaborator={collaborator}
              canManage={canManage}
            />
          ))}
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} project={project} invitation={invitation} canManage={canManage} />
          ))}
        </Stack>
      )}
      {adding && <CollaboratorAdd project={project} onClose={() => setAdding(false)} />}
    </SectionCard>
  );
}

function CollaboratorRow({
  project,
  collaborator,
  canManage,
}: {
  project: EngagementRecord;
  collaborator: Collaborator;
  canManage: boolean;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const run = useRecordAction();
  const [removing, setRemoving] = useState(false);
  const [saving, setSaving] = useState(false);
  const name = (collaborator.name && personName(collaborator.name)) || collaborator.email;
  const setRole = async (role: CollaboratorRole) => {
    setSaving(true);
    try {
      await run(
        () =>
          update(
            'project-collaborators',
            {
              id: collaborator.user_id,
              data: { role },
              previousData: { id: collaborator.user_id },
              meta: { projectId: project.id },
            },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        'app.projects.messages.collaboratorSaved',
      );
    } catch {
      // told by a toast
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      alignItems={{ sm: 'center' }}
      data-testid="collaborator"
      data-email={collaborator.email}
    >
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flexGrow: 1, minWidth: 0 }}>
        <UserAvatar name={name} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 650 }} noWrap>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {collaborator.email} ·{' '}
            {translate('app.projects.collaborators.added_on', {
              date: date(collaborator.added_at, { dateStyle: 'medium' }),
            })}
          </Typography>
        </Box>
      </Stack>
      {canManage ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            select
            size="small"
            margin="none"
            fullWidth={false}
            value={collaborator.role}
            disabled={saving}
            onChange={(event) =>
              event.target.value !== collaborator.role && void setRole(event.target.value as CollaboratorRole)
            }
            sx={{ width: 140 }}
            slotProps={{
              select: {
                SelectDisplayProps: {
                  'data-testid': 'collaborator-role',
                  'aria-label': translate('app.projects.collaborators.role_of', { name }),
                } as object,
              },
            }}
          >
            {COLLABORATOR_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {translate(`app.projects.role.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <Tooltip title={translate('app.projects.collaborators.remove_title')}>
            <IconButton
              color="error"
              onClick={() => setRemoving(true)}
              aria-label={translate('app.projects.collaborators.remove_of', { name })}
              data-testid="collaborator-remove"
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`app.projects.role.${collaborator.role}`)}
          data-testid="collaborator-role-chip"
        />
      )}
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          run(
            () =>
              remove(
                'project-collaborators',
                {
                  id: collaborator.user_id,
                  previousData: { id: collaborator.user_id },
                  meta: { projectId: project.id },
                },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.projects.messages.collaboratorRemoved',
          )
        }
        titleKey="app.projects.collaborators.remove_title_of"
        titleArgs={{ name }}
        messageKey="app.projects.collaborators.remove_message"
        testId="collaborator-remove-confirm"
      />
    </Stack>
  );
}

/** An invitation not answered yet: the address as it was typed, its role, and (for the owner) Withdraw. */
function InvitationRow({
  project,
  invitation,
  canManage,
}: {
  project: EngagementRecord;
  invitation: Invitation;
  canManage: boolean;
}) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const [remove] = useDelete();
  const run = useRecordAction();
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      alignItems={{ sm: 'center' }}
      data-testid="collaborator-invitation"
      data-email={invitation.email}
    >
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flexGrow: 1, minWidth: 0 }}>
        <UserAvatar name={invitation.email} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {translate('app.projects.collaborators.invited', { email: invitation.email })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {translate('app.projects.collaborators.invited_on', {
              date: date(invitation.invited_at, { dateStyle: 'medium' }),
            })}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip size="small" variant="outlined" label={translate(`app.projects.role.${invitation.role}`)} />
        {canManage && (
          <Tooltip title={translate('app.projects.collaborators.withdraw_title')}>
            <IconButton
              color="error"
              onClick={() => setWithdrawing(true)}
              aria-label={translate('app.projects.collaborators.withdraw_of', { email: invitation.email })}
              data-testid="collaborator-invitation-withdraw"
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <ConfirmDialog
        open={withdrawing}
        onClose={() => setWithdrawing(false)}
        onConfirm={() =>
          run(
            () =>
              remove(
                'project-collaborators',
                { id: invitation.id, previousData: { id: invitation.id }, meta: { projectId: project.id } },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.projects.messages.invitationWithdrawn',
          )
        }
        titleKey="app.projects.collaborators.withdraw_title"
        messageKey="app.projects.collaborators.withdraw_message"
        testId="collaborator-invitation-withdraw-confirm"
      />
    </Stack>
  );
}

function CollaboratorAdd({ project, onClose }: { project: EngagementRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [create] = useCreate();
  return (
    <WriteDialog
      onClose={onClose}
      testId="collaborator-dialog"
      title="app.projects.collaborators.add_title"
      subtitle={project.name}
      schema={addCollaboratorSchema}
      defaultValues={{ email: '', role: 'viewer' }}
      saveLabel="app.projects.collaborators.add"
      write={(values) =>
        create('project-collaborators', { data: { project_id: project.id, ...values } }, { returnPromise: true })
      }
      savedMessage="app.projects.messages.collaboratorInvited"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.projects.collaborators.add_hint')}
      </Typography>
      <TextFieldInput
        source="email"
        label="app.projects.collaborators.email"
        type="email"
        required
        autoFocus
        autoComplete="off"
      />
      <RoleInput />
    </WriteDialog>
  );
}

function RoleInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'role' });
  const error = useFieldError('role');
  return (
    <FormControl error={!!error}>
      <FormLabel id="collaborator-role-label" sx={{ mb: 0.75, fontSize: 14 }}>
        {translate('app.projects.collaborators.role')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={field.value as CollaboratorRole}
        onChange={(_, next: CollaboratorRole | null) => next && field.onChange(next)}
        aria-labelledby="collaborator-role-label"
        data-testid="collaborator-role-input"
      >
        {COLLABORATOR_ROLES.map((role) => (
          <ToggleButton key={role} value={role} sx={{ px: 2.5 }} data-testid={`collaborator-role-${role}`}>
            {translate(`app.projects.role.${role}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
