import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { Alert, Box, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useNotify, useTranslate, useUpdate } from 'react-admin';
import { UserAvatar } from '../../components/UserAvatar';
import { useDomainMessage } from '../../forms/useDomainMessage';
import { failureKeyOf } from '../../providers/apiErrors';
import { cacheProfile, getCachedProfile, getUserId } from '../../providers/session';
import { MAX_FILE_SIZE, mediaMessages } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { FAILED_KEY } from '../useSectionWrite';

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
  const message = useDomainMessage();
  const [update] = useUpdate();
  const { profile, editing, owner, reload } = useProfileContext();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // The top bar's avatar chip reads the signed-in user's picture from the session: keep it the profile's.
  const { refetch: refetchIdentity } = useGetIdentity();
  useEffect(() => {
    if (!owner || profile.id !== getUserId()) return;
    const cached = getCachedProfile<{ avatar?: string | null }>();
    if ((cached?.avatar ?? null) === (profile.avatar ?? null)) return;
    cacheProfile({ ...cached, avatar: profile.avatar ?? null });
    void refetchIdentity();
  }, [owner, profile.id, profile.avatar, refetchIdentity]);

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
    if (!file.type.startsWith('image/')) return notify('app.profile.media_messages.notAnImage', { type: 'error' });
    if (file.size > MAX_FILE_SIZE) return notify('app.profile.media_messages.tooLarge', { type: 'error' });
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      await update(
        'specialists',
        { id: profile.id, data: { file }, previousData: profile, meta: { section: 'avatar' } },
        { returnPromise: true },
      );
      notify('app.profile.messages.profileImageUpdated', { type: 'success' });
      await waitForProcessing();
    } catch (error) {
      // The server's reason (413 too large, 415 not an image) when the UI words it.
      notify(failureKeyOf(error) ?? FAILED_KEY, { type: 'error' });
    } finally {
      if (live.current) {
        setBusy(false);
        setPreview(null);
      }
    }
  };

  // The overlay is the uploader's, while they edit; a reader (a visitor, the admin's history at a moment) sees
  // the picture or the initials, never a spinner that nothing they do will end.
  const processing = busy || (editing && profile.avatar_status === 'processing');
  const src = preview ?? profile.avatar ?? undefined;

  return (
    <Stack alignItems="center" sx={{ flexShrink: 0 }}>
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE }}>
        <Box sx={{ borderRadius: '50%', p: 0.5, bgcolor: 'background.paper', boxShadow: 3 }}>
          <UserAvatar name={name} src={src} size={SIZE - 8} sx={{ fontSize: 40, '& img': { objectFit: 'cover' } }} />
        </Box>
        <Box
          data-testid="avatar-image"
          data-src={profile.avatar ?? ''}
          data-status={profile.avatar_status}
          sx={{ display: 'none' }}
        />
        {processing && (
          <Box
            sx={{
              position: 'absolute',
              inset: 4,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0,0,0,0.35)',
            }}
            data-testid="avatar-processing"
          >
            <CircularProgress
              size={36}
              sx={{ color: '#fff' }}
              aria-label={translate('app.profile.avatar.processing')}
            />
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
                sx={{
                  position: 'absolute',
                  right: 2,
                  bottom: 2,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  border: 3,
                  borderColor: 'background.paper',
                  '&:hover': { bgcolor: 'primary.dark' },
                }}
                size="small"
              >
                <PhotoCameraRounded fontSize="small" />
              </IconButton>
            </Tooltip>
            <input
              ref={input}
              hidden
              type="file"
              accept="image/*"
              data-testid="avatar-input"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </>
        )}
      </Box>
      {/* In the flow below the picture, never over the name and title beside it. */}
      {owner && profile.avatar_status === 'failed' && !busy && (
        <Alert
          severity="error"
          sx={{ mt: 1, width: SIZE + 48, py: 0, '& .MuiAlert-message': { fontSize: 13 } }}
          data-testid="avatar-failed"
        >
          {message(profile.avatar_error ?? mediaMessages.processingFailed)}
        </Alert>
      )}
    </Stack>
  );
}
