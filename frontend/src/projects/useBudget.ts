import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import type { EngagementRecord } from './projectsDomain';

/** A project's budget in the reader's locale and its currency, or 'No budget'. */
export function useBudget() {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (budget: EngagementRecord['budget']) =>
    budget
      ? number(budget.amount, { style: 'currency', currency: budget.currency, maximumFractionDigits: 0 })
      : translate('app.projects.common.no_budget');
}
