import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCreate, useDataProvider, useGetOne, useNotify, useStore, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { shownErrorOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DataExport } from '../providers/resources/personalData';
import { getUserId } from '../providers/session';

const FOLLOW_EVERY_MS = 1000;
const FINISHED = ['done', 'failed', 'expired'];

/**
 * "Download my data": asks for the archive, follows the worker's progress, then downloads it. The
 * export's id is remembered on this browser, so the person can come back when the mail says it is ready.
 */
export function DataExportCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { date } = useFormatters();
  const [exportId, setExportId] = useStore<string | null>(`account.dataExport.${getUserId()}`, null);
  const [create, { isPending: starting }] = useCreate<{ id: string }>();
  const [downloading, setDownloading] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: job, error } = useGetOne<DataExport>(
    'data-exports',
    { id: exportId ?? '' },
    {
      enabled: Boolean(exportId),
      refetchInterval: (query) =>
        FINISHED.includes(query.state.data?.state ?? '') || query.state.error ? false : FOLLOW_EVERY_MS,
    },
  );
  // Gone (a day later, or never this person's): offer a new one.
  const gone = (error as { status?: number } | null)?.status === 404;
  useEffect(() => {
    if (gone) setExportId(null);
  }, [gone, setExportId]);

  const start = () =>
    void create(
      'data-exports',
      { data: {} },
      {
        onSuccess: (record) => setExportId(record.id),
        onError: (e) => notify(shownErrorOf(e).message, { type: 'error' }),
      },
    );
  const download = async () => {
    setDownloading(true);
    try {
      await dataProvider.downloadDataArchive(exportId!);
    } catch (e) {
      notify(shownErrorOf(e).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const running = exportId && job && !FINISHED.includes(job.state);
  const percent = job?.total ? Math.min(100, Math.round((job.scanned / job.total) * 100)) : 0;
  const startButton = (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={start}
      loading={starting}
      data-testid="data-export-start"
    >
      {translate('app.account.data.start')}
    </Button>
  );
  return (
    <Card data-testid="data-export">
      <CardHeader title={translate('app.account.data.title')} subheader={translate('app.account.data.hint')} />
      <CardContent sx={{ pt: 1 }}>
        {!exportId || !job ? (
          exportId && !error ? (
            <LinearProgress aria-label={translate('app.account.data.waiting')} />
          ) : (
            startButton
          )
        ) : running ? (
          <Stack spacing={0.75} data-testid="data-export-progress">
            <Typography variant="body2" aria-live="polite">
              {translate('app.account.data.preparing', { percent })}
            </Typography>
            <LinearProgress
              variant={job.total ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label={translate('app.account.data.preparing', { percent })}
            />
          </Stack>
        ) : job.state === 'done' ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems={{ sm: 'center' }}
            data-testid="data-export-ready"
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="body2" fontWeight={600}>
                {translate('app.account.data.ready')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('app.account.data.until', {
                  date: date(job.expires_at!, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Typography>
            </Box>
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              onClick={() => void download()}
              loading={downloading}
              data-testid="data-export-download"
            >
              {translate('app.account.data.download')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} alignItems="flex-start">
            <Alert severity={job.state === 'expired' ? 'info' : 'error'}>
              {translate(`app.account.data.${job.state}`)}
            </Alert>
            {startButton}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
