import { Button, Chip, Stack } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { PRESETS } from './ReportFilters';
import type { AuditEvent, AuditFilter } from './reportTypes';
import { useReportWording } from './useReportWording';
import { useListFilters } from '../components/useListFilters';
import { usePersonName } from '../components/fullName';

/** Names the report met for ids it filters by (a chosen actor, record or owner), kept across visits. */
export const useFilterNames = () => useStore<Record<string, string>>('report.filterNames', {});

const list = (value: unknown) => ([] as unknown[]).concat(value ?? []).map(String);

/** The filters in force, as chips one can remove; names come from the rows, else from when they were chosen. */
export function ActiveFilters() {
  const translate = useTranslate();
  const wording = useReportWording();
  const { filterValues, setFilters, data = [] } = useListFilters<AuditFilter, AuditEvent>();
  const [names] = useFilterNames();
  const personName = usePersonName();
  const rows = data;
  const nameOf = (id: string) =>
    personName(
      names[id] ??
        rows.find((row) => row.actor?.id === id)?.actor?.name ??
        rows.find((row) => row.target.id === id)?.target.name ??
        rows.find((row) => row.owner?.id === id)?.owner?.name ??
        id,
    );
  const remove = (...keys: string[]) =>
    setFilters(
      Object.fromEntries(Object.entries(filterValues).filter(([key]) => !keys.includes(key))),
      undefined,
      false,
    );

  const chips: { key: string; label: string; keys: string[] }[] = [];
  const preset = PRESETS.find(
    (item) =>
      Object.entries(item.value).every(
        ([key, value]) => JSON.stringify((filterValues as Record<string, unknown>)[key]) === JSON.stringify(value),
      ) && Object.keys(item.value).length > 1,
  );
  const covered = new Set(preset ? Object.keys(preset.value) : []);
  if (preset)
    chips.push({ key: 'preset', label: translate(`app.report.filters.${preset.id}`), keys: Object.keys(preset.value) });
  if (filterValues.actor_id)
    chips.push({
      key: 'actor',
      label: translate('app.report.filters.actor', { name: list(filterValues.actor_id).map(nameOf).join(', ') }),
      keys: ['actor_id'],
    });
  if (filterValues.target_id)
    chips.push({
      key: 'record',
      label: translate('app.report.filters.record', { name: list(filterValues.target_id).map(nameOf).join(', ') }),
      keys: ['target_id'],
    });
  if (filterValues.target_type && !covered.has('target_type'))
    chips.push({
      key: 'target_type',
      label: list(filterValues.target_type).map(wording.target).join(', '),
      keys: ['target_type', 'target_id'],
    });
  if (filterValues.owner_id)
    chips.push({
      key: 'owner',
      label: translate('app.report.filters.owner', { name: list(filterValues.owner_id).map(nameOf).join(', ') }),
      keys: ['owner_id'],
    });
  if (filterValues.type && !covered.has('type'))
    chips.push({
      key: 'type',
      label: translate('app.report.filters.type', { name: list(filterValues.type).map(wording.action).join(', ') }),
      keys: ['type'],
    });
  if (filterValues.source)
    chips.push({ key: 'source', label: list(filterValues.source).map(wording.source).join(', '), keys: ['source'] });
  if (filterValues.from || filterValues.to) {
    const range = [filterValues.from, filterValues.to].map((day) => (day ? String(day).slice(0, 10) : '…')).join(' – ');
    chips.push({ key: 'dates', label: translate('app.report.filters.dates', { range }), keys: ['from', 'to'] });
  }
  if (filterValues.q) chips.push({ key: 'q', label: `“${String(filterValues.q)}”`, keys: ['q'] });
  if (!chips.length) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1}
      alignItems="center"
      role="group"
      aria-label={translate('app.report.filters.active')}
      data-testid="active-filters"
    >
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          onDelete={() => remove(...chip.keys)}
          data-testid={`active-filter-${chip.key}`}
        />
      ))}
      <Button size="small" color="inherit" onClick={() => setFilters({}, undefined, false)} data-testid="clear-filters">
        {translate('app.report.filters.clear')}
      </Button>
    </Stack>
  );
}
