import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, Card, CardContent, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { chartRange, daysBetween } from './dates';
import type { AuditStat, AuditFilter } from './reportTypes';
import { useReportWording } from './useReportWording';
import { useListFilters } from '../components/useListFilters';

/** The busiest types get their own colour; the rest stack as 'Other', so the legend stays readable. */
const OWN_SERIES = 7;
const OTHER = '__other__';
/** Distinct in light and dark mode; 'Other' is grey, so it never reads as one of the named types. */
const COLOURS = ['#3b82f6', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899'];
const OTHER_COLOUR = '#9ca3af';
/** Each day's band is at least this wide (a bar of about 7 px): on a narrow screen the chart scrolls instead. */
const MIN_DAY_PX = 9;
/** Room on the right for half of the last day's tick label, which is centred under its bar. */
const RIGHT_MARGIN_PX = 28;

export interface ChartSeries {
  type: string;
  counts: number[];
}

/** Stats rows into one series per type over every day of the range (days without events count 0). */
export function seriesOf(
  rows: Pick<AuditStat, 'day' | 'type' | 'count'>[],
  days: string[],
  own = OWN_SERIES,
): ChartSeries[] {
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const totals = new Map<string, number>();
  for (const row of rows) if (dayIndex.has(row.day)) totals.set(row.type, (totals.get(row.type) ?? 0) + row.count);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type]) => type);
  const kept = new Set(ranked.slice(0, own));
  const series = new Map<string, number[]>();
  for (const type of [...ranked.slice(0, own), ...(ranked.length > own ? [OTHER] : [])])
    series.set(
      type,
      days.map(() => 0),
    );
  for (const row of rows) {
    const index = dayIndex.get(row.day);
    if (index === undefined) continue;
    series.get(kept.has(row.type) ? row.type : OTHER)![index] += row.count;
  }
  return [...series.entries()].map(([type, counts]) => ({ type, counts }));
}

/**
 * Events per day, stacked by type, of the list's filter (the same events as the list, so the counts
 * add up to its total): over the filter's dates or the last 90 days. Choosing a bar narrows the list
 * to that day, keeping the other filters.
 */
export default function ActivityChart() {
  const translate = useTranslate();
  const wording = useReportWording();
  const { date, number } = useFormatters();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { filterValues, setFilters } = useListFilters<AuditFilter>();
  const range = chartRange(filterValues);
  const { data, isPending, error } = useGetList<AuditStat>('audit-stats', {
    filter: filterValues,
    meta: { days: range },
    pagination: { page: 1, perPage: 100_000 },
  });
  const days = useMemo(() => daysBetween(range.from, range.to), [range.from, range.to]);
  const series = useMemo(() => seriesOf(data ?? [], days), [data, days]);
  const total = series.reduce((sum, item) => sum + item.counts.reduce((a, b) => a + b, 0), 0);
  const perDay = days.map((_, index) => series.reduce((sum, item) => sum + item.counts[index], 0));
  const busiest = perDay.reduce((best, count, index) => (count > perDay[best] ? index : best), 0);
  const dayLabel = (day: string, style: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }) =>
    date(`${day}T12:00:00Z`, { ...style, timeZone: 'UTC' });
  const filtered = !!(filterValues.from || filterValues.to);
  const title = filtered
    ? translate('app.report.chart.range', {
        from: dayLabel(range.from, { dateStyle: 'medium' }),
        to: dayLabel(range.to, { dateStyle: 'medium' }),
      })
    : translate('app.report.chart.default_range');
  return (
    <Card component="figure" sx={{ m: 0 }} aria-labelledby="activity-chart-title" data-testid="activity-chart">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          alignItems="baseline"
          justifyContent="space-between"
          useFlexGap
          flexWrap="wrap"
          sx={{ mb: 1 }}
        >
          <Typography id="activity-chart-title" variant="h6" component="h2">
            {translate('app.report.chart.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="figcaption">
            {title}
          </Typography>
        </Stack>
        {isPending ? (
          <Skeleton variant="rounded" height={narrow ? 220 : 240} aria-busy="true" />
        ) : error ? (
          <EmptyState dense icon={<InsightsOutlined />} title={translate('app.report.chart.failed')} />
        ) : total === 0 ? (
          <EmptyState dense icon={<InsightsOutlined />} title={translate('app.report.chart.empty')} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="chart-summary">
              {translate('app.report.chart.summary', {
                count: number(total),
                days: number(days.length),
                day: dayLabel(days[busiest], { dateStyle: 'medium' }),
                busiest: number(perDay[busiest]),
              })}
            </Typography>
            {/* Scrolls sideways (from the keyboard too) when the days would not fit at their width. */}
            <Box
              tabIndex={0}
              role="group"
              aria-labelledby="activity-chart-title"
              sx={{ overflowX: 'auto', overflowY: 'hidden' }}
              data-testid="chart-scroller"
            >
              <Box
                sx={{ height: narrow ? 220 : 240, minWidth: days.length * MIN_DAY_PX + 40 + RIGHT_MARGIN_PX }}
                data-testid="chart-canvas"
              >
                <BarChart
                  skipAnimation
                  hideLegend={narrow}
                  xAxis={[
                    {
                      scaleType: 'band',
                      data: days,
                      valueFormatter: (day: string, context) =>
                        context.location === 'tick' ? dayLabel(day) : dayLabel(day, { dateStyle: 'medium' }),
                      tickLabelMinGap: 12,
                    },
                  ]}
                  yAxis={[{ tickMinStep: 1, width: 40, valueFormatter: (count: number) => number(count) }]}
                  series={series.map((item, index) => ({
                    id: item.type,
                    data: item.counts,
                    stack: 'events',
                    color: item.type === OTHER ? OTHER_COLOUR : COLOURS[index % COLOURS.length],
                    label: item.type === OTHER ? translate('app.report.chart.other') : wording.action(item.type),
                  }))}
                  margin={{ left: 0, right: RIGHT_MARGIN_PX, top: 8, bottom: 0 }}
                  onItemClick={(_event, item) => {
                    const day = days[item.dataIndex];
                    if (day) setFilters({ ...filterValues, from: day, to: day }, undefined, false);
                  }}
                  slotProps={{
                    legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
                  }}
                />
              </Box>
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.report.chart.pick_day')}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
