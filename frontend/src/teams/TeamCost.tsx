import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { SectionCard } from '../components/SectionCard';
import { useFormatters } from '../i18n/useFormatters';

interface TeamCostRecord {
  id: string;
  cost_per_week: { amount: number; currency: string } | null;
  gap: 'no_members' | 'missing_rate' | 'mixed_currencies' | null;
}

/** The owner's view of what the team costs a week (GET /teams/{id}/cost), or why it is not known. */
export function TeamCost({ teamId }: { teamId: string }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data } = useGetOne<TeamCostRecord>('team-costs', { id: teamId }, { retry: false });
  if (!data) return null;
  const cost = data.cost_per_week;
  return (
    <SectionCard
      title={translate('app.hiring.cost.title')}
      icon={<PaymentsOutlined />}
      testId="team-cost"
      subtitle={translate('app.hiring.cost.hint')}
    >
      {cost ? (
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="team-cost-amount">
          {number(cost.amount, { style: 'currency', currency: cost.currency })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="team-cost-gap">
          {translate(`app.hiring.cost.${data.gap ?? 'missing_rate'}`)}
        </Typography>
      )}
    </SectionCard>
  );
}
