import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import type { OfferRead } from './offerRead';

/** An offer's terms as words: days a week, the day rate (or none), the start and the expiry. */
export function useOfferTerms() {
  const translate = useTranslate();
  const { day, date, number } = useFormatters();
  return (offer: OfferRead) => ({
    days: translate('app.hiring.team.days_per_week', { smart_count: offer.allocation_days }),
    rate: offer.day_rate
      ? translate('app.hiring.offers.rate', {
          rate: number(offer.day_rate.amount, { style: 'currency', currency: offer.day_rate.currency }),
        })
      : translate('app.hiring.offers.no_rate'),
    starts: translate('app.hiring.offers.starts', { date: day(offer.starts_on) }),
    expires: translate('app.hiring.offers.expires', { date: date(offer.expires_at, { dateStyle: 'medium' }) }),
  });
}
