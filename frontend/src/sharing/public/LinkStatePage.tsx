import BlockRounded from '@mui/icons-material/BlockRounded';
import HourglassDisabledRounded from '@mui/icons-material/HourglassDisabledRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { LinkFailure } from './useSharedLink';

type Reason = 'not_found' | 'expired' | 'revoked' | 'exhausted' | 'profile_not_found' | 'failed';

/** Which page a failure is: 410 by its message code, 404 unknown (or a member not in the team), else a plain failure. */
export function reasonOf({ status, code }: LinkFailure, profile = false): Reason {
  if (status === 410)
    return code === 'shareLink.revoked' ? 'revoked' : code === 'shareLink.exhausted' ? 'exhausted' : 'expired';
  if (status === 404) return profile && code === 'shareLink.profileNotInTeam' ? 'profile_not_found' : 'not_found';
  return 'failed';
}

const ICONS: Record<Reason, ReactNode> = {
  not_found: <LinkOffRounded />,
  expired: <HourglassDisabledRounded />,
  revoked: <BlockRounded />,
  exhausted: <VisibilityOffOutlined />,
  profile_not_found: <PersonOffOutlined />,
  failed: <ReportProblemOutlined />,
};

/**
 * A link that shows nothing: unknown (404), expired, revoked or out of views (410), a member not
 * in the team, or a failure. The status code is shown large, as on the app's error page.
 */
export function LinkStatePage({
  failure,
  profile = false,
  back,
  onRetry,
}: {
  failure: LinkFailure;
  profile?: boolean;
  back?: { to: string; label: string };
  onRetry?: () => void;
}) {
  const translate = useTranslate();
  const reason = reasonOf(failure, profile);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      <Card data-testid="share-link-state" data-reason={reason} data-status={failure.status}>
        <CardContent sx={{ textAlign: 'center', px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 6 } }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              mb: 2.5,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
              '& svg': { fontSize: 36 },
            }}
          >
            {ICONS[reason]}
          </Box>
          {failure.status > 0 && (
            <Typography variant="overline" color="text.secondary" component="p" data-testid="share-link-status-code">
              {translate('app.sharing.public.error_code', { code: failure.status })}
            </Typography>
          )}
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mb: 1.5 }}
            data-testid="share-link-state-title"
          >
            {translate(`app.sharing.public.${reason}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`app.sharing.public.${reason}.body`)}</Typography>
          {(back || onRetry) && (
            <Box sx={{ mt: 3.5 }}>
              {onRetry ? (
                <Button variant="contained" onClick={onRetry}>
                  {translate('app.sharing.public.try_again')}
                </Button>
              ) : (
                <Button variant="contained" component={LinkBase} to={back!.to}>
                  {back!.label}
                </Button>
              )}
            </Box>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
