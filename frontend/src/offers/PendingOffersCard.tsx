import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetList, useTranslate, useUpdate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SectionCard } from '../components/SectionCard';
import { useRecordAction } from '../forms/useRecordAction';
import { DeclineOfferDialog } from './DeclineOfferDialog';
import { OFFERS_ANCHOR } from '../routes/links';
import type { OfferRead } from './offerRead';
import { useOfferTerms } from './useOfferTerms';
import { usePersonName } from '../components/fullName';

const SHOWN = 50;

/**
 * The specialist's pending offers on the dashboard (docs/api.md, "Offers"): each seat's team, owner,
 * role, days, rate, start, message and expiry, with Accept and Decline. Nothing when none is waiting;
 * the bell's offer_received opens it (#offers).
 */
export default function PendingOffersCard() {
  const translate = useTranslate();
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const { data: offers } = useGetList<OfferRead>(
    'offers',
    {
      filter: { status: 'pending' },
      sort: { field: 'made_at', order: 'DESC' },
      pagination: { page: 1, perPage: SHOWN },
    },
    { retry: false },
  );
  const any = (offers?.length ?? 0) > 0;
  useEffect(() => {
    if (any && hash === `#${OFFERS_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [any, hash]);
  if (!offers || !any) return null;
  return (
    <Box ref={ref}>
      <SectionCard
        id={OFFERS_ANCHOR}
        title={translate('app.hiring.offers.card_title')}
        subtitle={translate('app.hiring.offers.card_subtitle', { smart_count: offers.length })}
        icon={<WorkOutlineRounded />}
        testId="pending-offers"
      >
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {offers.map((offer) => (
            <Box component="li" key={offer.id}>
              <PendingOffer offer={offer} />
            </Box>
          ))}
        </Stack>
      </SectionCard>
    </Box>
  );
}

function PendingOffer({ offer }: { offer: OfferRead }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const terms = useOfferTerms()(offer);
  const [update] = useUpdate();
  const run = useRecordAction();
  const [declining, setDeclining] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const accept = async () => {
    setAccepting(true);
    try {
      await run(
        () =>
          update(
            'offers',
            { id: offer.id, data: {}, previousData: offer, meta: { action: 'accept' } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        'app.hiring.offer_messages.accepted',
      );
    } catch {
      // told by a toast
    } finally {
      setAccepting(false);
    }
  };
  return (
    <Card variant="outlined" data-testid="pending-offer" data-id={offer.id} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }} data-testid="offer-team">
            {offer.team_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="offer-owner">
            {translate('app.hiring.offers.from', { owner: personName(offer.owner_name) })}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
            <Chip size="small" color="primary" variant="outlined" label={offer.role_title} data-testid="offer-role" />
            <Chip size="small" label={terms.days} data-testid="offer-days" />
            <Chip size="small" label={terms.rate} data-testid="offer-rate" />
            <Chip size="small" label={terms.starts} data-testid="offer-starts" />
          </Stack>
          {offer.message && (
            <Typography
              variant="body2"
              sx={{ mt: 1.25, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="offer-message"
            >
              {offer.message}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="offer-expires">
            {terms.expires}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            startIcon={<CheckRounded />}
            onClick={() => void accept()}
            loading={accepting}
            aria-label={translate('app.hiring.offers.accept_of', { team: offer.team_name })}
            data-testid="offer-accept"
          >
            {translate('app.hiring.offers.accept')}
          </Button>
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<CloseRounded />}
            onClick={() => setDeclining(true)}
            disabled={accepting}
            aria-label={translate('app.hiring.offers.decline_of', { team: offer.team_name })}
            data-testid="offer-decline"
          >
            {translate('app.hiring.offers.decline')}
          </Button>
        </Stack>
      </Stack>
      {declining && <DeclineOfferDialog offer={offer} onClose={() => setDeclining(false)} />}
    </Card>
  );
}
