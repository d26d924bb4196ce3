import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import { BillingDialog } from '../dialogs/BillingDialog';
import { CatalogDialog } from '../dialogs/CatalogDialog';
import { ExperienceLevelDialog } from '../dialogs/ExperienceLevelDialog';
import { useProfileContext } from '../ProfileContext';
import { EditButton, SectionCard } from '../../components/SectionCard';
import { useCatalogTitle } from '../../i18n/useCatalogTitle';

function Row({
  label,
  children,
  action,
  testId,
}: {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Box data-testid={testId} sx={{ py: 1.25 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 600 }}
        >
          {label}
        </Typography>
        {action}
      </Stack>
      <Box sx={{ mt: 0.5, typography: 'body2', fontWeight: 500, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

const chips = (items: string[], testId: string) =>
  items.length === 0 ? (
    '--'
  ) : (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }} data-testid={testId}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" variant="outlined" color="primary" />
      ))}
    </Box>
  );

const capitalised = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : '--');

/** Personal Details (#basic-info): the side panel of spec 2.6. */
export function SidePanel() {
  const translate = useTranslate();
  const { language } = useFormatters();
  const catalogTitle = useCatalogTitle();
  const { profile, editing, publicView = false } = useProfileContext();
  const [open, setOpen] = useState<null | 'level' | 'languages' | 'billing' | 'industries'>(null);
  const close = () => setOpen(null);
  const phone = [profile.phone_code, profile.phone_number].filter(Boolean).join(' ');
  const location = [profile.suburb, profile.state, profile.country].filter(Boolean).join(', ');
  const rows = [
    <Row
      key="industry"
      testId="side-industry"
      label={translate('app.profile.sections.industry_experience')}
      action={
        editing && (
          <EditButton
            label={translate('app.profile.dialogs.industries')}
            onClick={() => setOpen('industries')}
            testId="edit-industries-side"
          />
        )
      }
    >
      {chips(
        profile.dv_industry_experiences.map(({ industry_experience: i }) =>
          catalogTitle('industries', { id: i.id, title: i.industry_experience }),
        ),
        'side-industry-chips',
      )}
    </Row>,
    <Row
      key="level"
      testId="side-level"
      label={translate('app.profile.fields.experience_level')}
      action={
        editing && (
          <EditButton
            label={translate('app.profile.dialogs.experience_level')}
            onClick={() => setOpen('level')}
            testId="edit-level"
          />
        )
      }
    >
      {profile.experience_level_id ? translate(`app.profile.levels.${profile.experience_level_id}`) : '--'}
    </Row>,
    <Row key="type" testId="side-type" label={translate('app.profile.fields.profile_type')}>
      {translate(`app.roles.${profile.category}`, { _: capitalised(profile.category) })}
    </Row>,
    <Row key="phone" testId="side-phone" label={translate('app.profile.fields.phone')}>
      {phone || '--'}
    </Row>,
    <Row key="mail" testId="side-mail" label={translate('app.profile.fields.mail')}>
      {profile.email || '--'}
    </Row>,
    <Row key="location" testId="side-location" label={translate('app.profile.fields.location')}>
      {location || '--'}
    </Row>,
    <Row
      key="billing"
      testId="side-billing"
      label={translate('app.profile.fields.billing')}
      action={
        editing && (
          <EditButton
            label={translate('app.profile.dialogs.billing')}
            onClick={() => setOpen('billing')}
            testId="edit-billing"
          />
        )
      }
    >
      {profile.billing_account?.company_name || '--'}
    </Row>,
    <Row
      key="languages"
      testId="side-languages"
      label={translate('app.profile.fields.languages')}
      action={
        editing && (
          <EditButton
            label={translate('app.profile.dialogs.languages')}
            onClick={() => setOpen('languages')}
            testId="edit-languages"
          />
        )
      }
    >
      {chips(
        profile.specialist_languages.map(({ dv_language: l }) => language(l.language_title, l.code)),
        'side-language-chips',
      )}
    </Row>,
  ];
  // Contact and billing rows are the specialist's to share (domain readPolicy): a share page never
  // shows them, and a signed-in reader sees only what the API gave them, with no empty row for the rest.
  const privateRows: Record<string, boolean> = {
    phone: !!phone,
    mail: !!profile.email,
    billing: !!profile.billing_account,
  };
  const shownRows = rows.filter((row) => {
    const key = String(row.key);
    if (!(key in privateRows)) return true;
    return !publicView && (editing || privateRows[key]);
  });
  return (
    <SectionCard
      id="basic-info"
      title={translate('app.profile.tabs.basic_info')}
      icon={<BadgeOutlined />}
      testId="side-panel"
    >
      <Stack divider={<Divider flexItem />}>{shownRows}</Stack>
      {open === 'level' && <ExperienceLevelDialog open onClose={close} />}
      {open === 'languages' && <CatalogDialog kind="languages" open onClose={close} />}
      {open === 'industries' && <CatalogDialog kind="industries" open onClose={close} />}
      {open === 'billing' && <BillingDialog open onClose={close} />}
    </SectionCard>
  );
}
