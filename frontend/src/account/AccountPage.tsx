import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { UserAvatar } from '../components/UserAvatar';
import type { Me } from '../providers/accountsApi';
import { shownErrorOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';
import { getStoredUser, getUserId, getUserType, renameStoredUser } from '../providers/session';
import { BillingDialog, ProfileContext, useProfileRecord } from '../profile';
import { AccountDetailsForm, type AccountDetailsValues } from './AccountDetailsForm';
import { AccountErasureCard } from './AccountErasureCard';
import { DataExportCard } from './DataExportCard';
import { NotificationMailCard } from './NotificationMailCard';
import { SignInMethodsCard } from './SignInMethodsCard';

/**
 * /profile/edit-account (the Account menu item): the account (`account`, GET /auth/me), its name, phone and
 * address (a specialist's on their profile, anyone else's on the account), and a password change by mail.
 */
export default function AccountPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { date } = useFormatters();
  const [billingOpen, setBillingOpen] = useState(false);
  const stored = getStoredUser();
  const userId = getUserId();
  const specialist = getUserType() === 'specialist';
  const { profile, reload } = useProfileRecord(specialist ? userId : null);
  const {
    data: me,
    error,
    refetch,
  } = useGetOne<Me>('account', { id: userId ?? '' }, { enabled: !!userId, retry: false });
  const { refetch: refetchIdentity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();

  const email = me?.email ?? stored?.email ?? '';
  const name = profile
    ? `${profile.first_name} ${profile.last_name}`
    : me
      ? `${me.first_name} ${me.last_name}`
      : [stored?.firstName, stored?.lastName].filter(Boolean).join(' ');

  /** The page and the top bar name the person as they are now called. */
  const renamed = async (details: AccountDetailsValues) => {
    renameStoredUser(details.first_name ?? '', details.last_name ?? '');
    await Promise.all([specialist && reload(), refetch(), refetchIdentity()]);
  };

  const { mutate: changePassword, isPending: sending } = useMutation({
    mutationFn: () => dataProvider.mailPasswordReset(email),
    onSuccess: () => notify('app.account.password_link_sent', { type: 'success', messageArgs: { email } }),
    onError: (e) => notify(shownErrorOf(e).message, { type: 'error' }),
  });

  const rows: [string, string | undefined][] = [
    ['app.auth.fields.first_name', me?.first_name ?? stored?.firstName],
    ['app.auth.fields.last_name', me?.last_name ?? stored?.lastName],
    ['app.auth.fields.email', email],
    ['app.account.user_type', translate(`app.roles.${me?.user_type ?? stored?.userType ?? 'specialist'}`)],
    ['app.account.status', me ? translate(`app.account.statuses.${me.status}`, { _: me.status }) : undefined],
    ['app.account.member_since', me?.created_at ? date(me.created_at) : undefined],
  ];

  return (
    <Grid container spacing={3} data-testid="account-page">
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardContent>
            <Stack alignItems="center" spacing={1.5} sx={{ py: 2 }}>
              <UserAvatar name={name} size={88} src={profile?.avatar ?? undefined} />
              <Typography variant="h4" component="h2" align="center">
                {name || '--'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {email}
              </Typography>
              <Chip
                label={translate(`app.roles.${me?.user_type ?? stored?.userType ?? 'specialist'}`)}
                color="primary"
                variant="outlined"
                size="small"
              />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          {(profile || (!specialist && me)) && (
            <Card data-testid="account-edit">
              <CardHeader title={translate('app.account.edit_title')} subheader={translate('app.account.edit_hint')} />
              <CardContent sx={{ pt: 1 }}>
                {profile ? (
                  <AccountDetailsForm
                    key={profile.updated_at}
                    resource="specialists"
                    record={profile}
                    meta={{ section: 'account' }}
                    onSaved={renamed}
                  />
                ) : (
                  me && (
                    <AccountDetailsForm
                      key={me.updated_at}
                      resource="account"
                      record={me}
                      failureOf={(error) => shownErrorOf(error).message}
                      onSaved={renamed}
                    />
                  )
                )}
              </CardContent>
            </Card>
          )}
          {profile && (
            <ProfileContext.Provider value={{ profile, owner: true, editing: true, reload }}>
              <Card data-testid="account-billing">
                <CardHeader
                  title={translate('app.profile.fields.billing')}
                  subheader={translate('app.profile.dialogs.billing_hint')}
                />
                <CardContent sx={{ pt: 1 }}>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    alignItems={{ sm: 'center' }}
                    justifyContent="space-between"
                  >
                    <Typography variant="body1" fontWeight={600}>
                      {profile.billing_account?.company_name || '--'}
                    </Typography>
                    <Button
                      variant="outlined"
                      startIcon={<AccountBalanceOutlined />}
                      onClick={() => setBillingOpen(true)}
                      data-testid="account-billing-open"
                    >
                      {translate('app.profile.dialogs.billing')}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
              {billingOpen && <BillingDialog open onClose={() => setBillingOpen(false)} />}
            </ProfileContext.Provider>
          )}
          <Card>
            <CardHeader title={translate('app.account.details')} subheader={translate('app.account.details_hint')} />
            <CardContent sx={{ pt: 1 }}>
              {error != null && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {translate('app.account.load_failed')}
                </Alert>
              )}
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                  rowGap: 1.5,
                  columnGap: 2,
                }}
              >
                {rows.map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(label)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                      {!me && !error && !value ? <Skeleton width={160} /> : value || '--'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={translate('app.account.security')} />
            <CardContent sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.account.password_hint')}
              </Typography>
              <Divider sx={{ mb: 2 }} />
              <Button
                variant="outlined"
                startIcon={<LockResetOutlined />}
                onClick={() => changePassword()}
                loading={sending}
                disabled={!email}
                data-testid="account-password-link"
              >
                {translate('app.account.change_password')}
              </Button>
            </CardContent>
          </Card>
          {me && <SignInMethodsCard me={me} onChanged={() => void refetch()} />}
          {me && <NotificationMailCard me={me} />}
          <DataExportCard />
          {me && <AccountErasureCard me={me} onChanged={() => void refetch()} />}
        </Stack>
      </Grid>
    </Grid>
  );
}
