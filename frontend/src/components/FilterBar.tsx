import FilterListRounded from '@mui/icons-material/FilterListRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  Autocomplete,
  Badge,
  Box,
  Button,
  Checkbox,
  Chip,
  Collapse,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useListFilters } from './useListFilters';

export interface Choice {
  id: string | number;
  /** Shown as is (already translated, or a catalogue title). */
  name: string;
}

export type FilterSpec = { source: string; label: string; secondary?: boolean; width?: number } & (
  | { kind: 'text' }
  | { kind: 'select'; choices: Choice[] }
  | { kind: 'multi'; choices: Choice[] }
  | { kind: 'one'; choices: Choice[] }
  /** A calendar day, YYYY-MM-DD. */
  | { kind: 'date' }
  /** A checkbox: checked sets `true`, unchecked drops the filter. */
  | { kind: 'toggle' }
  /** Fields that set several filters together (`source` says whether it is active): `set` merges, an empty value drops. */
  | { kind: 'custom'; render: (values: Values, set: (patch: Values) => void) => ReactNode }
);

export type Values = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The filters of a list (react-admin's list context: filterValues / setFilters), as MUI fields:
 * text (debounced), a select, a multiple or single searchable choice. Secondary filters open
 * under 'More filters'. Each field has its label as accessible name and `filter-{source}` as test id.
 * `onFilters` writes the next filter instead of the list's `setFilters` (a list whose order follows its filter).
 */
export function FilterBar({ filters, onFilters }: { filters: FilterSpec[]; onFilters?: (filter: Values) => void }) {
  const translate = useTranslate();
  const { filterValues, setFilters: setListFilters } = useListFilters();
  const setFilters = (filter: Values) => (onFilters ? onFilters(filter) : setListFilters(filter, undefined, false));
  const secondary = filters.filter((f) => f.secondary);
  const activeSecondary = secondary.filter((f) => !isEmpty(filterValues[f.source])).length;
  const [more, setMore] = useState(activeSecondary > 0);
  const setMany = (patch: Values) => {
    const next: Values = { ...filterValues };
    for (const [source, value] of Object.entries(patch)) {
      if (isEmpty(value)) delete next[source];
      else next[source] = value;
    }
    setFilters(next);
  };
  const set = (source: string, value: unknown) => setMany({ [source]: value });
  const anyActive = filters.some((f) => !isEmpty(filterValues[f.source]));
  const field = (spec: FilterSpec) =>
    spec.kind === 'custom' ? (
      <Box key={spec.source} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {spec.render(filterValues, setMany)}
      </Box>
    ) : (
      <FilterField
        key={spec.source}
        spec={spec}
        value={filterValues[spec.source]}
        onChange={(value) => set(spec.source, value)}
      />
    );
  return (
    <Box data-testid="filter-bar">
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center">
        {filters.filter((f) => !f.secondary).map(field)}
        {secondary.length > 0 && (
          <Badge color="primary" badgeContent={activeSecondary} invisible={!activeSecondary}>
            <Button
              size="small"
              startIcon={<FilterListRounded />}
              onClick={() => setMore((open) => !open)}
              aria-expanded={more}
              data-testid="filters-more"
            >
              {translate('app.hiring.search.more_filters')}
            </Button>
          </Badge>
        )}
        {anyActive && (
          <Button size="small" color="inherit" onClick={() => setFilters({})} data-testid="filters-clear">
            {translate('app.hiring.common.clear_filters')}
          </Button>
        )}
      </Stack>
      {secondary.length > 0 && (
        <Collapse in={more} unmountOnExit>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mt: 1.5 }}>
            {secondary.map(field)}
          </Stack>
        </Collapse>
      )}
    </Box>
  );
}

