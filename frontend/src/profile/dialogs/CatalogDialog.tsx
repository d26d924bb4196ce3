import { Autocomplete, Chip, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { profileApi, type ProfileDocument } from '../profileApi';
import { industryExperiencesSchema, languagesSchema, skillsSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { EditDialog, fieldErrors } from './EditDialog';
import { useMessage } from './useMessage';

export type CatalogKind = 'skills' | 'industries' | 'languages';
interface Option { id: number; title: string }

/** How each list loads, reads from the profile, validates and saves (spec 5: at least one, duplicates removed by id). */
const KINDS = {
  skills: {
    title: 'app.profile.dialogs.skills',
    label: 'app.profile.fields.skills',
    testId: 'skills-dialog',
    success: 'app.profile.messages.skillsUpdated',
    load: async () => (await profileApi.skills()).map((s) => ({ id: s.id, title: s.skill_title })),
    current: (p: ProfileDocument) => p.specialist_skills.map((s) => ({ id: s.dv_skills.id, title: s.dv_skills.skill_title })),
    check: (ids: number[]) => fieldErrors(skillsSchema.safeParse({ skills: ids })).skills,
    save: (id: string, ids: number[]) => profileApi.skillsSave(id, ids),
  },
  industries: {
    title: 'app.profile.dialogs.industries',
    label: 'app.profile.fields.industries',
    testId: 'industries-dialog',
    success: 'app.profile.messages.industryExperienceUpdated',
    load: async () => (await profileApi.industries()).map((s) => ({ id: s.id, title: s.industry_experience })),
    current: (p: ProfileDocument) => p.dv_industry_experiences.map((s) => ({ id: s.industry_experience.id, title: s.industry_experience.industry_experience })),
    check: (ids: number[]) => fieldErrors(industryExperiencesSchema.safeParse({ industry_ids: ids })).industry_ids,
    save: (id: string, ids: number[]) => profileApi.industriesSave(id, ids),
  },
  languages: {
    title: 'app.profile.dialogs.languages',
    label: 'app.profile.fields.languages',
    testId: 'languages-dialog',
    success: 'app.profile.messages.languagesUpdated',
    load: async () => (await profileApi.languages()).map((s) => ({ id: s.id, title: s.language_title })),
    current: (p: ProfileDocument) => p.specialist_languages.map((s) => ({ id: s.dv_language.id, title: s.dv_language.language_title })),
    check: (ids: number[]) => fieldErrors(languagesSchema.safeParse({ languages: ids })).languages,
    save: (id: string, ids: number[]) => profileApi.languagesSave(id, ids),
  },
} as const;

/** Skills, Industry Experience and Languages: a searchable multiple choice. */
export function CatalogDialog({ kind, open, onClose }: { kind: CatalogKind; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const message = useMessage();
  const config = KINDS[kind];
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const [options, setOptions] = useState<Option[] | null>(null);
  const [value, setValue] = useState<Option[]>(() => config.current(profile));
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    let live = true;
    void config.load().then((list) => live && setOptions(list));
    return () => {
      live = false;
    };
  }, [config]);

  const ids = useMemo(() => [...new Set(value.map((v) => v.id))], [value]);
  const error = config.check(ids);
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId={config.testId}
      title={translate(config.title)}
      canSave={!error}
      onSave={() => save(() => config.save(profile.id, ids), config.success)}
    >
      <Autocomplete
        multiple
        filterSelectedOptions
        options={options ?? []}
        loading={options === null}
        loadingText={translate('app.common.loading')}
        noOptionsText={translate('app.profile.empty.no_options')}
        value={value}
        getOptionLabel={(o) => o.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, next) => {
          setValue(next);
          setTouched(true);
        }}
        renderValue={(selected, getItemProps) =>
          selected.map((option, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} label={option.title} size="small" {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={translate(config.label)}
            placeholder={translate('app.profile.fields.search')}
            error={touched && !!error}
            helperText={touched && error ? message(error) : translate('app.profile.fields.select_hint')}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'catalog-input' } }}
          />
        )}
      />
    </EditDialog>
  );
}
