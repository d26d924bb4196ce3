import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  FilterList,
  FilterListItem,
  extractValidSavedQueries,
  type SavedQuery,
  useGetList,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { daysAgo, utcDay } from './dates';
import type { EventTypeInfo, AuditFilter } from './reportTypes';
import { useReportWording } from './useReportWording';
import { useListFilters } from '../components/useListFilters';

type Filters = Record<string, unknown>;
const without = (filters: Filters, ...keys: string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => !keys.includes(key)));

/**
 * The presets an auditor reaches for. Admins editing other people's profiles: profile events by an
 * admin or super admin (`actor_role`); an admin has no specialist profile, so every such profile
 * is someone else's.
 */
export const PRESETS: { id: string; value: Filters }[] = [
  { id: 'admin_edits', value: { target_type: 'specialist', actor_role: ['admin', 'super_admin'] } },
  { id: 'profile_edits', value: { target_type: 'specialist' } },
  { id: 'share_links', value: { target_type: 'share-link' } },
  { id: 'sign_ups', value: { type: ['UserRegistered', 'EmailReserved', 'PasswordSet', 'PasswordTokenIssued'] } },
];

/** A preset is on when the filters hold exactly its values; choosing it again takes them off. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const presetSelected = (value: Filters, filters: Filters) =>
  Object.entries(value).every(([key, wanted]) => sameValue(filters[key], wanted));
const togglePreset = (value: Filters, filters: Filters) =>
  presetSelected(value, filters) ? without(filters, ...Object.keys(value)) : { ...filters, ...value };

/** Date presets replace the whole range. */
const toggleDates = (value: Filters, filters: Filters) =>
  presetSelected(value, filters) ? without(filters, 'from', 'to') : { ...without(filters, 'from', 'to'), ...value };

const TARGETS = ['specialist', 'account', 'business-owner', 'network', 'team', 'project', 'share-link', 'catalog'];
const SOURCES = ['web', 'seed', 'worker', 'cli'];

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <FilterList label={title} icon={icon}>
      {children}
    </FilterList>
  );
}

/** react-admin's FilterListItem, minus its unnamed remove button: choosing a chosen item takes it off. */
function Item({
  label,
  value,
  toggle = togglePreset,
  testId,
}: {
  label: string;
  value: Filters;
  toggle?: (value: Filters, filters: Filters) => Filters;
  testId: string;
}) {
  return (
    <FilterListItem
      label={label}
      value={value}
      isSelected={presetSelected}
      toggleFilter={toggle}
      secondaryAction={null}
      data-testid={testId}
    />
  );
}

/** The filter sidebar: presets, saved views, dates, record type, source and actions. */
export function ReportFilters() {
  const translate = useTranslate();
  const wording = useReportWording();
  const today = utcDay(new Date());
  return (
    <Stack spacing={2} data-testid="report-filters" sx={{ '& .RaFilterList-root, & .MuiList-root': { mb: 0 } }}>
      <Section title={translate('app.report.filters.presets')} icon={<StarBorderRounded />}>
        {PRESETS.map((preset) => (
          <Item
            key={preset.id}
            label={translate(`app.report.filters.${preset.id}`)}
            value={preset.value}
            testId={`preset-${preset.id}`}
          />
        ))}
      </Section>
      <SavedViews />
      <Section title={translate('app.report.filters.when')} icon={<AccessTimeRounded />}>
        <Item
          label={translate('app.report.filters.today')}
          value={{ from: today }}
          toggle={toggleDates}
          testId="preset-today"
        />
        <Item
          label={translate('app.report.filters.last_7_days')}
          value={{ from: daysAgo(6) }}
          toggle={toggleDates}
          testId="preset-7-days"
        />
        <Item
          label={translate('app.report.filters.last_30_days')}
          value={{ from: daysAgo(29) }}
          toggle={toggleDates}
          testId="preset-30-days"
        />
      </Section>
      <DateRange />
      <Section title={translate('app.report.filters.record_type')} icon={<CategoryOutlined />}>
        {TARGETS.map((type) => (
          <Item key={type} label={wording.target(type)} value={{ target_type: type }} testId={`target-${type}`} />
        ))}
      </Section>
      <Section title={translate('app.report.filters.source')} icon={<RouteOutlined />}>
        {SOURCES.map((source) => (
          <Item key={source} label={wording.source(source)} value={{ source }} testId={`source-${source}`} />
        ))}
      </Section>
      <EventTypeFilter />
    </Stack>
  );
}

