import CloseRounded from '@mui/icons-material/CloseRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  ListBase,
  Pagination,
  TextField,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState';
import type { ShareLinkOpenRecord, ShareLinkRecord } from '../sharingTypes';

function NoOpens() {
  const translate = useTranslate();
  return (
    <EmptyState
      dense
      icon={<ListAltRounded />}
      title={translate('app.sharing.log.empty_title')}
      body={translate('app.sharing.log.empty_body')}
    />
  );
}

/** How many of a link's opens, oldest first, are read to number its visitors (beyond them, a visitor shows by hash). */
const NUMBERED_OPENS = 2000;

/**
 * Each distinct hashed address among a link's opens, numbered in the order it first opened the link: Visitor 1
 * opened it first. The numbers hold across the log's pages and sorts, since they come from the whole log.
 */
function useVisitorNumbers(linkId: string): ReadonlyMap<string, number> {
  const { data } = useGetList<ShareLinkOpenRecord>('share-link-opens', {
    filter: { link_id: linkId },
    sort: { field: 'at', order: 'ASC' },
    pagination: { page: 1, perPage: NUMBERED_OPENS },
  });
  return useMemo(() => {
    const numbers = new Map<string, number>();
    for (const open of data ?? [])
      if (open.ip_hash && !numbers.has(open.ip_hash)) numbers.set(open.ip_hash, numbers.size + 1);
    return numbers;
  }, [data]);
}

/**
 * A link's access log: a react-admin list of `share-link-opens` (newest first), with react-admin's
 * CSV export of every open.
 */
export function AccessLogDialog({ link, onClose }: { link: ShareLinkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const visitors = useVisitorNumbers(link.id);
  const visitorOf = (hash: string | null | undefined) => {
    if (!hash) return '--';
    const number = visitors.get(hash);
    return number
      ? translate('app.sharing.log.visitor', { number })
      : translate('app.sharing.log.visitor_hash', { hash: hash.slice(0, 6) });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="access-log-title"
      data-testid="access-log"
    >
      <DialogTitle id="access-log-title" sx={{ pr: 7 }}>
        {translate('app.sharing.log.title')}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {translate('app.sharing.log.subtitle', { smart_count: link.views })}
        </Typography>
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={translate('app.sharing.dialog.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
        data-testid="access-log-close"
      >
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <ListBase
          resource="share-link-opens"
          filter={{ link_id: link.id }}
          sort={{ field: 'at', order: 'DESC' }}
          perPage={25}
          disableSyncWithLocation
        >
          <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
            <ExportButton data-testid="access-log-export" />
          </Stack>
          <Box sx={{ overflowX: 'auto' }}>
            <Datagrid
              bulkActionButtons={false}
              rowClick={false}
              empty={<NoOpens />}
              data-testid="access-log-table"
              sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700, whiteSpace: 'nowrap' } }}
            >
              <DateField source="at" showTime options={{ dateStyle: 'medium', timeStyle: 'short' }} sortable />
              <FunctionField<ShareLinkOpenRecord>
                source="kind"
                sortable={false}
                render={(open) => translate(`app.sharing.log.kinds.${open.kind ?? 'page'}`)}
              />
              <FunctionField<ShareLinkOpenRecord>
                source="viewer_email"
                sortable={false}
                render={(open) => open.viewer_email ?? translate('app.sharing.log.not_asked')}
              />
              <TextField source="user_agent_family" sortable={false} />
              <FunctionField<ShareLinkOpenRecord>
                source="ip_hash"
                sortable={false}
                render={(open) => (
                  <Box component="span" title={open.ip_hash ?? undefined} data-testid="access-log-visitor">
                    {visitorOf(open.ip_hash)}
                  </Box>
                )}
              />
            </Datagrid>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('app.sharing.log.visitors_explained')}
          </Typography>
          <Pagination rowsPerPageOptions={[25, 50, 100]} />
        </ListBase>
      </DialogContent>
    </Dialog>
  );
}
