import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { ChangeList, useReportWording } from '../report';
import type { RecordChanges } from './changeTypes';
import { usePersonName } from '../components/fullName';

/** The changes since the reader's last visit, newest first: who, when, what, and each field before → after, in the report's words. */
export default function ChangesDrawer({
  changes,
  onClose,
  onMarkSeen,
  marking,
}: {
  changes: RecordChanges;
  onClose: () => void;
  onMarkSeen: () => void;
  marking: boolean;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const wording = useReportWording();
  const { date, relative } = useFormatters();
  const [recordType] = changes.id.split('/');
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'changes-title',
          'data-testid': 'changes-drawer',
        } as object,
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="changes-title" variant="h6" component="h2">
            {translate('app.changes.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.changes.since', {
              date: date(changes.since.at, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={translate('app.changes.close')}>
          <CloseRounded />
        </IconButton>
      </Stack>
      {/* Focusable, so the list scrolls from the keyboard too; entries are parted by a rule, not by list items of
          their own (a divider item would be numbered between them). */}
      <Box
        component="ol"
        tabIndex={0}
        aria-labelledby="changes-title"
        sx={{ p: 3, m: 0, overflowY: 'auto', flexGrow: 1, listStyle: 'none' }}
      >
        {changes.changes.map((row) => (
          <Box
            component="li"
            key={row.position}
            sx={{ '& + &': { mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' } }}
            data-testid="changes-row"
            data-action={row.action}
          >
            <Typography variant="subtitle1" component="h3">
              {row.target.type !== recordType && row.target.name
                ? `${translate('app.changes.of_member', { name: personName(row.target.name) })}: `
                : ''}
              {wording.action(row.action)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              <time dateTime={row.at} title={date(row.at, { dateStyle: 'full', timeStyle: 'medium' })}>
                {translate('app.changes.by', {
                  name: row.actor?.name ? personName(row.actor.name) : translate('app.changes.system'),
                  when: relative(row.at),
                })}
              </time>
            </Typography>
            <ChangeList changes={row.changes} names={changes.names} headingLevel="h4" showKeys={false} />
          </Box>
        ))}
      </Box>
      <Stack
        direction="row"
        alignItems="center"
        spacing={2}
        sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {changes.count > changes.changes.length
            ? translate('app.changes.newest_only', { shown: changes.changes.length, count: changes.count })
            : ''}
        </Typography>
        <Button variant="contained" onClick={onMarkSeen} disabled={marking} data-testid="drawer-mark-seen">
          {translate('app.changes.mark_seen')}
        </Button>
      </Stack>
    </Drawer>
  );
}
