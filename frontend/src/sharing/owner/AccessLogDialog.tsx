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
  useTranslate,
} from 'react-admin';
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

/**
 * A link's access log: a react-admin list of `share-link-opens` (newest first), with react-admin's
 * CSV export of every open.
 */
export function AccessLogDialog({ link, onClose }: { link: ShareLinkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
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
                  <Box component="code" sx={{ fontSize: 12 }}>
                    {open.ip_hash ?? '--'}
                  </Box>
                )}
              />
            </Datagrid>
          </Box>
          <Pagination rowsPerPageOptions={[25, 50, 100]} />
        </ListBase>
      </DialogContent>
    </Dialog>
  );
}
