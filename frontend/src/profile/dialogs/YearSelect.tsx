import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { yearOptions } from '../profileDomain';

/**
 * A year of the spec's list (the current year and the 29 before it) bound to a form value; a
 * saved older year stays selectable. `linked` names the other end of a range, validated again
 * with this one, since the range rule reads both.
 */
export function YearSelect({
  source,
  label,
  linked,
  error,
}: {
  source: string;
  label: string;
  linked: string;
  error?: string;
}) {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const { field } = useInput({ source });
  const value = field.value as number | '';
  const years = useMemo(() => {
    const list = yearOptions(new Date());
    return value !== '' && !list.includes(value) ? [...list, value] : list;
  }, [value]);
  return (
    <TextField
      select
      fullWidth
      name={source}
      label={translate(label)}
      value={value}
      onChange={(e) => {
        field.onChange(e.target.value === '' ? null : Number(e.target.value));
        void trigger([source, linked]);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        htmlInput: { 'data-testid': `${source}-select` },
      }}
    >
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
