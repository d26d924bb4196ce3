import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HubOutlined from '@mui/icons-material/HubOutlined';
import { AvatarGroup, Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { UserAvatar } from '../components/UserAvatar';
import { TeamStatusChip } from './TeamStatusChip';
import { usePersonName } from '../components/fullName';
import type { TeamRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { ChangedDot } from '../changes';

/** A team at a glance: status, members, whether its required skills are covered; opens the team. */
/** `changed`: the team changed since the reader last looked (a list's dot). */
export function TeamCard({
  team,
  showNetwork = false,
  heading = 'h3',
  changed = false,
}: {
  team: TeamRecord;
  showNetwork?: boolean;
  heading?: 'h2' | 'h3';
  changed?: boolean;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const required = team.required_skills.length;
  const missing = team.coverage.missing.length;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="team-card" data-id={team.id}>
      <CardActionArea
        component={LinkBase}
        to={links.team(team)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="flex-start">
            <Typography
              variant="subtitle1"
              component={heading}
              sx={{ fontWeight: 650, wordBreak: 'break-word' }}
              data-testid="team-name"
            >
              {changed && <ChangedDot />}
              {team.name}
            </Typography>
            <TeamStatusChip status={team.status} />
          </Stack>
          {showNetwork && (
            <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'text.secondary' }}>
              <HubOutlined sx={{ fontSize: 16 }} />
              <Typography variant="caption">{team.network_name}</Typography>
            </Stack>
          )}
          {team.purpose && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {team.purpose}
            </Typography>
          )}
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mt: 'auto' }}>
            {team.members.length > 0 ? (
              <AvatarGroup max={5} sx={{ '& .MuiAvatar-root': { width: 30, height: 30, fontSize: 12 } }}>
                {team.members.map((member) => (
                  <UserAvatar
                    key={member.specialist_id}
                    name={personName(member.specialist)}
                    src={member.specialist?.avatar ?? undefined}
                    size={30}
                  />
                ))}
              </AvatarGroup>
            ) : null}
            <Typography variant="caption" color="text.secondary" data-testid="team-member-count">
              {translate('app.hiring.teams.members', { smart_count: team.member_count })}
            </Typography>
          </Stack>
          {required > 0 && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                color: missing ? 'warning.main' : 'success.main',
              }}
              data-testid="team-coverage-summary"
            >
              {missing ? (
                <ErrorOutlineRounded sx={{ fontSize: 18 }} />
              ) : (
                <CheckCircleOutlineRounded sx={{ fontSize: 18 }} />
              )}
              <Typography variant="caption" sx={{ fontWeight: 600, color: missing ? 'warning.dark' : 'success.dark' }}>
                {missing
                  ? translate('app.hiring.teams.missing', { smart_count: missing })
                  : translate('app.hiring.teams.covered_all')}
              </Typography>
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {translate('app.hiring.common.updated', { date: date(team.updated_at, { dateStyle: 'medium' }) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
