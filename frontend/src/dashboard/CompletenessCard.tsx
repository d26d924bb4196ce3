import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { paths } from '../routes/paths';
import { completenessOf, sectionsOf } from './completeness';
import type { ProfileState } from './completeness';

/** Profile completeness: the percentage, what is missing, and a link to each missing section. */
export function CompletenessCard({ state }: { state: ProfileState }) {
  const translate = useTranslate();
  const { percent } = useFormatters();
  return (
    <Card sx={{ height: '100%' }} data-testid="completeness-card">
      <CardHeader
        title={translate('app.dashboard.completeness.title')}
        subheader={translate('app.dashboard.completeness.subtitle')}
      />
      <CardContent sx={{ pt: 1 }}>
        {state.status === 'loading' && (
          <Stack direction="row" spacing={3} alignItems="center" aria-busy="true">
            <Skeleton variant="circular" width={112} height={112} />
            <Box sx={{ flexGrow: 1 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={28} width={`${85 - i * 10}%`} />
              ))}
            </Box>
          </Stack>
        )}
        {state.status === 'unavailable' && (
          <EmptyState
            dense
            icon={<PersonSearchOutlined />}
            title={translate('app.dashboard.completeness.unavailable_title')}
            body={translate('app.dashboard.completeness.unavailable_body')}
            action={
              <Button component={LinkBase} to={paths.profile} variant="outlined" endIcon={<ArrowForwardRounded />}>
                {translate('app.dashboard.completeness.open_profile')}
              </Button>
            }
          />
        )}
        {state.status === 'ready' && <Completeness state={state} percent={percent} />}
      </CardContent>
    </Card>
  );
}

function Completeness({
  state,
  percent,
}: {
  state: Extract<ProfileState, { status: 'ready' }>;
  percent: (n: number) => string;
}) {
  const translate = useTranslate();
  const sections = sectionsOf(state.profile);
  const value = completenessOf(state.profile, sections);
  const missing = sections.filter((s) => !s.done);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
      <Box
        sx={{
          position: 'relative',
          width: 128,
          height: 128,
          flexShrink: 0,
          alignSelf: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <CircularProgress
          variant="determinate"
          value={100}
          size={128}
          thickness={4}
          sx={{ color: 'action.hover', position: 'absolute' }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={value}
          size={128}
          thickness={4}
          aria-label={translate('app.dashboard.completeness.title')}
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Typography variant="h3" component="p" data-testid="completeness-value">
            {percent(value)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <LinearProgress variant="determinate" value={value} sx={{ height: 6, mb: 2 }} aria-hidden />
        {missing.length === 0 ? (
          <Typography color="success.main" fontWeight={600}>
            {translate('app.dashboard.completeness.complete')}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
              {translate('app.dashboard.completeness.missing', { smart_count: missing.length })}
            </Typography>
            <List dense disablePadding>
              {sections.map((section) => (
                <ListItem key={section.id} disableGutters sx={{ gap: 1 }}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {section.done ? (
                      <CheckCircleRounded fontSize="small" color="success" />
                    ) : (
                      <RadioButtonUncheckedRounded fontSize="small" sx={{ color: 'text.disabled' }} />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={translate(`app.dashboard.completeness.sections.${section.id}`)}
                    slotProps={{
                      primary: {
                        variant: 'body2',
                        color: section.done ? 'text.secondary' : 'text.primary',
                        sx: { textDecoration: section.done ? 'line-through' : 'none' },
                      },
                    }}
                    sx={{ minWidth: 0 }}
                  />
                  {!section.done && (
                    <Button
                      component={LinkBase}
                      to={`${paths.profile}#${section.anchor}`}
                      size="small"
                      sx={{ flexShrink: 0 }}
                    >
                      {translate('app.dashboard.completeness.add')}
                    </Button>
                  )}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Box>
    </Stack>
  );
}
