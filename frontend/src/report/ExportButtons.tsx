import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { Alert, Box, Button, Card, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useEffect } from 'react';
import { useCreate, useGetOne, useNotify, useStore, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import type { AuditExport, AuditExportFormat, AuditFilter } from './reportTypes';
import { useListFilters } from '../components/useListFilters';

/** The exports this admin started, newest first (kept across pages and reloads; their links last a day). */
const useStartedExports = () => useStore<string[]>('report.exports', []);
const KEPT = 5;
const FOLLOW_EVERY_MS = 1000;

/**
 * Starts an export of the current filter (the whole filtered set, not the page) as a job on the
 * server: CSV for spreadsheets, NDJSON and Parquet in the CLI's formats for the data team. Not react-admin's
 * exporter, which would page the rows through the browser; the file itself never passes through
 * the page either (ExportJobs links to it).
 */
export function ExportButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListFilters<AuditFilter>();
  const [started, setStarted] = useStartedExports();
  const [create, { isPending }] = useCreate<AuditExport & { filter?: Record<string, unknown> }>();
  const start = (format: AuditExportFormat) =>
    create(
      'audit-exports',
      { data: { format, filter: filterValues } },
      {
        onSuccess: (job) => setStarted([job.id, ...started.filter((id) => id !== job.id)].slice(0, KEPT)),
        onError: () => notify('app.report.export.failed', { type: 'error' }),
      },
    );
  const button = (format: AuditExportFormat, icon: React.ReactNode, variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      onClick={() => void start(format)}
      disabled={isPending}
      startIcon={icon}
      data-testid={`export-${format}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`app.report.export.${format}`)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {button('csv', <FileDownloadOutlined />, 'contained')}
      {button('ndjson', <DataObjectRounded />, 'outlined')}
      {button('parquet', <ViewColumnOutlined />, 'outlined')}
    </Stack>
  );
}

/** The started exports: each one's progress while it runs, then its download link until it expires. */
export function ExportJobs() {
  const translate = useTranslate();
  const [started, setStarted] = useStartedExports();
  if (started.length === 0) return null;
  return (
    <Card component="section" aria-label={translate('app.report.export.title')} sx={{ p: 2 }} data-testid="export-jobs">
      <Stack spacing={1.5}>
        {started.map((id) => (
          <ExportJob key={id} id={id} onDismiss={() => setStarted(started.filter((other) => other !== id))} />
        ))}
      </Stack>
    </Card>
  );
}

function ExportJob({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const translate = useTranslate();
  const { number, date } = useFormatters();
  const { data: job, error } = useGetOne<AuditExport>(
    'audit-exports',
    { id },
    {
      refetchInterval: (query) =>
        ['done', 'failed', 'expired'].includes(query.state.data?.state ?? '') || query.state.error
          ? false
          : FOLLOW_EVERY_MS,
    },
  );
  // Another admin's export (a shared browser) is not this one's to follow.
  const gone = (error as { status?: number } | null)?.status === 404;
  useEffect(() => {
    if (gone) onDismiss();
  }, [gone]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it turns out to be gone
  const format = job?.format.toUpperCase() ?? '';
  const dismiss = (
    <IconButton size="small" onClick={onDismiss} aria-label={translate('app.report.export.dismiss')}>
      <CloseRounded fontSize="small" />
    </IconButton>
  );
  if (error || job?.state === 'failed' || job?.state === 'expired') {
    const message = job?.state === 'expired' ? 'app.report.export.expired' : 'app.report.export.failed';
    return (
      <Alert
        severity={job?.state === 'expired' ? 'info' : 'error'}
        action={dismiss}
        data-testid="export-job"
        data-state={job?.state ?? 'failed'}
      >
        {translate(message)}
      </Alert>
    );
  }
  if (!job) return <LinearProgress aria-label={translate('app.report.export.waiting')} />;
  const counts = { rows: number(job.rows), total: number(job.total ?? 0), smart_count: job.total ?? 0 };
  if (job.state === 'done' && job.url) {
    return (
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        alignItems={{ sm: 'center' }}
        data-testid="export-job"
        data-state="done"
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('app.report.export.ready', { format, ...counts })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.report.export.until', {
              date: date(job.expires_at!, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Typography>
        </Box>
        {/* A plain link: the browser downloads the file from the gateway itself, never holding it in the page. */}
        <Button
          variant="contained"
          href={job.url}
          download={job.file_name}
          startIcon={<FileDownloadOutlined />}
          data-testid="export-download"
        >
          {translate('app.report.export.download', { format })}
        </Button>
        {dismiss}
      </Stack>
    );
  }
  const percent = job.total ? Math.min(100, Math.round((job.rows / job.total) * 100)) : 0;
  const label =
    job.state === 'waiting'
      ? translate('app.report.export.waiting')
      : translate('app.report.export.progress', { format, ...counts });
  return (
    <Stack spacing={0.75} data-testid="export-job" data-state={job.state}>
      <Typography variant="body2" aria-live="polite">
        {label}
      </Typography>
      <LinearProgress
        variant={job.state === 'running' && job.total ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={label}
      />
    </Stack>
  );
}
