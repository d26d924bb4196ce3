import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { Box, Button, Card, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useState } from 'react';
import { useDelete, useGetList, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { useRecordAction } from '../forms/useRecordAction';
import { useFormatters } from '../i18n/useFormatters';
import type { OfferStatus, TeamRecord } from '../providers/hiringDomain';
import type { OfferRead } from './offerRead';
import { useOfferTerms } from './useOfferTerms';

const SHOWN = 100;
const STATUS_COLOR: Record<OfferStatus, ChipProps['color']> = {
  pending: 'info',
  accepted: 'success',
  declined: 'error',
  withdrawn: 'default',
  expired: 'warning',
};

/** The team's offers for its owner, newest first, with their answers; a pending one can be withdrawn. */
export function TeamOffers({ team }: { team: Pick<TeamRecord, 'id'> }) {
  const translate = useTranslate();
  const { data: offers, isPending } = useGetList<OfferRead>(
    'offers',
    {
      filter: { team_id: team.id },
      sort: { field: 'made_at', order: 'DESC' },
      pagination: { page: 1, perPage: SHOWN },
    },
    { retry: false },
  );
  const pending = offers?.filter((o) => o.status === 'pending').length ?? 0;
  return (
    <SectionCard
      title={translate('app.hiring.offers.team_title')}
      subtitle={offers?.length ? translate('app.hiring.offers.team_summary', { smart_count: pending }) : undefined}
      icon={<MailOutlineRounded />}
      testId="team-offers"
    >
      {isPending ? null : !offers?.length ? (
        <EmptyText testId="team-offers-empty">{translate('app.hiring.offers.team_empty')}</EmptyText>
      ) : (
        <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {offers.map((offer) => (
            <Box component="li" key={offer.id}>
              <TeamOffer offer={offer} />
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function TeamOffer({ offer }: { offer: OfferRead }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const terms = useOfferTerms()(offer);
  const [remove] = useDelete();
  const run = useRecordAction();
  const [confirming, setConfirming] = useState(false);
  const name = offer.specialist_name || '--';
  return (
    <Card variant="outlined" sx={{ p: 1.75 }} data-testid="team-offer" data-id={offer.id} data-status={offer.status}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Typography variant="subtitle2" component="h3" data-testid="team-offer-name">
              {name}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOR[offer.status]}
              label={translate(`app.hiring.offers.status.${offer.status}`)}
              data-testid="team-offer-status"
            />
            {offer.over_allocated && <OverAllocatedChip />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[offer.role_title, terms.days, terms.rate, terms.starts].join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {offer.status === 'pending'
              ? terms.expires
              : translate('app.hiring.offers.made', { date: date(offer.made_at, { dateStyle: 'medium' }) })}
          </Typography>
          {offer.status === 'declined' && offer.decline_reason && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="team-offer-reason">
              {translate('app.hiring.offers.reason', { reason: offer.decline_reason })}
            </Typography>
          )}
        </Box>
        {offer.status === 'pending' && (
          <Box sx={{ flexShrink: 0 }}>
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => setConfirming(true)}
              aria-label={translate('app.hiring.offers.withdraw_of', { name })}
              data-testid="team-offer-withdraw"
            >
              {translate('app.hiring.offers.withdraw')}
            </Button>
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          run(
            () =>
              remove(
                'offers',
                { id: offer.id, previousData: offer },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.hiring.offer_messages.withdrawn',
          )
        }
        titleKey="app.hiring.offers.withdraw_title"
        titleArgs={{ name }}
        messageKey="app.hiring.offers.withdraw_message"
        testId="team-offer-withdraw-confirm"
      />
    </Card>
  );
}

/** Said of a member or an offer made beyond the person's free days. */
export function OverAllocatedChip() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="warning"
      icon={<WarningAmberRounded />}
      label={translate('app.hiring.offers.over_allocated')}
      title={translate('app.hiring.offers.over_allocated_hint')}
      data-testid="over-allocated"
    />
  );
}
