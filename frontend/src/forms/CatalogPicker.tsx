import { Autocomplete, Chip, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/** An entry of a catalog (a skill, an industry, a language) as a picker shows it. */
export interface CatalogOption {
  id: number;
  title: string;
  /** A language's ISO 639-1 code. */
  code?: string;
}

/** The skills catalog as picker options (loaded once, kept five minutes). */
export function useSkillOptions(): { options: CatalogOption[]; isPending: boolean } {
  const { data, isPending } = useGetList<{ id: number; skill_title: string }>('skills', undefined, {
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { options: (data ?? []).map((skill) => ({ id: skill.id, title: skill.skill_title })), isPending };
}

interface CatalogPickerProps {
  options: CatalogOption[];
  loading: boolean;
  value: CatalogOption[];
  onChange: (next: CatalogOption[]) => void;
  onBlur: () => void;
  /** Translated texts. */
  label: string;
  helperText: string;
  noOptionsText: string;
  placeholder: string;
  /** The field's error, shown instead of the helper text. */
  error?: string;
  name?: string;
  testId: string;
  autoFocus?: boolean;
}

/** Several entries of a catalog, searched as one types and shown as chips: skills of a team or project, a profile's catalogs. */
export function CatalogPicker({
  options,
  loading,
  value,
  onChange,
  onBlur,
  label,
  helperText,
  noOptionsText,
  placeholder,
  error,
  name,
  testId,
  autoFocus,
}: CatalogPickerProps) {
  const translate = useTranslate();
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      loading={loading}
      loadingText={translate('app.common.loading')}
      noOptionsText={noOptionsText}
      value={value}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={option.title} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          name={name}
          label={label}
          placeholder={placeholder}
          error={!!error}
          helperText={error ?? helperText}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
