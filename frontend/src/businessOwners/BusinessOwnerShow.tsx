import BusinessRounded from '@mui/icons-material/BusinessRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { Box, Button, Card, Chip, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { LinkBase, useGetOne, useTranslate } from 'react-admin';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { getStoredUser, getUserId } from '../providers/session';
import { links } from '../routes/links';
import { BusinessOwnerEdit, type CompanyProfile } from './BusinessOwnerEdit';
import { CompanyLogo } from './CompanyLogo';
import { HeaderCardSkeleton } from '../components/HeaderCardSkeleton';

/**
 * My Profile of a business owner (/profile/profile): the company profile (GET /business-owners/{id})
 * with its edit dialog, never the specialist profile. A profile not set yet shows what the
 * account knows and invites the owner to fill it in.
 */
export default function BusinessOwnerShow() {
  const translate = useTranslate();
  const id = getUserId() ?? '';
  const { data, isPending, error, refetch } = useGetOne<CompanyProfile>(
    'business-owners',
    { id },
    { retry: false, enabled: !!id },
  );
  const [editing, setEditing] = useState(false);
  if (isPending && !!id) return <CompanySkeleton />;
  if (error) console.warn('could not load the company profile', error);
  const user = getStoredUser();
  const company: CompanyProfile = data ?? {
    id,
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    email: user?.email ?? '',
    company_name: '',
    website: '',
    about: '',
    logo: null,
  };
  const ownerName = [company.first_name, company.last_name].filter(Boolean).join(' ') || '--';
  const empty = !company.company_name && !company.website && !company.about;
  return (
    <Stack spacing={3} data-testid="company-profile" sx={{ maxWidth: 1200 }}>
      <Card sx={{ overflow: 'visible' }} data-testid="company-header">
        <Box
          sx={(t) => ({
            height: { xs: 88, sm: 112 },
            borderTopLeftRadius: 'inherit',
            borderTopRightRadius: 'inherit',
            background: `radial-gradient(circle at 85% -20%, ${alpha(t.palette.secondary.main, 0.55)}, transparent 55%), linear-gradient(120deg, ${t.palette.primary.dark}, ${t.palette.primary.main} 55%, ${alpha(t.palette.secondary.main, 0.85)})`,
          })}
        />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 3 }}
          alignItems={{ xs: 'center', md: 'flex-start' }}
          sx={{ px: { xs: 2, sm: 3 }, pb: 2.5, mt: { xs: -6, sm: -7 } }}
        >
          <CompanyLogo company={company} name={company.company_name || ownerName} refetch={refetch} />
          <Box sx={{ flexGrow: 1, minWidth: 0, textAlign: { xs: 'center', md: 'left' }, pt: { md: 8.5 } }}>
            <Typography
              variant="h3"
              component="h2"
              sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, fontWeight: 700, wordBreak: 'break-word' }}
              data-testid="company-name"
            >
              {company.company_name || translate('app.hiring.company.unnamed')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              alignItems="center"
              justifyContent={{ xs: 'center', md: 'flex-start' }}
              useFlexGap
              flexWrap="wrap"
              sx={{ mt: 0.75 }}
            >
              <Chip size="small" label={translate('app.roles.business_owner')} color="primary" variant="outlined" />
              {company.website && (
                <Link
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  variant="body2"
                  data-testid="company-website"
                >
                  <LanguageRounded sx={{ fontSize: 18 }} />
                  {company.website.replace(/^https?:\/\//, '')}
                </Link>
              )}
            </Stack>
          </Box>
          <Button
            variant="contained"
            startIcon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="company-edit"
            sx={{ flexShrink: 0, mt: { md: 9 } }}
          >
            {translate('app.hiring.company.edit')}
          </Button>
        </Stack>
      </Card>
      <Grid container spacing={3} alignItems="flex-start">
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard title={translate('app.hiring.company.about')} icon={<BusinessRounded />} testId="company-about">
            {company.about ? (
              <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
                {company.about}
              </Typography>
            ) : (
              <Stack spacing={1.5} alignItems="flex-start">
                <EmptyText>{translate(empty ? 'app.hiring.company.empty' : 'app.hiring.company.no_about')}</EmptyText>
                <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
                  {translate('app.hiring.company.add_details')}
                </Button>
              </Stack>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <SectionCard
              title={translate('app.hiring.company.contact')}
              icon={<PersonOutlineRounded />}
              testId="company-contact"
            >
              <Stack spacing={1.25}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ownerName}
                </Typography>
                {company.email && (
                  <Stack direction="row" spacing={1} alignItems="center">
                    <MailOutlineRounded fontSize="small" color="action" />
                    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                      {company.email}
                    </Typography>
                  </Stack>
                )}
              </Stack>
            </SectionCard>
            <SectionCard title={translate('app.hiring.company.hiring')} icon={<HubOutlined />}>
              <Stack spacing={1}>
                <Button
                  component={LinkBase}
                  to={links.networks()}
                  variant="outlined"
                  startIcon={<HubOutlined />}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {translate('app.menu.network')}
                </Button>
                <Button
                  component={LinkBase}
                  to={links.teams()}
                  variant="outlined"
                  startIcon={<GroupsOutlined />}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {translate('app.pages.teams')}
                </Button>
              </Stack>
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
      {editing && <BusinessOwnerEdit company={company} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function CompanySkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" data-testid="company-skeleton">
      <HeaderCardSkeleton bannerHeight={112} picture="rounded" pictureSize={112} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}
