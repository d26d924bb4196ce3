import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EditButton, SectionCard } from '../../components/SectionCard';
import { useFormatters } from '../../i18n/useFormatters';
import { useProfileContext } from '../ProfileContext';
import { AvailabilityDialog } from './AvailabilityDialog';
import { availabilityOf, freeDaysOf } from './availabilityOf';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ py: 0.75 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }} component="div">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Availability and rate (docs/api.md, "Availability and rates"): open to work, from when, days a
 * week and how many teams have booked, the day rate (to those who may see it) and who finds the
 * specialist in search; the specialist edits it.
 */
export default function AvailabilityPanel() {
  const translate = useTranslate();
  const { day, number } = useFormatters();
  const { profile, editing, owner, publicView } = useProfileContext();
  const [open, setOpen] = useState(false);
  // A shared link's profile carries no availability: it is not shown as the defaults.
  if (publicView) return null;
  const { availability: a, dayRate } = availabilityOf(profile);
  const days = (value: number) =>
    translate('app.hiring.availability.days', { smart_count: value, days: number(value) });
  return (
    <SectionCard
      id="availability"
      title={translate('app.hiring.availability.title')}
      icon={<EventAvailableOutlined />}
      testId="availability-panel"
      action={
        editing && (
          <EditButton
            label={translate('app.hiring.availability.edit')}
            onClick={() => setOpen(true)}
            testId="edit-availability"
          />
        )
      }
    >
      <Chip
        size="small"
        color={a.open_to_work ? 'success' : 'default'}
        variant={a.open_to_work ? 'filled' : 'outlined'}
        label={translate(a.open_to_work ? 'app.hiring.availability.open' : 'app.hiring.availability.not_open')}
        data-testid="availability-status"
        data-open={a.open_to_work ? 'true' : 'false'}
        sx={{ mb: 1 }}
      />
      <Stack
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr' }, columnGap: 2 }}
        data-testid="availability-facts"
      >
        <Fact label={translate('app.hiring.availability.available_from')} testId="availability-from-value">
          {a.available_from ? day(a.available_from) : translate('app.hiring.availability.now')}
        </Fact>
        <Fact label={translate('app.hiring.availability.days_per_week')} testId="availability-days-value">
          {days(a.days_per_week)}
        </Fact>
        <Fact label={translate('app.hiring.availability.booked')} testId="availability-booked-value">
          {days(a.booked_days_per_week)}
        </Fact>
        <Fact label={translate('app.hiring.availability.free')} testId="availability-free-value">
          {days(freeDaysOf(a))}
        </Fact>
        {(owner || dayRate) && (
          <Fact label={translate('app.hiring.availability.day_rate')} testId="availability-rate-value">
            {dayRate
              ? number(dayRate.amount, { style: 'currency', currency: dayRate.currency })
              : translate('app.hiring.availability.no_rate')}
          </Fact>
        )}
        {owner && (
          <Fact label={translate('app.hiring.availability.discoverable')} testId="availability-discoverable-value">
            {translate(`app.hiring.availability.discoverable_${a.discoverable}`)}
          </Fact>
        )}
      </Stack>
      {editing && <AvailabilityDialog open={open} onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}
