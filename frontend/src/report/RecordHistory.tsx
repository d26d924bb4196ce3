import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  List,
  ListItemButton,
  MenuItem,
  Skeleton,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { DocumentButton, documentPaths } from '../documents';
import { AsOfRecord } from './AsOfRecord';
import { ChangeList } from './ChangeList';
import { ChangeSummary } from './ChangeSummary';
import type { AuditEvent, RecordDiff, RecordVersion } from './reportTypes';
import { useReportWording } from './useReportWording';
import { usePersonName } from '../components/fullName';

/** The newest 500 events of a record: its timeline, slider and compare choices. */
const TIMELINE_SIZE = 500;

/** `datetime-local` reads and writes local time without a zone. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
};

/** The last event at or before a time, in a chronological list. */
export function lastAtOrBefore(chronological: AuditEvent[], iso: string): AuditEvent | undefined {
  const time = Date.parse(iso);
  let found: AuditEvent | undefined;
  for (const event of chronological) if (Date.parse(event.at) <= time) found = event;
  return found;
}

/**
 * A record's history, for admins: its timeline; a slider and a date picker that show the record
 * as it was (rebuilt by the API from the events), with the page's own read-only components; and a
 * comparison of any two moments. `initialAt` (a position) opens it at an event, as the report's
 * "the record as of this moment" link does.
 */
export function RecordHistory({
  targetType,
  id,
  initialAt,
}: {
  targetType: string;
  id: string;
  initialAt?: string | null;
}) {
  const translate = useTranslate();
  const { data, total, isPending, error } = useGetList<AuditEvent>('record-history', {
    filter: { target_type: targetType, target_id: id },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: TIMELINE_SIZE },
  });
  const chronological = useMemo(() => [...(data ?? [])].reverse(), [data]);
  if (isPending) {
    return (
      <Grid container spacing={3} aria-busy="true" data-testid="history-loading">
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      </Grid>
    );
  }
  if (error)
    return (
      <Card>
        <EmptyState icon={<HistoryRounded fontSize="large" />} title={translate('app.report.history.failed')} />
      </Card>
    );
  if (!chronological.length)
    return (
      <Card>
        <EmptyState
          icon={<HistoryRounded fontSize="large" />}
          title={translate('app.report.history.no_history_title')}
          body={translate('app.report.history.no_history_body')}
        />
      </Card>
    );
  return (
    <HistoryView
      targetType={targetType}
      id={id}
      chronological={chronological}
      total={total ?? chronological.length}
      initialAt={initialAt}
    />
  );
}

function HistoryView({
  targetType,
  id,
  chronological,
  total,
  initialAt,
}: {
  targetType: string;
  id: string;
  chronological: AuditEvent[];
  total: number;
  initialAt?: string | null;
}) {
  const translate = useTranslate();
  const latest = chronological.at(-1)!;
  const [selected, setSelected] = useState<string>(
    () => chronological.find((event) => event.position === initialAt)?.position ?? latest.position,
  );
  /** A date and time picked by hand; otherwise the selected event's position. */
  const [pickedTime, setPickedTime] = useState<string | null>(null);
  const index = Math.max(
    0,
    chronological.findIndex((event) => event.position === selected),
  );
  const moment = chronological[index];
  const at = pickedTime ?? moment.position;
  const choose = (position: string) => {
    setPickedTime(null);
    setSelected(position);
  };
  return (
    <Grid container spacing={3} alignItems="flex-start" data-testid="record-history">
      {/* On a phone the moment and the record come first, the timeline after them. */}
      <Grid size={{ xs: 12, md: 5, lg: 4 }} order={{ xs: 2, md: 1 }}>
        <Timeline events={chronological} total={total} selected={pickedTime ? null : selected} onSelect={choose} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }} order={{ xs: 1, md: 2 }}>
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="as-of-title">
            <CardContent>
              <Typography id="as-of-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('app.report.history.as_of_title')}
              </Typography>
              <MomentPicker
                events={chronological}
                index={index}
                pickedTime={pickedTime}
                onIndex={(next) => choose(chronological[next].position)}
                onTime={(iso) => {
                  setPickedTime(iso);
                  const before = lastAtOrBefore(chronological, iso);
                  if (before) setSelected(before.position);
                }}
              />
            </CardContent>
          </Card>
          <Version targetType={targetType} id={id} at={at} />
          <Compare targetType={targetType} id={id} events={chronological} selected={moment.position} />
        </Stack>
      </Grid>
    </Grid>
  );
}

