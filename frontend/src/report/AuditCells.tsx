import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import { Avatar, Box, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { UserAvatar } from '../components/UserAvatar';
import { usePersonName } from '../components/fullName';
import { useFilterNames } from './ActiveFilters';
import { recordPageOf } from './recordLinks';
import type { AuditEvent, AuditFilter } from './reportTypes';
import { useReportWording } from './useReportWording';
import { useListFilters } from '../components/useListFilters';

export function TimeCell({ at }: { at: string }) {
  const { date } = useFormatters();
  return (
    <Box component="time" dateTime={at} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{date(at, { dateStyle: 'medium' })}</Typography>
      <Typography variant="caption" color="text.secondary">
        {date(at, { timeStyle: 'medium' })}
      </Typography>
    </Box>
  );
}

/** Who: avatar, name and role; the system (seed, worker, CLI) by its source. A button narrows the list to them. */
export function ActorCell({ event, filterable = true }: { event: AuditEvent; filterable?: boolean }) {
  const translate = useTranslate();
  const wording = useReportWording();
  const list = useListFilters<AuditFilter>();
  const [names, setNames] = useFilterNames();
  const personName = usePersonName();
  const { actor } = event;
  if (!actor) {
    return (
      <Stack direction="row" spacing={1.25} alignItems="center">
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.secondary' }} aria-hidden>
          <SettingsSuggestOutlined fontSize="small" />
        </Avatar>
        <Box>
          <Typography variant="body2">{translate('app.report.system')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {wording.source(event.source)}
          </Typography>
        </Box>
      </Stack>
    );
  }
  // Someone who opened a share link has no account: they are its visitor, not an unnamed user.
  const name = actor.name
    ? personName(actor.name)
    : translate(actor.role === 'anonymous' ? 'app.report.visitor' : 'app.report.unnamed');
  const filtered = String(list.filterValues.actor_id ?? '') === actor.id;
  const onlyThem = () => {
    setNames({ ...names, [actor.id]: name });
    list.setFilters({ ...list.filterValues, actor_id: actor.id }, undefined, false);
  };
  const label = translate('app.report.filters.only_actor', { name });
  return (
    <Stack direction="row" spacing={1.25} alignItems="center" data-testid="actor-cell">
      <UserAvatar name={name} size={32} decorative />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="actor-name">
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {wording.role(actor.role)}
        </Typography>
      </Box>
      {filterable && !filtered && (
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            onClick={(event) => {
              event.stopPropagation();
              onlyThem();
            }}
            data-testid="filter-by-actor"
          >
            <FilterAltOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** The event type, and whether the row is a revert or was reverted. */
export function ActionCell({ event }: { event: AuditEvent }) {
  const wording = useReportWording();
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
        data-testid="action"
        data-type={event.action}
      >
        {wording.action(event.action)}
      </Typography>
      {event.reverts && (
        <Chip size="small" label={translate('app.report.revert.revert_chip')} data-testid="revert-chip" />
      )}
      {event.reverted_by?.length ? (
        <Chip size="small" label={translate('app.report.revert.reverted_chip')} data-testid="reverted-chip" />
      ) : null}
    </Stack>
  );
}

/** The record, a link to its page when it has one, with its type. */
export function TargetCell({ event }: { event: AuditEvent }) {
  const translate = useTranslate();
  const wording = useReportWording();
  const personName = usePersonName();
  const page = recordPageOf(event.target);
  const name = event.target.name ? personName(event.target.name) : translate('app.report.unnamed');
  return (
    <Box sx={{ minWidth: 0 }}>
      {page ? (
        <Link
          component={LinkBase}
          to={page}
          onClick={(e: React.MouseEvent) => e.stopPropagation()}
          sx={{ fontWeight: 600, wordBreak: 'break-word' }}
          data-testid="target-link"
        >
          {name}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="target-name">
          {name}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {wording.target(event.target.type)}
      </Typography>
    </Box>
  );
}
