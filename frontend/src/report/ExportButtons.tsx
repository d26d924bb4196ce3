import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

type Format = 'csv' | 'ndjson';

/** Hands a downloaded file to the browser under the server's name. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The server's streamed exports of the current filter (the whole filtered set, not the page):
 * CSV for spreadsheets, NDJSON in the CLI's format for the data team. Not react-admin's exporter,
 * which would page the rows through the browser.
 */
export function ExportButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const [running, setRunning] = useState<Format | null>(null);
  const run = async (format: Format) => {
    setRunning(format);
    try {
      const { blob, filename } = await dataProvider.downloadAuditExport(format, filterValues);
      saveFile(blob, filename);
      notify('app.report.export.done', { type: 'success', messageArgs: { name: filename } });
    } catch (error) {
      console.warn('audit export failed', error);
      notify('app.report.export.failed', { type: 'error' });
    } finally {
      setRunning(null);
    }
  };
  const button = (format: Format, icon: React.ReactNode, variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      onClick={() => void run(format)}
      disabled={running !== null}
      startIcon={running === format ? <CircularProgress size={16} color="inherit" aria-hidden /> : icon}
      aria-busy={running === format}
      data-testid={`export-${format}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {running === format ? translate('app.report.export.running') : translate(`app.report.export.${format}`)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {button('csv', <FileDownloadOutlined />, 'contained')}
      {button('ndjson', <DataObjectRounded />, 'outlined')}
    </Stack>
  );
}
