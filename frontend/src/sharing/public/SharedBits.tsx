import BoltRounded from '@mui/icons-material/BoltRounded';
import HistoryToggleOffRounded from '@mui/icons-material/HistoryToggleOffRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import { UserAvatar } from '../../components/UserAvatar';
import { sharedLinks } from '../links';
import type { SharedMemberCard, SharedVersion } from '../sharingTypes';

/** Live, or frozen 'as shared on {date}': the visitor knows whether they see today's state. */
export function VersionChip({ version }: { version: SharedVersion }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const frozen = version.mode === 'frozen';
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={frozen ? <HistoryToggleOffRounded /> : <BoltRounded />}
      label={
        frozen
          ? translate('app.sharing.public.frozen_note', {
              date: version.frozen_at ? date(version.frozen_at, { dateStyle: 'long', timeStyle: 'short' }) : '--',
            })
          : translate('app.sharing.public.live_note')
      }
      data-testid="shared-version"
      data-mode={version.mode}
      // A long date in a long language wraps instead of widening a phone's page.
      sx={{
        bgcolor: 'background.paper',
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

/** The banner of a shared team or project: what it is, its name, a line under it, chips. */
export function SharedHero({
  kind,
  name,
  children,
  chips,
  actions,
}: {
  kind: string;
  name: string;
  children?: ReactNode;
  chips?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card data-testid="shared-hero" sx={{ overflow: 'hidden' }}>
      <Box
        sx={(t) => ({
          height: 10,
          background: `linear-gradient(90deg, ${t.palette.primary.main}, ${alpha(t.palette.secondary.main, 0.85)})`,
        })}
      />
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Stack
          direction="row"
          spacing={2}
          alignItems="flex-start"
          justifyContent="space-between"
          flexWrap="wrap"
          useFlexGap
        >
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }} component="p">
            {kind}
          </Typography>
          {actions}
        </Stack>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 750, fontSize: { xs: '1.75rem', sm: '2.25rem' }, wordBreak: 'break-word', mb: 1 }}
          data-testid="shared-name"
        >
          {name}
        </Typography>
        {chips && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
            {chips}
          </Stack>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

const levelKey = (level: SharedMemberCard['level']) =>
  level === 1 || level === 2 || level === 3 || level === '1' || level === '2' || level === '3'
    ? `app.sharing.levels.${level}`
    : null;

/** A member as a client sees them: avatar, name, role, industry title, level, top skills, languages; opens their profile. */
export function MemberCard({ token, member }: { token: string; member: SharedMemberCard }) {
  const translate = useTranslate();
  const key = levelKey(member.level);
  const level = key ? translate(key) : typeof member.level === 'string' ? member.level : null;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        transition: 'box-shadow .2s, border-color .2s',
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: 3,
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          outlineOffset: 2,
        },
      }}
      data-testid="shared-member"
      data-id={member.id}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2.5 }}>
        <Stack direction="row" spacing={1.75} alignItems="center">
          <UserAvatar
            name={member.name === '--' ? '' : member.name}
            src={member.avatar ?? undefined}
            size={60}
            decorative
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, lineHeight: 1.25, wordBreak: 'break-word' }}
            >
              {/* The name is the card's link; its ::after stretches over the whole card, so the card opens the profile and the link is named by the name alone. */}
              <Link
                component={LinkBase}
                to={sharedLinks.member(token, member.id)}
                underline="hover"
                color="inherit"
                data-testid="shared-member-name"
                sx={{
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                  '&:focus-visible': { outline: 'none' },
                }}
              >
                {member.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="shared-member-title">
              {member.industry_title || '--'}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
          {member.role && <Chip size="small" color="primary" label={member.role} data-testid="shared-member-role" />}
          {level && <Chip size="small" variant="outlined" label={level} data-testid="shared-member-level" />}
        </Stack>
        {member.top_skills.length > 0 && (
          <Box>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
              component="p"
            >
              {translate('app.sharing.public.top_skills')}
            </Typography>
            <Stack
              direction="row"
              spacing={0.5}
              useFlexGap
              flexWrap="wrap"
              sx={{ mt: 0.5 }}
              data-testid="shared-member-skills"
            >
              {member.top_skills.map((skill) => (
                <Chip key={skill} size="small" variant="outlined" label={skill} />
              ))}
            </Stack>
          </Box>
        )}
        {member.languages.length > 0 && (
          <Stack
            direction="row"
            spacing={0.75}
            alignItems="center"
            sx={{ color: 'text.secondary', mt: 'auto' }}
            data-testid="shared-member-languages"
          >
            <LanguageRounded sx={{ fontSize: 18 }} aria-label={translate('app.sharing.public.languages')} />
            <Typography variant="body2">{member.languages.join(' · ')}</Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Member cards in a responsive grid (one column on a phone), or the empty line. */
export function MemberGrid({ token, members }: { token: string; members: SharedMemberCard[] }) {
  const translate = useTranslate();
  if (members.length === 0)
    return (
      <Typography color="text.secondary" data-testid="shared-members-empty">
        {translate('app.sharing.public.no_members')}
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
      data-testid="shared-members"
    >
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard token={token} member={member} />
        </li>
      ))}
    </Box>
  );
}

/** A section title with a count. */
export function SectionTitle({ title, count, id }: { title: string; count?: number; id?: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} id={id}>
        {title}
      </Typography>
      {count !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {count}
        </Typography>
      )}
    </Stack>
  );
}
