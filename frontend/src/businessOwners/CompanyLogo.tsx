import BusinessRounded from '@mui/icons-material/BusinessRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { Avatar, Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { MAX_FILE_SIZE, mediaMessages } from '../providers/hiringDomain';
import { shownErrorOf } from '../providers/apiErrors';
import type { CompanyProfile } from './BusinessOwnerEdit';

const POLL_MS = 1000;
const POLL_LIMIT = 60;
export const LOGO_BOX = 112;

/** The hiring chunk words the media messages itself (the profile's wording is not loaded here). */
const mediaKeyOf = (text: string | null | undefined) =>
  Object.entries(mediaMessages).find(([, english]) => english === text)?.[0];
const LOGO_MESSAGES = 'app.hiring.company.logo_messages';

/**
 * The company logo on the owner's My Profile, with its upload and remove buttons (images only, at
 * most 10 MB). A chosen image shows at once as a preview while the worker processes it; the
 * processed logo replaces it once `GET /business-owners/{id}` says it is ready.
 */
export function CompanyLogo({
  company,
  name,
  refetch,
}: {
  company: CompanyProfile;
  name: string;
  refetch: () => Promise<{ data?: CompanyProfile }>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fail = (error: unknown) => {
    const code = (error as { body?: { error?: { message_code?: string } } })?.body?.error?.message_code;
    const media = code?.startsWith('media.') ? code.slice('media.'.length) : undefined;
    const { message } = shownErrorOf(error);
    notify(media ? translate(`${LOGO_MESSAGES}.${media}`, { _: message }) : translate(message, { _: message }), {
      type: 'error',
    });
  };

  const waitForProcessing = async () => {
    for (let i = 0; i < POLL_LIMIT && live.current; i++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { data } = await refetch();
      if (data && data.logo_status !== 'processing') return;
    }
  };

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return notify(`${LOGO_MESSAGES}.notAnImage`, { type: 'error' });
    if (file.size > MAX_FILE_SIZE) return notify(`${LOGO_MESSAGES}.tooLarge`, { type: 'error' });
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      await update(
        'business-owners',
        { id: company.id, data: { file }, previousData: company, meta: { action: 'logo' } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.hiring.company_messages.logoUploaded', { type: 'info' });
      await waitForProcessing();
    } catch (error) {
      fail(error);
    } finally {
      if (live.current) {
        setBusy(false);
        setPreview(null);
      }
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await update(
        'business-owners',
        { id: company.id, data: {}, previousData: company, meta: { action: 'remove-logo' } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.hiring.company_messages.logoRemoved', { type: 'success' });
      await refetch();
    } catch (error) {
      fail(error);
    } finally {
      if (live.current) setBusy(false);
    }
  };

  const processing = busy || company.logo_status === 'processing';
  const src = preview ?? company.logo ?? undefined;
  const failedKey =
    company.logo_status === 'failed' && !busy ? (mediaKeyOf(company.logo_error) ?? 'processingFailed') : undefined;
  const buttonSx = {
    position: 'absolute',
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 2,
    borderColor: 'divider',
    boxShadow: 1,
    '&:hover': { bgcolor: 'grey.100' },
  } as const;

  return (
    <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Box sx={{ position: 'relative', width: LOGO_BOX, height: LOGO_BOX }} data-testid="company-logo-widget">
        <Avatar
          src={src}
          alt={name}
          variant="rounded"
          sx={{
            width: LOGO_BOX,
            height: LOGO_BOX,
            border: 4,
            borderColor: 'background.paper',
            boxShadow: 2,
            fontSize: 40,
            fontWeight: 700,
            bgcolor: src ? 'background.paper' : 'primary.main',
            color: 'primary.contrastText',
            '& img': { objectFit: 'contain', p: 0.75 },
          }}
          data-testid="company-logo"
          data-src={company.logo ?? ''}
          data-status={company.logo_status ?? ''}
          data-preview={preview ? 'true' : undefined}
        >
          {name.trim().charAt(0).toUpperCase() || <BusinessRounded fontSize="large" />}
        </Avatar>
        {processing && (
          <Box
            sx={{
              position: 'absolute',
              inset: 4,
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0,0,0,0.35)',
            }}
            data-testid="company-logo-processing"
          >
            <CircularProgress
              size={32}
              sx={{ color: '#fff' }}
              aria-label={translate('app.hiring.company.logo.processing')}
            />
          </Box>
        )}
        <Tooltip title={translate(company.logo ? 'app.hiring.company.logo.change' : 'app.hiring.company.logo.upload')}>
          <IconButton
            onClick={() => input.current?.click()}
            aria-label={translate(company.logo ? 'app.hiring.company.logo.change' : 'app.hiring.company.logo.upload')}
            data-testid="company-logo-upload"
            disabled={busy}
            size="small"
            sx={{
              ...buttonSx,
              right: -6,
              bottom: -6,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'background.paper',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <PhotoCameraRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        {company.logo && (
          <Tooltip title={translate('app.hiring.company.logo.remove')}>
            <IconButton
              onClick={() => void remove()}
              aria-label={translate('app.hiring.company.logo.remove')}
              data-testid="company-logo-remove"
              disabled={busy}
              size="small"
              sx={{ ...buttonSx, right: -6, top: -6 }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <input
          ref={input}
          hidden
          type="file"
          accept="image/*"
          data-testid="company-logo-input"
          aria-label={translate('app.hiring.company.logo.upload')}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </Box>
      {failedKey && (
        <Typography
          variant="caption"
          color="error"
          role="alert"
          sx={{ mt: 1, maxWidth: 200, textAlign: 'center' }}
          data-testid="company-logo-failed"
        >
          {translate(`${LOGO_MESSAGES}.${failedKey}`, { _: company.logo_error ?? '' })}
        </Typography>
      )}
    </Box>
  );
}
