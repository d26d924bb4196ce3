import BlockRounded from '@mui/icons-material/BlockRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import { useRecordAction } from '../../forms/useRecordAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { absoluteUrl } from '../links';
import type { ShareLinkRecord, ShareLinkStatus } from '../sharingTypes';
import { AccessLogDialog } from './AccessLogDialog';
import { ExtendDialog } from './ExtendDialog';
import { RequestsDialog } from './RequestsDialog';

const STATUS_COLOURS: Record<ShareLinkStatus, ChipProps['color']> = {
  active: 'success',
  expired: 'warning',
  revoked: 'error',
  exhausted: 'default',
};

export function ShareLinkStatusChip({ status }: { status: ShareLinkStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={translate(`app.sharing.status.${status}`)}
      data-testid="share-link-status"
      data-status={status}
    />
  );
}

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5 }}
      >
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** One link: status, mode and options, its address to copy, views, last opened, expiry; extend, revoke, access log, clients' requests. */
export function ShareLinkRow({ link, fresh = false }: { link: ShareLinkRecord; fresh?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { date, relative } = useFormatters();
  const [update] = useUpdate();
  const run = useRecordAction();
  const [dialog, setDialog] = useState<'revoke' | 'extend' | 'log' | 'requests' | null>(null);
  const url = absoluteUrl(link.url);
  const revoked = link.status === 'revoked';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('app.sharing.links.copied', { type: 'success' });
    } catch {
      notify('app.sharing.links.copy_failed', { type: 'warning' });
    }
  };
  const revoke = () =>
    run(
      () =>
        update(
          'share-links',
          { id: link.id, data: {}, previousData: link, meta: { action: 'revoke' } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      'app.sharing.messages.revokedNow',
    );
  const views = link.max_views
    ? translate('app.sharing.links.views_of', { views: link.views, max: link.max_views })
    : String(link.views);
  return (
    <Card
      variant="outlined"
      data-testid="share-link"
      data-id={link.id}
      data-status={link.status}
      data-fresh={fresh || undefined}
      sx={{ borderColor: fresh ? 'primary.main' : undefined, borderWidth: fresh ? 2 : 1 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1.5 }}>
          <ShareLinkStatusChip status={link.status} />
          <Chip
            size="small"
            variant="outlined"
            label={translate(`app.sharing.mode.${link.mode}`)}
            data-testid="share-link-mode"
          />
          {link.has_passcode && (
            <Chip size="small" variant="outlined" label={translate('app.sharing.links.passcode')} />
          )}
          {link.allowed_emails.length > 0 && (
            <Chip
              size="small"
              variant="outlined"
              label={translate('app.sharing.links.addresses', { smart_count: link.allowed_emails.length })}
            />
          )}
          {link.anonymised && (
            <Chip size="small" variant="outlined" label={translate('app.sharing.links.anonymised')} />
          )}
          {link.show_budget && <Chip size="small" variant="outlined" label={translate('app.sharing.links.budget')} />}
          {fresh && <Chip size="small" color="primary" label={translate('app.sharing.links.new')} />}
        </Stack>
        <TextField
          value={url}
          fullWidth
          size="small"
          label={translate('app.sharing.links.address')}
          slotProps={{
            htmlInput: {
              readOnly: true,
              'data-testid': 'share-link-url',
              onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={translate('app.sharing.links.copy')}>
                    <IconButton
                      edge="end"
                      onClick={() => void copy()}
                      aria-label={translate('app.sharing.links.copy')}
                      data-testid="share-link-copy"
                      disabled={revoked}
                    >
                      <ContentCopyRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
          sx={{ '& input': { fontFamily: 'monospace', fontSize: 13 } }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Stat label={translate('app.sharing.links.views')} testId="share-link-views">
            {views}
          </Stat>
          <Stat label={translate('app.sharing.links.last_opened')} testId="share-link-last-opened">
            {link.last_opened_at ? (
              <span title={date(link.last_opened_at, { dateStyle: 'medium', timeStyle: 'short' })}>
                {relative(link.last_opened_at)}
              </span>
            ) : (
              translate('app.sharing.links.never')
            )}
          </Stat>
          <Stat label={translate('app.sharing.links.expires')} testId="share-link-expires">
            {link.expires_at
              ? date(link.expires_at, { dateStyle: 'medium', timeStyle: 'short' })
              : translate('app.sharing.links.no_expiry')}
          </Stat>
          <Stat label={translate('app.sharing.links.created')} testId="share-link-created">
            {date(link.created_at, { dateStyle: 'medium' })}
          </Stat>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end" sx={{ mt: 2 }}>
          <Button
            size="small"
            startIcon={<ListAltRounded />}
            onClick={() => setDialog('log')}
            data-testid="share-link-log"
          >
            {translate('app.sharing.links.access_log')}
          </Button>
          <Button
            size="small"
            startIcon={<ForumRounded />}
            onClick={() => setDialog('requests')}
            data-testid="share-link-requests"
          >
            {translate('app.sharing.links.requests')}
          </Button>
          {!revoked && (
            <Button
              size="small"
              startIcon={<EventRepeatRounded />}
              onClick={() => setDialog('extend')}
              data-testid="share-link-extend"
            >
              {translate('app.sharing.links.extend')}
            </Button>
          )}
          {!revoked && (
            <Button
              size="small"
              color="error"
              startIcon={<BlockRounded />}
              onClick={() => setDialog('revoke')}
              data-testid="share-link-revoke"
            >
              {translate('app.sharing.links.revoke')}
            </Button>
          )}
        </Stack>
      </CardContent>
      {dialog === 'extend' && <ExtendDialog link={link} onClose={() => setDialog(null)} />}
      {dialog === 'log' && <AccessLogDialog link={link} onClose={() => setDialog(null)} />}
      {dialog === 'requests' && <RequestsDialog link={link} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'revoke'}
        onClose={() => setDialog(null)}
        onConfirm={revoke}
        titleKey="app.sharing.links.revoke_title"
        messageKey="app.sharing.links.revoke_message"
        testId="share-link-revoke-confirm"
      />
    </Card>
  );
}
