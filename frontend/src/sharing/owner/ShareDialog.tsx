import AddLinkRounded from '@mui/icons-material/AddLinkRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import type { ShareTarget } from '../ShareButton';
import type { ShareLinkRecord } from '../sharingTypes';
import { ShareLinkForm } from './ShareLinkForm';
import { ShareLinkRow } from './ShareLinkRow';

/**
 * The owner's share dialog for one target: its links (status, views, last opened, mode; copy,
 * extend, revoke, access log) and a form for a new one. Full screen on a phone.
 */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const {
    data: links,
    total,
    isPending,
    error,
  } = useGetList<ShareLinkRecord>(
    'share-links',
    {
      filter: { target_type: target.targetType, target_id: target.targetId },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
    },
    { retry: false },
  );
  const [tab, setTab] = useState<'links' | 'new' | null>(null);
  const [created, setCreated] = useState<ShareLinkRecord | null>(null);
  // The link just made shows at once and marked new, even before the list's refetch brings it.
  const shownLinks = created && links && !links.some((link) => link.id === created.id) ? [created, ...links] : links;
  const shown = tab ?? (!isPending && (links?.length ?? 0) === 0 && !error ? 'new' : 'links');
  const titleId = 'share-dialog-title';
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="share-dialog"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate('app.sharing.dialog.title', { name: target.targetName })}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {translate(`app.sharing.dialog.subtitle.${target.targetType}`)}
        </Typography>
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={translate('app.sharing.dialog.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
        data-testid="share-close"
      >
        <CloseRounded />
      </IconButton>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={shown}
          onChange={(_, next: 'links' | 'new') => setTab(next)}
          aria-label={translate('app.sharing.dialog.tabs_label')}
        >
          <Tab
            value="links"
            icon={<LinkRounded />}
            iconPosition="start"
            label={
              total
                ? translate('app.sharing.dialog.links_count', { count: total })
                : translate('app.sharing.dialog.links')
            }
            data-testid="share-tab-links"
            sx={{ minHeight: 52 }}
          />
          <Tab
            value="new"
            icon={<AddLinkRounded />}
            iconPosition="start"
            label={translate('app.sharing.dialog.new')}
            data-testid="share-tab-new"
            sx={{ minHeight: 52 }}
          />
        </Tabs>
      </Box>
      <DialogContent
        sx={{ pt: '20px !important', bgcolor: (t) => (t.palette.mode === 'light' ? 'grey.50' : 'background.default') }}
      >
        {shown === 'new' ? (
          <ShareLinkForm
            target={target}
            onCreated={(link) => {
              setCreated(link);
              setTab('links');
            }}
          />
        ) : isPending ? (
          <Stack spacing={2} aria-busy="true">
            <Skeleton variant="rounded" height={150} />
            <Skeleton variant="rounded" height={150} />
          </Stack>
        ) : error ? (
          <EmptyState
            dense
            icon={<LinkRounded />}
            title={translate('app.sharing.dialog.failed_title')}
            body={translate('app.sharing.dialog.failed_body')}
          />
        ) : !shownLinks?.length ? (
          <EmptyState
            dense
            icon={<LinkRounded />}
            title={translate('app.sharing.dialog.empty_title')}
            body={translate('app.sharing.dialog.empty_body')}
          />
        ) : (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="share-links">
            {shownLinks.map((link) => (
              <li key={link.id}>
                <ShareLinkRow link={link} fresh={link.id === created?.id} />
              </li>
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