function FilterField({
  spec,
  value,
  onChange,
}: {
  spec: Exclude<FilterSpec, { kind: 'custom' }>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const translate = useTranslate();
  const sx = { width: { xs: '100%', sm: spec.width ?? 200 } };
  const testId = `filter-${spec.source}`;
  if (spec.kind === 'date')
    return (
      <TextField
        type="date"
        size="small"
        margin="none"
        fullWidth={false}
        label={spec.label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        sx={sx}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      />
    );
  if (spec.kind === 'toggle')
    return (
      <FormControlLabel
        label={spec.label}
        control={
          <Checkbox
            checked={value === true || value === 'true'}
            onChange={(event) => onChange(event.target.checked ? true : undefined)}
            slotProps={{ input: { 'data-testid': testId } as object }}
          />
        }
        sx={{ mr: 0 }}
      />
    );
  if (spec.kind === 'text')
    return (
      <TextFilter
        label={spec.label}
        value={(value as string | undefined) ?? ''}
        onChange={onChange}
        sx={sx}
        testId={testId}
      />
    );
  if (spec.kind === 'select') {
    return (
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={spec.label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        sx={sx}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      >
        <MenuItem value="">{translate('app.hiring.common.all')}</MenuItem>
        {spec.choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return <ChoiceFilter spec={spec} value={value} onChange={onChange} sx={sx} testId={testId} />;
}

/** A search box that reports its trimmed text 400 ms after the last keystroke. */
export function TextFilter({
  label,
  value,
  onChange,
  sx,
  testId,
  type = 'search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx: object;
  testId: string;
  /** `number`: an amount, without the search icon. */
  type?: 'search' | 'number';
}) {
  const [text, setText] = useState(value);
  // The filter changed from outside (cleared, a saved view): the box shows it (React's "adjust state on a prop change").
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  // Debounced on the text alone: the value and the handler are read when the pause ends.
  const settle = useEffectEvent(() => {
    if (text.trim() !== value) onChange(text.trim());
  });
  useEffect(() => {
    const timer = setTimeout(settle, 400);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      size="small"
      margin="none"
      fullWidth={false}
      type={type === 'number' ? 'number' : 'text'}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={sx}
      slotProps={{
        input:
          type === 'search'
            ? {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              }
            : undefined,
        htmlInput:
          type === 'number' ? { 'data-testid': testId, inputMode: 'decimal', min: 0 } : { 'data-testid': testId },
      }}
    />
  );
}

function ChoiceFilter({
  spec,
  value,
  onChange,
  sx,
  testId,
}: {
  spec: Extract<FilterSpec, { kind: 'multi' | 'one' }>;
  value: unknown;
  onChange: (value: unknown) => void;
  sx: object;
  testId: string;
}) {
  const translate = useTranslate();
  const byId = useMemo(() => new Map(spec.choices.map((choice) => [String(choice.id), choice])), [spec.choices]);
  const common = {
    size: 'small' as const,
    options: spec.choices,
    getOptionLabel: (choice: Choice) => choice.name,
    isOptionEqualToValue: (a: Choice, b: Choice) => String(a.id) === String(b.id),
    noOptionsText: translate('app.profile.empty.no_options'),
    sx,
    renderInput: (params: object) => (
      <TextField
        {...params}
        margin="none"
        fullWidth
        label={spec.label}
        slotProps={{ htmlInput: { ...(params as { inputProps: object }).inputProps, 'data-testid': testId } }}
      />
    ),
  };
  if (spec.kind === 'one') {
    return (
      <Autocomplete {...common} value={byId.get(String(value)) ?? null} onChange={(_, next) => onChange(next?.id)} />
    );
  }
  const selected = ((value as unknown[] | undefined) ?? []).map(
    (id) => byId.get(String(id)) ?? { id: id as string, name: String(id) },
  );
  return (
    <Autocomplete
      {...common}
      multiple
      filterSelectedOptions
      limitTags={2}
      value={selected}
      onChange={(_, next) => onChange(next.map((choice) => choice.id))}
      renderValue={(chosen, getItemProps) =>
        chosen.map((choice, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={choice.name} {...props} />;
        })
      }
    />
  );
}
