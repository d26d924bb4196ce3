import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  Chip,
  InputAdornment,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { paths } from '../routes/paths';
import type { EventTypeInfo } from './reportTypes';
import { NotRevertible } from './RevertChange';
import { useReportWording } from './useReportWording';

/**
 * /report/event-catalogue, for the data team: every event type with its version, fields and
 * types, an example and the read models that use it, as the API generates it from the domain.
 */
export default function EventCataloguePage() {
  const translate = useTranslate();
  const wording = useReportWording();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [aggregate, setAggregate] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: all = [] } = useGetList<EventTypeInfo>('event-types', { pagination: { page: 1, perPage: 1000 } });
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<EventTypeInfo>('event-types', { filter: { q, aggregate }, pagination: { page: 1, perPage: 1000 } });
  const aggregates = useMemo(() => [...new Set(all.map((entry) => entry.aggregate))].sort(), [all]);
  const groups = useMemo(() => {
    const byAggregate = new Map<string, EventTypeInfo[]>();
    for (const entry of data) byAggregate.set(entry.aggregate, [...(byAggregate.get(entry.aggregate) ?? []), entry]);
    return [...byAggregate.entries()];
  }, [data]);
  return (
    <Stack spacing={2.5} data-testid="event-catalogue">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, maxWidth: { md: 560 } }}>
          {translate('app.report.catalogue.intro')}
        </Typography>
        <TextField
          size="small"
          margin="none"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={translate('app.report.catalogue.search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'catalogue-search' },
          }}
          sx={{ width: { xs: '100%', md: 300 } }}
        />
        <TextField
          select
          size="small"
          margin="none"
          label={translate('app.report.catalogue.record_type')}
          value={aggregate}
          onChange={(event) => setAggregate(event.target.value)}
          sx={{ width: { xs: '100%', md: 220 } }}
        >
          <MenuItem value="">{translate('app.report.catalogue.all')}</MenuItem>
          {aggregates.map((name) => (
            <MenuItem key={name} value={name}>
              {wording.target(name)}
            </MenuItem>
          ))}
        </TextField>
        <Button component={LinkBase} to={paths.report} startIcon={<ArrowBackRounded />} sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.report.catalogue.back')}
        </Button>
      </Stack>
      {isPending ? (
        <Stack spacing={1.5} aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : error ? (
        <Card>
          <EmptyState
            icon={<MenuBookOutlined fontSize="large" />}
            title={translate('app.report.catalogue.failed')}
            action={
              <Button variant="contained" onClick={() => void refetch()}>
                {translate('app.report.retry')}
              </Button>
            }
          />
        </Card>
      ) : !data.length ? (
        <Card>
          <EmptyState icon={<MenuBookOutlined fontSize="large" />} title={translate('app.report.catalogue.empty')} />
        </Card>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="catalogue-count">
            {translate('app.report.catalogue.count', { smart_count: data.length })}
          </Typography>
          {groups.map(([name, entries]) => (
            <Box component="section" key={name} aria-labelledby={`aggregate-${name}`}>
              <Typography id={`aggregate-${name}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {wording.target(name)}{' '}
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', color: 'text.secondary' }}>
                  {name}
                </Box>
              </Typography>
              {entries.map((entry) => (
                <EventTypeEntry key={entry.id} entry={entry} />
              ))}
            </Box>
          ))}
        </>
      )}
    </Stack>
  );
}

function EventTypeEntry({ entry }: { entry: EventTypeInfo }) {
  const translate = useTranslate();
  const wording = useReportWording();
  const summaryId = `event-type-${entry.type}`;
  return (
    <Accordion
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="event-type"
      data-type={entry.type}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />} id={summaryId} aria-controls={`${summaryId}-details`}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 1.5 }}
          alignItems={{ sm: 'center' }}
          sx={{ minWidth: 0, flexGrow: 1 }}
        >
          <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-word' }}>
            {entry.type}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {wording.action(entry.type)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={translate('app.report.catalogue.version', { version: entry.version })} />
            <Chip
              size="small"
              variant="outlined"
              label={`${translate('app.report.catalogue.fields')}: ${entry.fields.length}`}
            />
            {entry.revertible && (
              <Chip
                size="small"
                variant="outlined"
                label={translate('app.report.revert.revertible_chip')}
                data-testid="revertible-chip"
              />
            )}
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-details`}>
        <Stack spacing={2.5}>
          {entry.description && (
            <Typography variant="body2" color="text.secondary" data-testid="event-description">
              {entry.description}
            </Typography>
          )}
          {entry.notRevertible && <NotRevertible why={entry.notRevertible} />}
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              {translate('app.report.catalogue.fields')}
            </Typography>
            {entry.fields.length ? (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={`${entry.type} — ${translate('app.report.catalogue.fields')}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.report.catalogue.field')}</TableCell>
                      <TableCell>{translate('app.report.catalogue.type')}</TableCell>
                      <TableCell>{translate('app.report.catalogue.required')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {entry.fields.map((field) => (
                      <TableRow key={field.name} data-testid="event-field">
                        <TableCell sx={{ fontFamily: 'monospace' }}>{field.name}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace' }}>{field.type}</TableCell>
                        <TableCell>
                          {field.optional
                            ? translate('app.report.catalogue.optional')
                            : translate('app.report.catalogue.required')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.report.catalogue.no_fields')}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              {translate('app.report.catalogue.example')}
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              aria-label={`${entry.type} — ${translate('app.report.catalogue.example')}`}
              sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: '0.8rem' }}
            >
              {JSON.stringify(entry.example, null, 2)}
            </Box>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              {translate('app.report.catalogue.projections')}
            </Typography>
            {entry.projections.length ? (
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {entry.projections.map((projection) => (
                  <Chip key={projection} size="small" color="primary" variant="outlined" label={projection} />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.report.catalogue.none')}
              </Typography>
            )}
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
