import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { Box, Card, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IndustryTitleDialog } from '../dialogs/IndustryTitleDialog';
import { useProfileContext } from '../ProfileContext';
import { ProfileAvatar } from './ProfileAvatar';
import { EditButton } from '../../components/SectionCard';
import { usePersonName } from '../../components/fullName';

export const fullNameOf = (p: { first_name?: string | null; last_name?: string | null }) =>
  [p.first_name, p.last_name].filter((x) => x && x.trim()).join(' ') || '--';

/** Avatar, full name, industry title, and (owner, once loaded) the Edit/View toggle. */
export function ProfileHeader({
  mode,
  onMode,
  extra,
}: {
  mode: 'view' | 'edit';
  onMode?: (mode: 'view' | 'edit') => void;
  extra?: React.ReactNode;
}) {
  const translate = useTranslate();
  const { profile, owner, editing } = useProfileContext();
  const [editTitle, setEditTitle] = useState(false);
  const name = usePersonName()(fullNameOf(profile));
  return (
    <Card data-testid="profile-header" sx={{ overflow: 'visible' }}>
      <Box
        sx={(t) => ({
          height: { xs: 96, sm: 128 },
          borderTopLeftRadius: 'inherit',
          borderTopRightRadius: 'inherit',
          background: `radial-gradient(circle at 85% -20%, ${alpha(t.palette.secondary.main, 0.55)}, transparent 55%), linear-gradient(120deg, ${t.palette.primary.dark}, ${t.palette.primary.main} 55%, ${alpha(t.palette.secondary.main, 0.85)})`,
        })}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 3 }}
        alignItems={{ xs: 'center', md: 'flex-start' }}
        sx={{ px: { xs: 2, sm: 3 }, pb: 2.5, mt: { xs: -8, sm: -9 } }}
      >
        <ProfileAvatar name={name === '--' ? '' : name} />
        <Box sx={{ flexGrow: 1, minWidth: 0, textAlign: { xs: 'center', md: 'left' }, pt: { md: 10.5 } }}>
          <Typography
            variant="h3"
            component="h1"
            data-testid="profile-name"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, fontWeight: 700, wordBreak: 'break-word' }}
          >
            {name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            justifyContent={{ xs: 'center', md: 'flex-start' }}
            sx={{ mt: 0.5 }}
          >
            <WorkOutlineRounded fontSize="small" color="action" />
            <Typography variant="subtitle1" color="text.secondary" data-testid="profile-industry-title">
              {profile.industry_title || '--'}
            </Typography>
            {editing && (
              <EditButton
                label={translate('app.profile.dialogs.industry_title')}
                onClick={() => setEditTitle(true)}
                testId="edit-industry-title"
              />
            )}
          </Stack>
          {!owner && (
            <Chip
              size="small"
              sx={{ mt: 1 }}
              label={translate('app.profile.read_only')}
              icon={<VisibilityRounded />}
              variant="outlined"
              data-testid="read-only-chip"
            />
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          alignItems="center"
          justifyContent="center"
          sx={{ pt: { md: 11 }, flexWrap: 'wrap', maxWidth: '100%' }}
        >
          {extra}
          {owner && onMode && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={mode}
              onChange={(_, next: typeof mode | null) => next && onMode(next)}
              aria-label={translate('app.profile.mode')}
              data-testid="mode-toggle"
              data-owner-control
              sx={{ bgcolor: 'background.paper' }}
            >
              <ToggleButton value="view" data-testid="mode-view" sx={{ px: 2, gap: 0.75 }}>
                <VisibilityRounded fontSize="small" />
                {translate('app.profile.view')}
              </ToggleButton>
              <ToggleButton value="edit" data-testid="mode-edit" sx={{ px: 2, gap: 0.75 }}>
                <EditRounded fontSize="small" />
                {translate('app.profile.edit')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
      </Stack>
      {editTitle && <IndustryTitleDialog open onClose={() => setEditTitle(false)} />}
    </Card>
  );
}
