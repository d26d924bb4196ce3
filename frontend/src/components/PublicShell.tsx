import { Box, Button, Container, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { ModeToggle } from './ModeToggle';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { defaultPathFor, getUserType, isSignedIn } from '../providers/session';
import { paths } from '../routes/paths';

/** Header and frame of the public pages that are not part of the sign-in family. */
export function PublicShell({ children, center = false }: { children: ReactNode; center?: boolean }) {
  const translate = useTranslate();
  const signedIn = isSignedIn();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Stack direction="row" alignItems="center" spacing={1} sx={{ minHeight: 72 }}>
            <Logo size={32} />
            <Box sx={{ flexGrow: 1 }} />
            <LanguageSwitcher compact />
            <ModeToggle />
            {signedIn ? (
              <Button component={LinkBase} to={defaultPathFor(getUserType())} variant="contained">
                {translate('app.common.go_to_app')}
              </Button>
            ) : (
              <Button component={LinkBase} to={paths.login} variant="contained" data-testid="header-sign-in">
                {translate('app.auth.login.submit')}
              </Button>
            )}
          </Stack>
        </Container>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: center ? 'center' : 'flex-start',
          outline: 'none',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
