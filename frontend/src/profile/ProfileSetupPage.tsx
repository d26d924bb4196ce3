import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Step,
  StepButton,
  Stepper,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { getUserId, getUserType } from '../providers/session';
import { paths } from '../routes/paths';
import { ProfileContext, type ProfileContextValue } from './ProfileContext';
import { ProfileSkeleton } from './ProfileView';
import { LazyAvailabilityPanel } from './availability/LazyAvailabilityPanel';
import { LeftColumn } from './sections/LeftColumn';
import {
  AboutPanel,
  AdmiredBrandsPanel,
  AnswerPanel,
  CertificatesPanel,
  InterestsPanel,
  ProjectsPanel,
} from './sections/MainPanels';
import { ProfileHeader } from './sections/ProfileHeader';
import { SidePanel } from './sections/SidePanel';
import { useProfileRecord } from './useProfileRecord';

const STEPS: { key: string; render: () => ReactNode }[] = [
  { key: 'basics', render: () => <ProfileHeader mode="edit" /> },
  { key: 'details', render: () => <SidePanel /> },
  { key: 'skills', render: () => <LeftColumn /> },
  { key: 'availability', render: () => <LazyAvailabilityPanel /> },
  {
    key: 'intro',
    render: () => (
      <>
        <AnswerPanel slot={2} />
        <AboutPanel />
      </>
    ),
  },
  {
    key: 'experience',
    render: () => (
      <>
        <CertificatesPanel />
        <ProjectsPanel />
      </>
    ),
  },
  {
    key: 'interests',
    render: () => (
      <>
        <InterestsPanel />
        <AnswerPanel slot={3} />
        <AdmiredBrandsPanel />
      </>
    ),
  },
];

/**
 * /profile-setup: a specialist's guided first-time setup through the profile's sections, ending on
 * the profile. A business owner has no specialist profile: their setup is the company profile, on My Profile.
 */
export default function ProfileSetupPage() {
  return getUserType() === 'business_owner' ? <Navigate to={paths.profile} replace /> : <SpecialistSetup />;
}

function SpecialistSetup() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { profile, reload } = useProfileRecord(getUserId());
  const [step, setStep] = useState(0);
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const value = useMemo<ProfileContextValue | null>(
    () => (profile ? { profile, owner: true, editing: true, reload } : null),
    [profile, reload],
  );
  if (!value) return <ProfileSkeleton />;
  const last = step === STEPS.length - 1;
  const current = STEPS[step];
  return (
    <ProfileContext.Provider value={value}>
      <Stack spacing={3} sx={{ maxWidth: 1040, mx: 'auto', width: '100%' }} data-testid="profile-setup">
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {translate('app.profile.setup.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
              {translate('app.profile.setup.body')}
            </Typography>
            {narrow ? (
              <Box>
                <Typography variant="subtitle2">
                  {translate('app.profile.setup.step_of', { step: step + 1, total: STEPS.length })} ·{' '}
                  {translate(`app.profile.setup.steps.${current.key}`)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={((step + 1) * 100) / STEPS.length}
                  aria-label={translate('app.profile.setup.step_of', { step: step + 1, total: STEPS.length })}
                  sx={{ mt: 1, height: 6, borderRadius: 3 }}
                />
              </Box>
            ) : (
              <Stepper nonLinear activeStep={step} alternativeLabel>
                {STEPS.map((s, index) => (
                  <Step key={s.key} completed={index < step}>
                    <StepButton onClick={() => setStep(index)} data-testid={`setup-step-${s.key}`}>
                      {translate(`app.profile.setup.steps.${s.key}`)}
                    </StepButton>
                  </Step>
                ))}
              </Stepper>
            )}
          </CardContent>
        </Card>
        <Typography variant="body1" color="text.secondary">
          {translate(`app.profile.setup.hints.${current.key}`)}
        </Typography>
        <Stack spacing={3} key={current.key}>
          {current.render()}
        </Stack>
        <Stack direction="row" justifyContent="space-between">
          <Button
            startIcon={<ArrowBackRounded />}
            disabled={step === 0}
            onClick={() => setStep((s) => s - 1)}
            color="inherit"
          >
            {translate('app.profile.setup.back')}
          </Button>
          {last ? (
            <Button
              variant="contained"
              endIcon={<CheckRounded />}
              onClick={() => navigate(`${paths.profile}`)}
              data-testid="setup-finish"
            >
              {translate('app.profile.setup.finish')}
            </Button>
          ) : (
            <Button
              variant="contained"
              endIcon={<ArrowForwardRounded />}
              onClick={() => setStep((s) => s + 1)}
              data-testid="setup-next"
            >
              {translate('app.profile.setup.next')}
            </Button>
          )}
        </Stack>
      </Stack>
    </ProfileContext.Provider>
  );
}