function DateRange() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilters<AuditFilter>();
  const set = (key: 'from' | 'to', value: string) =>
    setFilters(value ? { ...filterValues, [key]: value } : without(filterValues, key), undefined, false);
  const field = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      margin="none"
      label={translate(`app.report.filters.${key}`)}
      value={(filterValues[key] ?? '').slice(0, 10)}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'data-testid': `filter-${key}`,
          max: key === 'from' ? (filterValues.to ?? undefined) : undefined,
        },
      }}
      fullWidth
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ px: 1 }}>
      {field('from')}
      {field('to')}
    </Stack>
  );
}

/** Actions (event types) from the catalogue, worded; several may be chosen. */
function EventTypeFilter() {
  const translate = useTranslate();
  const wording = useReportWording();
  const { filterValues, setFilters } = useListFilters<AuditFilter>();
  const { data = [] } = useGetList<EventTypeInfo>('event-types', { pagination: { page: 1, perPage: 1000 } });
  const options = data.map((entry) => entry.type).sort((a, b) => wording.action(a).localeCompare(wording.action(b)));
  const chosen = ([] as string[]).concat(filterValues.type ?? []);
  return (
    <Box sx={{ px: 1 }}>
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={chosen}
        onChange={(_event, value) =>
          setFilters(value.length ? { ...filterValues, type: value } : without(filterValues, 'type'), undefined, false)
        }
        getOptionLabel={(type) => wording.action(type)}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.report.filters.event_types')} margin="none" />
        )}
        data-testid="filter-type"
      />
    </Box>
  );
}

/**
 * Saved views, on react-admin's saved queries (useSavedQueries: the same store, per resource). Its
 * own list rather than <SavedQueriesList>, whose remove button has no accessible name.
 */
function SavedViews() {
  const translate = useTranslate();
  const list = useListFilters<AuditFilter>();
  const { resource, filterValues, setFilters, sort, perPage } = list;
  const [saved, setSaved] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(saved);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const current = JSON.stringify(filterValues);
  const hasFilters = Object.keys(filterValues).length > 0;
  const save = () => {
    // The list context types its displayed filters `any`; the saved query keeps them as react-admin's own dialog does.
    const shown = list.displayedFilters as SavedQuery['value']['displayedFilters'];
    setSaved([
      ...saved,
      { label: name.trim(), value: { filter: filterValues, sort, perPage, displayedFilters: shown } },
    ]);
    setNaming(false);
    setName('');
  };
  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1, mb: 0.5 }}>
        <BookmarkBorderRounded fontSize="small" />
        <Typography variant="overline" component="p" sx={{ flexGrow: 1 }}>
          {translate('ra.saved_queries.label')}
        </Typography>
      </Stack>
      <List dense disablePadding data-testid="saved-views">
        {queries.map((query) => (
          <ListItem
            key={query.label}
            disablePadding
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                aria-label={translate('ra.saved_queries.remove_label_with_name', { name: query.label })}
                onClick={() => setSaved(saved.filter((item) => item !== query))}
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton
              selected={JSON.stringify(query.value.filter) === current}
              onClick={() => setFilters(query.value.filter ?? {}, query.value.displayedFilters)}
            >
              <ListItemText primary={query.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {hasFilters ? (
        <Button size="small" onClick={() => setNaming(true)} data-testid="save-view" sx={{ ml: 0.5 }}>
          {translate('ra.saved_queries.new_label')}
        </Button>
      ) : (
        queries.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {translate('ra.saved_queries.help')}
          </Typography>
        )
      )}
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
        <DialogTitle id="save-view-title">{translate('ra.saved_queries.new_dialog_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('ra.saved_queries.query_name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && name.trim() && save()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!name.trim()} onClick={save}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
