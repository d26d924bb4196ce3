import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { yearOptions } from '../profileDomain';

/** The spec's year list: the current year and the 29 before it. A saved older year stays selectable. */
export function YearSelect({ name, label, value, onChange, error, helperText }: { name: string; label: string; value: number | ''; onChange: (year: number | '') => void; error?: boolean; helperText?: string }) {
  const years = useMemo(() => {
    const list = yearOptions(new Date());
    return value !== '' && !list.includes(value) ? [...list, value] : list;
  }, [value]);
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      error={error}
      helperText={helperText ?? ' '}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } }, htmlInput: { 'data-testid': `${name}-select` } }}
    >
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