function Timeline({
  events,
  total,
  selected,
  onSelect,
}: {
  events: AuditEvent[];
  total: number;
  selected: string | null;
  onSelect: (position: string) => void;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const wording = useReportWording();
  const { date } = useFormatters();
  const newestFirst = [...events].reverse();
  return (
    <Card component="section" aria-labelledby="timeline-title" data-testid="history-timeline">
      <CardContent sx={{ pb: 1 }}>
        <Typography id="timeline-title" variant="h6" component="h2">
          {translate('app.report.history.timeline')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.report.history.timeline_count', { smart_count: total })}
        </Typography>
      </CardContent>
      <List component="ol" sx={{ maxHeight: { md: 640 }, overflowY: 'auto', py: 0 }}>
        {newestFirst.map((event) => (
          <Box component="li" key={event.id} sx={{ listStyle: 'none' }}>
            <ListItemButton
              selected={event.position === selected}
              aria-current={event.position === selected ? 'step' : undefined}
              onClick={() => onSelect(event.position)}
              data-testid="timeline-entry"
              data-position={event.position}
              sx={{
                alignItems: 'flex-start',
                borderLeft: 3,
                borderColor: event.position === selected ? 'primary.main' : 'transparent',
              }}
            >
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={event.at}>
                  {date(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {wording.action(event.action)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {event.actor
                    ? event.actor.name
                      ? personName(event.actor.name)
                      : translate('app.report.unnamed')
                    : translate('app.report.system')}
                </Typography>
                <ChangeSummary changes={event.changes} />
              </Stack>
            </ListItemButton>
          </Box>
        ))}
      </List>
    </Card>
  );
}

function MomentPicker({
  events,
  index,
  pickedTime,
  onIndex,
  onTime,
}: {
  events: AuditEvent[];
  index: number;
  pickedTime: string | null;
  onIndex: (index: number) => void;
  onTime: (iso: string) => void;
}) {
  const translate = useTranslate();
  const wording = useReportWording();
  const { date } = useFormatters();
  const [sliding, setSliding] = useState(index);
  // A moment chosen elsewhere moves the thumb (React's "adjust state on a prop change").
  const [slidFrom, setSlidFrom] = useState(index);
  if (index !== slidFrom) {
    setSlidFrom(index);
    setSliding(index);
  }
  const label = (i: number) =>
    `${date(events[i].at, { dateStyle: 'medium', timeStyle: 'short' })} · ${wording.action(events[i].action)}`;
  const moment = events[index];
  return (
    <Stack spacing={2}>
      {events.length > 1 && (
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={sliding}
            min={0}
            max={events.length - 1}
            step={null}
            marks={events.map((_, i) => ({ value: i }))}
            onChange={(_event, value) => setSliding(value)}
            onChangeCommitted={(_event, value) => onIndex(value)}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => date(events[value].at, { dateStyle: 'medium', timeStyle: 'short' })}
            getAriaValueText={label}
            aria-label={translate('app.report.history.slider')}
            data-testid="history-slider"
          />
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="caption" color="text.secondary">
              {translate('app.report.history.first')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.report.history.latest')}
            </Typography>
          </Stack>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          type="datetime-local"
          size="small"
          margin="none"
          label={translate('app.report.history.date')}
          value={toLocalInput(pickedTime ?? moment.at)}
          onChange={(event) => {
            const time = new Date(event.target.value);
            if (!Number.isNaN(time.getTime())) onTime(time.toISOString());
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'history-date' } }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="history-moment">
          {translate('app.report.history.at_moment', {
            date: date(pickedTime ?? moment.at, { dateStyle: 'medium', timeStyle: 'medium' }),
            action: wording.action(moment.action),
          })}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The record as of a moment, with the page's own read-only components. */
function Version({ targetType, id, at }: { targetType: string; id: string; at: string }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const { data, isPending, isPlaceholderData, error } = useGetOne<RecordVersion>(
    'record-versions',
    { id: `${targetType}/${id}`, meta: { at } },
    { placeholderData: (previous) => previous, retry: false },
  );
  if (isPending) return <Skeleton variant="rounded" height={360} aria-busy="true" />;
  if (error || !data) return <Alert severity="error">{translate('app.report.history.version_failed')}</Alert>;
  if (!data.record)
    return (
      <Alert severity="info" data-testid="record-not-yet">
        {translate('app.report.history.not_yet')}
      </Alert>
    );
  return (
    <Box
      sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
      aria-busy={isPlaceholderData}
      data-testid="as-of-record"
      data-position={data.position ?? ''}
    >
      {targetType === 'specialist' && data.position && (
        // The CV as it was then (admins).
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1.5 }}>
          <DocumentButton
            kind="cv"
            path={documentPaths.cv(id)}
            at={{ position: data.position, label: date(data.at ?? '', { dateStyle: 'medium', timeStyle: 'short' }) }}
            size="small"
          />
        </Stack>
      )}
      <AsOfRecord targetType={targetType} record={data.record} names={data.names} />
    </Box>
  );
}

function Compare({
  targetType,
  id,
  events,
  selected,
}: {
  targetType: string;
  id: string;
  events: AuditEvent[];
  selected: string;
}) {
  const translate = useTranslate();
  const wording = useReportWording();
  const { date } = useFormatters();
  const selectedIndex = Math.max(
    0,
    events.findIndex((event) => event.position === selected),
  );
  const [from, setFrom] = useState(events[Math.max(0, selectedIndex - 1)].position);
  const [to, setTo] = useState(selected);
  // Another moment chosen (or the history read again): the pair starts over from it and the one before.
  const [pairedWith, setPairedWith] = useState({ selected, events });
  if (pairedWith.selected !== selected || pairedWith.events !== events) {
    setPairedWith({ selected, events });
    setTo(selected);
    setFrom(events[Math.max(0, selectedIndex - 1)].position);
  }
  const same = from === to;
  const { data, isPending, error } = useGetOne<RecordDiff>(
    'record-diffs',
    { id: `${targetType}/${id}`, meta: { from, to } },
    { enabled: !same, retry: false, placeholderData: (previous) => previous },
  );
  const choice = (key: 'from' | 'to', value: string, set: (position: string) => void) => (
    <TextField
      select
      size="small"
      margin="none"
      label={translate(`app.report.history.compare_${key}`)}
      value={value}
      onChange={(event) => set(event.target.value)}
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `compare-${key}` } as object } }}
    >
      {[...events].reverse().map((event) => (
        <MenuItem key={event.position} value={event.position}>
          {date(event.at, { dateStyle: 'medium', timeStyle: 'short' })} · {wording.action(event.action)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Card component="section" aria-labelledby="compare-title" data-testid="history-compare">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <CompareArrowsRounded color="primary" />
          <Typography id="compare-title" variant="h6" component="h2">
            {translate('app.report.history.compare')}
          </Typography>
        </Stack>
        {events.length < 2 ? (
          <Typography color="text.secondary">{translate('app.report.history.compare_single')}</Typography>
        ) : (
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {choice('from', from, setFrom)}
              {choice('to', to, setTo)}
            </Stack>
            {same ? (
              <Typography color="text.secondary">{translate('app.report.history.compare_same')}</Typography>
            ) : isPending ? (
              <Skeleton variant="rounded" height={120} />
            ) : error || !data ? (
              <Alert severity="error">{translate('app.report.history.compare_failed')}</Alert>
            ) : data.changes.length ? (
              <ChangeList changes={data.changes} />
            ) : (
              <Typography color="text.secondary" data-testid="compare-none">
                {translate('app.report.history.compare_none')}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
