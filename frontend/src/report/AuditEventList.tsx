import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  InputAdornment,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Datagrid, FunctionField, LinkBase, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { paths } from '../routes/paths';
import { ActiveFilters } from './ActiveFilters';
import { ActionCell, ActorCell, TargetCell, TimeCell } from './AuditCells';
import { AuditEventDrawer } from './AuditEventDrawer';
import { ChangeSummary } from './ChangeSummary';
import { ExportButtons, ExportJobs } from './ExportButtons';
import { ReportFilters } from './ReportFilters';
import type { AuditEvent, AuditFilter } from './reportTypes';
import { useReportWording } from './useReportWording';
import { useListFilters } from '../components/useListFilters';
import { usePersonName } from '../components/fullName';

// The chart library is its own chunk: the list paints first, the chart joins it.
const ActivityChart = lazy(() => import('./ActivityChart'));

/**
 * /report: every change to every record, newest first. A filter sidebar (presets, saved views,
 * dates, record type, source, actions), a search box, CSV, NDJSON and Parquet exports of the filter as jobs
 * (progress, then a signed download link), the activity chart over the list, and a drawer with the diff of the chosen event.
 */
export default function AuditEventList() {
  const translate = useTranslate();
  const [opened, setOpened] = useState<string | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <ListBase resource="audit-events" sort={{ field: 'at', order: 'DESC' }} perPage={25}>
      <Stack spacing={2.5} data-testid="report-page">
        <ReportToolbar />
        <ExportJobs />
        <ActiveFilters />
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <ActivityChart />
        </Suspense>
        <Grid container spacing={2.5} alignItems="flex-start">
          <Grid size={{ xs: 12, md: 4, lg: 3 }}>
            {narrow ? (
              <Accordion disableGutters data-testid="filters-accordion">
                <AccordionSummary
                  expandIcon={<FilterListRounded />}
                  aria-controls="report-filters-panel"
                  id="report-filters-header"
                >
                  <Typography sx={{ fontWeight: 600 }}>{translate('app.report.filters.title')}</Typography>
                </AccordionSummary>
                <AccordionDetails id="report-filters-panel">
                  <ReportFilters />
                </AccordionDetails>
              </Accordion>
            ) : (
              <Card component="aside" aria-label={translate('app.report.filters.title')} sx={{ py: 1.5, px: 1 }}>
                <ReportFilters />
              </Card>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 8, lg: 9 }}>
            <Card>{narrow ? <AuditEventCards onOpen={setOpened} /> : <AuditEventTable onOpen={setOpened} />}</Card>
          </Grid>
        </Grid>
      </Stack>
      <AuditEventDrawer id={opened} onClose={() => setOpened(null)} onOpen={setOpened} />
    </ListBase>
  );
}

/** The search box (q: names and changed values), the exports and the catalogue. */
function ReportToolbar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilters<AuditFilter>();
  const listQ = filterValues.q ?? '';
  const [q, setQ] = useState(listQ);
  // The search changed from outside (a chip cleared, a saved view): the box shows it (React's "adjust state on a prop change").
  const [shownQ, setShownQ] = useState(listQ);
  if (listQ !== shownQ) {
    setShownQ(listQ);
    setQ(listQ);
  }
  useEffect(() => {
    const timer = setTimeout(() => {
      const wanted = q.trim();
      if ((filterValues.q ?? '') === wanted) return;
      const { q: _q, ...rest } = filterValues;
      setFilters(wanted ? { ...rest, q: wanted } : rest, undefined, false);
    }, 400);
    return () => clearTimeout(timer);
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps -- only typing starts a search
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, maxWidth: { md: 420 } }}>
        {translate('app.report.intro')}
      </Typography>
      <TextField
        size="small"
        margin="none"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        label={translate('app.report.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'data-testid': 'report-search' },
        }}
        sx={{ width: { xs: '100%', md: 320 } }}
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <ExportButtons />
        <Button
          component={LinkBase}
          to={paths.eventCatalogue}
          variant="text"
          startIcon={<MenuBookOutlined />}
          data-testid="catalogue-link"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.report.catalogue.open')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Loading, failure, an empty log or an empty filter: the list's states. */
