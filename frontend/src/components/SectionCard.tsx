import AddRounded from '@mui/icons-material/AddRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A profile section: a titled card with an optional icon and action (the edit pencil). */
export function SectionCard({
  id,
  title,
  icon,
  action,
  children,
  testId,
  subtitle,
}: {
  id?: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  subtitle?: string;
}) {
  return (
    <Card id={id} data-testid={testId} sx={{ scrollMarginTop: 140 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction="row" alignItems="center" spacing={1.25} sx={{ mb: 1.75, minHeight: 36 }}>
          {icon && (
            <Box
              sx={{
                width: 34,
                height: 34,
                borderRadius: 1.5,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                flexShrink: 0,
                '& svg': { fontSize: 20 },
              }}
            >
              {icon}
            </Box>
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.02rem', fontWeight: 650, lineHeight: 1.3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="caption" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The section's edit pencil (owner, edit mode only: callers render it conditionally). */
export function EditButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        onClick={onClick}
        aria-label={label}
        data-testid={testId}
        data-owner-control
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** '+ Add More' and similar buttons of the owner. */
export function AddButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onClick}
      data-testid={testId}
      data-owner-control
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

/**
 * 'No items added' with 'Add New': an empty answerable section in edit mode. `section` (its title) names the
 * button for screen readers, so a page of empty sections has no two buttons of the same name.
 */
export function NoItems({ onAdd, testId, section }: { onAdd: () => void; testId: string; section: string }) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      alignItems="center"
      justifyContent="space-between"
      spacing={1.5}
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        bgcolor: (t) => alpha(t.palette.text.primary, 0.02),
      }}
      data-testid={`${testId}-empty`}
    >
      <Stack direction="row" spacing={1} alignItems="center" color="text.secondary">
        <InboxOutlined fontSize="small" />
        <Typography variant="body2">{translate('app.profile.empty.no_items')}</Typography>
      </Stack>
      <Button
        size="small"
        variant="contained"
        disableElevation
        startIcon={<AddRounded />}
        onClick={onAdd}
        aria-label={translate('app.profile.actions.add_new_to', { section })}
        data-testid={`${testId}-add`}
        data-owner-control
      >
        {translate('app.profile.actions.add_new')}
      </Button>
    </Stack>
  );
}

/** A quiet one-line empty text ('No certifications added'…). */
export function EmptyText({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ py: 1.5, px: 2, borderRadius: 2, bgcolor: (t) => alpha(t.palette.text.primary, 0.03) }}
      data-testid={testId}
    >
      {children}
    </Typography>
  );
}
