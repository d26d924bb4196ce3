import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  InputLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES, isLocale } from '../i18n/locales';
import { shownErrorOf } from '../providers/apiErrors';
import type { DocumentAnswer, DocumentMeta } from '../providers/resources/documents';
import type { DocumentTarget } from './DocumentButton';

const PAPER_KEY = 'dth_document_paper';
const POLL_MS = 700;
/** A pack not ready by then is told as slow (the worker may be down); asking again picks up the same job. */
const GIVE_UP_MS = 90_000;

/** The reader's paper, remembered from their last download (A4 until they choose). */
function rememberedPaper(): DocumentMeta['paper'] {
  try {
    return window.localStorage.getItem(PAPER_KEY) === 'letter' ? 'letter' : 'a4';
  } catch {
    return 'a4';
  }
}
function rememberPaper(paper: DocumentMeta['paper']) {
  try {
    window.localStorage.setItem(PAPER_KEY, paper);
  } catch {
    // private mode: A4 next time
  }
}

export default function DocumentAction({ kind, path, grant, at, rowOf, shared, size = 'medium' }: DocumentTarget) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = rowOf
    ? translate('app.documents.cv_of', { name: rowOf })
    : translate(shared ? 'app.documents.download_pdf' : `app.documents.download.${kind}`);
  return (
    <>
      {rowOf ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} data-testid="document-open">
            <PictureAsPdfOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          size={size}
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => setOpen(true)}
          data-testid={`document-open-${kind}`}
          sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
        >
          {label}
        </Button>
      )}
      {open && <DocumentDialog kind={kind} path={path} grant={grant} at={at} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Paper and language, then the download: at once for a CV, with the worker's progress for a pack. */
function DocumentDialog({
  kind,
  path,
  grant,
  at,
  onClose,
}: Pick<DocumentTarget, 'kind' | 'path' | 'grant' | 'at'> & { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [uiLocale] = useLocaleState();
  const [paper, setPaper] = useState<DocumentMeta['paper']>(rememberedPaper);
  const [locale, setLocale] = useState(isLocale(uiLocale) ? uiLocale : 'en');
  const [progress, setProgress] = useState<{ parts: number; total: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelled = useRef(false);
  const titleId = useId();
  const languageId = useId();
  useEffect(() => () => void (cancelled.current = true), []);

  const download = async () => {
    rememberPaper(paper);
    setError(null);
    setProgress({ parts: 0, total: null });
    const started = Date.now();
    try {
      for (;;) {
        const { data } = await dataProvider.getOne<DocumentAnswer>('documents', {
          id: path,
          meta: { paper, locale, at: at?.position, grant } satisfies DocumentMeta,
        });
        if (cancelled.current) return;
        if (data.state === 'ready') {
          const { saveDocument } = await import('../providers/resources/documents');
          saveDocument(data.blob, data.file_name);
          notify('app.documents.saved', { type: 'success' });
          onClose();
          return;
        }
        setProgress({ parts: data.parts, total: data.total });
        if (Date.now() - started > GIVE_UP_MS) {
          setProgress(null);
          setError('app.documents.too_slow');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (cancelled.current) return;
      }
    } catch (failure) {
      if (cancelled.current) return;
      setProgress(null);
      setError(shownErrorOf(failure).message);
    }
  };

  const working = progress !== null;
  // Closing stops the polling; a pack already asked for is still made, and the next ask finds it.
  const close = () => {
    cancelled.current = true;
    onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="document-dialog">
      <DialogTitle id={titleId}>{translate(`app.documents.dialog_title.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{translate(`app.documents.dialog_intro.${kind}`)}</DialogContentText>
          {at && <Alert severity="info">{translate('app.documents.as_of', { moment: at.label })}</Alert>}
          <FormControl disabled={working}>
            <FormLabel id={`${titleId}-paper`}>{translate('app.documents.paper')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-paper`}
              value={paper}
              onChange={(event) => setPaper(event.target.value === 'letter' ? 'letter' : 'a4')}
            >
              <FormControlLabel
                value="a4"
                control={<Radio />}
                label={translate('app.documents.paper_a4')}
                data-testid="document-paper-a4"
              />
              <FormControlLabel
                value="letter"
                control={<Radio />}
                label={translate('app.documents.paper_letter')}
                data-testid="document-paper-letter"
              />
            </RadioGroup>
          </FormControl>
          <FormControl fullWidth disabled={working}>
            <InputLabel id={languageId}>{translate('app.documents.language')}</InputLabel>
            <Select
              labelId={languageId}
              label={translate('app.documents.language')}
              value={locale}
              onChange={(event) => setLocale(event.target.value)}
              data-testid="document-locale"
            >
              {LOCALES.map((l) => (
                <MenuItem key={l.locale} value={l.locale} lang={l.locale} data-testid={`document-locale-${l.locale}`}>
                  {l.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {working && (
            <Stack spacing={1} role="status" data-testid="document-progress">
              <Typography variant="body2">{translate('app.documents.making')}</Typography>
              <LinearProgress
                aria-label={translate('app.documents.making')}
                variant={progress.total ? 'determinate' : 'indeterminate'}
                value={progress.total ? (100 * progress.parts) / progress.total : undefined}
              />
              {progress.total !== null && (
                <Typography variant="caption" color="text.secondary">
                  {translate('app.documents.progress', { parts: progress.parts, total: progress.total })}
                </Typography>
              )}
            </Stack>
          )}
          {error && (
            <Alert severity="error" data-testid="document-error">
              {translate(error, { _: error })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.documents.cancel')}</Button>
        <Button variant="contained" onClick={() => void download()} disabled={working} data-testid="document-download">
          {translate('app.documents.download_button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
