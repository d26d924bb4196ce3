import {
  Alert,
  Box,
  Button,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SectionCard } from '../components/SectionCard';
import { useRecordAction } from '../forms/useRecordAction';
import type { EngagementRecord, EngagementStatus } from './projectsDomain';
import FlagOutlined from '@mui/icons-material/FlagOutlined';

/** The diagram's main line; `cancelled` leaves it from any step but the last. */
const MAIN_LINE: EngagementStatus[] = ['draft', 'posted', 'in_progress', 'completed'];

/**
 * Where the project is on draft → posted → in_progress → completed, and the moves the diagram
 * allows from there (`allowed_transitions`), which only the owner makes; cancelling asks first.
 */
export function StatusStepper({ project, canManage }: { project: EngagementRecord; canManage: boolean }) {
  const translate = useTranslate();
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [update] = useUpdate();
  const run = useRecordAction();
  const [saving, setSaving] = useState<EngagementStatus | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancelled = project.status === 'cancelled';
  const active = cancelled ? -1 : MAIN_LINE.indexOf(project.status);
  const move = async (status: EngagementStatus) => {
    setSaving(status);
    try {
      await run(
        () =>
          update(
            'projects',
            { id: project.id, data: { status }, previousData: project, meta: { action: 'status' } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        'app.projects.messages.statusChanged',
      );
    } catch {
      // told by a toast
    } finally {
      setSaving(null);
    }
  };
  const moves = project.allowed_transitions;
  return (
    <SectionCard title={translate('app.projects.stepper.title')} icon={<FlagOutlined />} testId="project-stepper">
      <Stepper
        activeStep={project.status === 'completed' ? MAIN_LINE.length : active}
        orientation={vertical ? 'vertical' : 'horizontal'}
        alternativeLabel={!vertical}
        role="group"
        aria-label={translate('app.projects.stepper.label')}
      >
        {MAIN_LINE.map((status, index) => (
          <Step
            key={status}
            completed={project.status === 'completed' || (!cancelled && index < active)}
            data-testid="stepper-step"
            data-status={status}
            aria-current={project.status === status ? 'step' : undefined}
          >
            <StepLabel>{translate(`app.projects.status.${status}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {cancelled && (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }} data-testid="stepper-cancelled">
          {translate('app.projects.stepper.cancelled_note')}
        </Alert>
      )}
      {project.status === 'completed' && (
        <Alert severity="success" variant="outlined" sx={{ mt: 2 }}>
          {translate('app.projects.stepper.completed_note')}
        </Alert>
      )}
      {moves.length > 0 && (
        <Box sx={{ mt: 2.5 }}>
          {canManage ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              justifyContent="flex-end"
              data-testid="stepper-actions"
            >
              {moves.map((status) =>
                status === 'cancelled' ? (
                  <Button
                    key={status}
                    color="error"
                    variant="outlined"
                    disabled={!!saving}
                    onClick={() => setConfirmCancel(true)}
                    data-testid="status-to-cancelled"
                  >
                    {translate('app.projects.stepper.to.cancelled')}
                  </Button>
                ) : (
                  <Button
                    key={status}
                    variant="contained"
                    disabled={!!saving}
                    loading={saving === status}
                    onClick={() => void move(status)}
                    data-testid={`status-to-${status}`}
                  >
                    {translate(`app.projects.stepper.to.${status}`)}
                  </Button>
                ),
              )}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="stepper-read-only">
              {translate('app.projects.stepper.owner_only')}
            </Typography>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => move('cancelled')}
        titleKey="app.projects.stepper.cancel_title"
        messageKey="app.projects.stepper.cancel_message"
        testId="status-cancel-confirm"
      />
    </SectionCard>
  );
}
