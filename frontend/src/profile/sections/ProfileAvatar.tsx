import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { Alert, Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { UserAvatar } from '../../layout/UserAvatar';
import { profileApi, profileMessageKey } from '../profileApi';
import { MAX_FILE_SIZE, mediaMessages } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useMessage } from '../dialogs/useMessage';

const POLL_MS = 1000;
const POLL_LIMIT = 60;
const SIZE = 128;

/**
 * The header avatar. In edit mode it has an upload button (images only, at most 10 MB): the
 * chosen image shows at once as a preview while the worker processes it, then the processed one.
 */
export function ProfileAvatar({ name }: { name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const message = useMessage();
  const { profile, editing, owner, reload } = useProfileContext();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const waitForProcessing = async () => {
    for (let i = 0; i < POLL_LIMIT && live.current; i++) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const next = (await reload()) as { avatar_status?: string } | null;
      if (next && (next.avatar_status === 'ready' || next.avatar_status === 'failed')) break;
    }
  };

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return notify(profileMessageKey(mediaMessages.notAnImage, ''), { type: 'error' });
    if (file.size > MAX_FILE_SIZE) return notify(profileMessageKey(mediaMessages.tooLarge, ''), { type: 'error' });
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const result = await profileApi.uploadAvatar(profile.id, file, file.name);
      notify(profileMessageKey(result.message, 'app.profile.messages.profileImageUpdated'), { type: 'success' });
      await waitForProcessing();
    } catch (error) {
      const key = error instanceof Error && 'serverMessage' in error ? profileMessageKey((error as { serverMessage?: string }).serverMessage, 'app.profile.messages.profileUpdateFailed') : 'app.profile.messages.profileUpdateFailed';
      notify(key, { type: 'error' });
    } finally {
      if (live.current) {
        setBusy(false);
        setPreview(null);
      }
    }
  };

  const processing = busy || profile.avatar_status === 'processing';
  const src = preview ?? profile.avatar ?? undefined;

  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
      <Box sx={{ borderRadius: '50%', p: 0.5, bgcolor: 'background.paper', boxShadow: 3 }}>
        <UserAvatar name={name} src={src} size={SIZE - 8} sx={{ fontSize: 40, '& img': { objectFit: 'cover' } }} />
      </Box>
      <Box data-testid="avatar-image" data-src={profile.avatar ?? ''} data-status={profile.avatar_status} sx={{ display: 'none' }} />
      {processing && (
        <Box sx={{ position: 'absolute', inset: 4, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.35)' }} data-testid="avatar-processing">
          <CircularProgress size={36} sx={{ color: '#fff' }} aria-label={translate('app.profile.avatar.processing')} />
        </Box>
      )}
      {owner && editing && (
        <>
          <Tooltip title={translate('app.profile.avatar.upload')}>
            <IconButton
              onClick={() => input.current?.click()}
              aria-label={translate('app.profile.avatar.upload')}
              data-testid="avatar-upload"
              data-owner-control
              disabled={busy}
              sx={{ position: 'absolute', right: 2, bottom: 2, bgcolor: 'primary.main', color: 'primary.contrastText', border: 3, borderColor: 'background.paper', '&:hover': { bgcolor: 'primary.dark' } }}
              size="small"
            >
              <PhotoCameraRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <input ref={input} hidden type="file" accept="image/*" data-testid="avatar-input" onChange={(e) => void upload(e.target.files?.[0])} />
        </>
      )}
      {owner && profile.avatar_status === 'failed' && !busy && (
        <Alert severity="error" sx={{ position: 'absolute', top: SIZE + 8, left: 0, width: 260, zIndex: 1 }} data-testid="avatar-failed">
          {message(profile.avatar_error ?? mediaMessages.processingFailed)}
        </Alert>
      )}
    </Box>
  );
}
