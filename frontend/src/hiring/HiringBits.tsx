import {
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  type ChipProps,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MembershipStatus, TeamStatus } from './hiringDomain';

/** First and last name, '--' when neither is known (the spec's empty value). */
export const fullName = (person: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  [person?.first_name, person?.last_name].filter((part) => part && part.trim()).join(' ') || '--';

const MEMBERSHIP_COLOURS: Record<MembershipStatus, ChipProps['color']> = {
  invited: 'warning',
  joined: 'success',
  declined: 'default',
  removed: 'default',
  left: 'default',
  erased: 'default',
};

export function MembershipStatusChip({ status }: { status: MembershipStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'joined' ? 'filled' : 'outlined'}
      color={MEMBERSHIP_COLOURS[status]}
      label={translate(`app.hiring.membership_status.${status}`)}
      data-testid="membership-status"
      data-status={status}
    />
  );
}

const TEAM_COLOURS: Record<TeamStatus, ChipProps['color']> = { Draft: 'default', Saved: 'info', Approved: 'success' };

export function TeamStatusChip({ status }: { status: TeamStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={TEAM_COLOURS[status]}
      variant={status === 'Draft' ? 'outlined' : 'filled'}
      label={translate(`app.hiring.team_status.${status}`)}
      data-testid="team-status"
      data-status={status}
    />
  );
}

/** Skill chips, the first `max` shown; `highlight` marks the ones asked for (search, coverage). */
export function SkillChips({
  skills,
  max = 6,
  highlight,
}: {
  skills: readonly { id: number; title: string }[];
  max?: number;
  highlight?: ReadonlySet<number>;
}) {
  const translate = useTranslate();
  const shown = skills.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.75}>
      {shown.map((skill) => (
        <Chip
          key={skill.id}
          size="small"
          label={skill.title}
          color={highlight?.has(skill.id) ? 'primary' : 'default'}
          variant={highlight?.has(skill.id) ? 'filled' : 'outlined'}
        />
      ))}
      {more > 0 && (
        <Tooltip
          title={skills
            .slice(max)
            .map((s) => s.title)
            .join(', ')}
        >
          <Chip size="small" label={translate('app.hiring.common.more', { smart_count: more })} />
        </Tooltip>
      )}
    </Stack>
  );
}

/** A count with its label, for the cards of networks and teams. */
export function Stat({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: ReactNode;
  label: string;
  testId?: string;
}) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid={testId}>
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          '& svg': { fontSize: 18 },
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Placeholder cards while a list loads. */
export function CardsSkeleton({ count = 3, height = 150 }: { count?: number; height?: number }) {
  return (
    <Grid container spacing={2.5} aria-busy="true" data-testid="cards-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card>
            <CardContent>
              <Skeleton width="55%" height={30} />
              <Skeleton width="85%" />
              <Skeleton variant="rounded" height={height - 90} sx={{ mt: 1.5 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
