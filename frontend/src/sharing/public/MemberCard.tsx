import LanguageRounded from '@mui/icons-material/LanguageRounded';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { UserAvatar } from '../../components/UserAvatar';
import { usePersonName } from '../../components/fullName';
import { useFormatters } from '../../i18n/useFormatters';
import { sharedLinks } from '../links';
import type { SharedMemberCard } from '../sharingTypes';

const levelKey = (level: SharedMemberCard['level']) =>
  level === 1 || level === 2 || level === 3 || level === '1' || level === '2' || level === '3'
    ? `app.sharing.levels.${level}`
    : null;

/**
 * A member as a client sees them: avatar, name, role, industry title, level, top skills, languages; opens their
 * profile. With `onIntro`, a button asks for an intro (above the card's stretched link).
 */
export function MemberCard({
  token,
  member,
  onIntro,
}: {
  token: string;
  member: SharedMemberCard;
  onIntro?: (member: SharedMemberCard) => void;
}) {
  const translate = useTranslate();
  const { language } = useFormatters();
  const name = usePersonName()(member.name);
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
          <UserAvatar name={name === '--' ? '' : name} src={member.avatar ?? undefined} size={60} decorative />
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
                {name}
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
            <Typography variant="body2">
              {member.languages.map((l) => language(l.title, l.code)).join(' · ')}
            </Typography>
          </Stack>
        )}
        {onIntro && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onIntro(member)}
            sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start' }}
            aria-label={translate('app.sharing.public.request.intro_for', { name })}
            data-testid="shared-member-intro"
          >
            {translate('app.sharing.public.request.intro')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