function ListState({ children }: { children: React.ReactNode }) {
  const translate = useTranslate();
  const { isPending, error, data, filterValues, refetch } = useListFilters<AuditFilter, AuditEvent>();
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" data-testid="report-loading">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <EmptyState
        icon={<HistoryEduOutlined fontSize="large" />}
        title={translate('app.report.load_failed')}
        action={
          <Button variant="contained" onClick={() => void refetch()}>
            {translate('app.report.retry')}
          </Button>
        }
      />
    );
  }
  if (!data?.length) {
    const filtered = Object.keys(filterValues).length > 0;
    return filtered ? (
      <EmptyState
        icon={<ManageSearchRounded fontSize="large" />}
        title={translate('app.report.no_results_title')}
        body={translate('app.report.no_results_body')}
      />
    ) : (
      <EmptyState
        icon={<HistoryEduOutlined fontSize="large" />}
        title={translate('app.report.empty_title')}
        body={translate('app.report.empty_body')}
      />
    );
  }
  return (
    <>
      {children}
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </>
  );
}

/** A row's "Show the changes", named by its row (what, which record, when), so each of a page's 25 is told apart. */
function useOpenEventLabel() {
  const translate = useTranslate();
  const wording = useReportWording();
  const { date } = useFormatters();
  const personName = usePersonName();
  return (event: AuditEvent) =>
    translate('app.report.open_event_of', {
      action: wording.action(event.action),
      record: event.target.name ? personName(event.target.name) : translate('app.report.unnamed'),
      when: date(event.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    });
}

function OpenButton({ event, onOpen }: { event: AuditEvent; onOpen: (id: string) => void }) {
  const label = useOpenEventLabel();
  return (
    <IconButton
      size="small"
      aria-label={label(event)}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(event.id);
      }}
      data-testid="open-event"
    >
      <ChevronRightRounded />
    </IconButton>
  );
}

function AuditEventTable({ onOpen }: { onOpen: (id: string) => void }) {
  return (
    <ListState>
      <Box sx={{ overflowX: 'auto' }}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => {
            onOpen(String(id));
            return false;
          }}
          data-testid="audit-events-table"
          sx={{
            '& .RaDatagrid-rowCell': { verticalAlign: 'top', py: 1.25 },
            '& .RaDatagrid-row': { cursor: 'pointer' },
          }}
        >
          <FunctionField<AuditEvent>
            source="at"
            label="resources.audit-events.fields.at"
            render={(event) => <TimeCell at={event.at} />}
          />
          <FunctionField<AuditEvent>
            source="actor"
            sortable={false}
            label="resources.audit-events.fields.actor"
            render={(event) => <ActorCell event={event} />}
          />
          <FunctionField<AuditEvent>
            source="action"
            sortable={false}
            label="resources.audit-events.fields.action"
            render={(event) => <ActionCell event={event} />}
          />
          <FunctionField<AuditEvent>
            source="target"
            sortable={false}
            label="resources.audit-events.fields.target"
            render={(event) => <TargetCell event={event} />}
          />
          <FunctionField<AuditEvent>
            source="changes"
            sortable={false}
            label="resources.audit-events.fields.changes"
            render={(event) => <ChangeSummary changes={event.changes} />}
          />
          <FunctionField<AuditEvent>
            source="id"
            sortable={false}
            label=""
            render={(event) => <OpenButton event={event} onOpen={onOpen} />}
          />
        </Datagrid>
      </Box>
    </ListState>
  );
}

/** Phones: one card per event, opening the same drawer. */
function AuditEventCards({ onOpen }: { onOpen: (id: string) => void }) {
  const translate = useTranslate();
  const label = useOpenEventLabel();
  const { data = [] } = useListContext<AuditEvent>();
  return (
    <ListState>
      <Stack component="ul" sx={{ m: 0, p: 0 }} data-testid="audit-events-cards">
        {data.map((event) => (
          <Box
            component="li"
            key={event.id}
            sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}
            data-testid="audit-event-card"
          >
            <CardContent>
              <Stack spacing={1.25}>
                <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
                  <ActionCell event={event} />
                  <TimeCell at={event.at} />
                </Stack>
                <ActorCell event={event} />
                <TargetCell event={event} />
                <ChangeSummary changes={event.changes} />
                <Button
                  size="small"
                  variant="outlined"
                  endIcon={<ChevronRightRounded />}
                  onClick={() => onOpen(event.id)}
                  aria-label={label(event)}
                  sx={{ alignSelf: 'flex-start' }}
                  data-testid="open-event"
                >
                  {translate('app.report.open_event')}
                </Button>
              </Stack>
            </CardContent>
          </Box>
        ))}
      </Stack>
    </ListState>
  );
}
