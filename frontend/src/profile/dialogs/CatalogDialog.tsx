import { useGetList, useInput, useTranslate } from 'react-admin';
import { useCatalogTitle } from '../../i18n/useCatalogTitle';
import { useFormatters } from '../../i18n/useFormatters';
import { useFieldError } from '../../forms/useFieldError';
import { industryExperiencesSchema, languagesSchema, skillsSchema, type SpecialistProfile } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSectionWrite } from '../useSectionWrite';
import { CatalogPicker, type CatalogOption } from '../../forms/CatalogPicker';
import { EditDialog } from '../../forms/EditDialog';

export type CatalogKind = 'skills' | 'industries' | 'languages';

/**
 * Each list's reference resource, the field its schema reads, how items read from the list and
 * the profile, and its section (spec 5: at least one, duplicates removed by id).
 */
const KINDS = {
  skills: {
    title: 'app.profile.dialogs.skills',
    label: 'app.profile.fields.skills',
    testId: 'skills-dialog',
    success: 'app.profile.messages.skillsUpdated',
    field: 'skills',
    schema: skillsSchema,
    optionOf: (item: Record<string, unknown>) => ({ id: item.id as number, title: item.skill_title as string }),
    current: (p: SpecialistProfile) =>
      p.specialist_skills.map((s) => ({ id: s.dv_skills.id, title: s.dv_skills.skill_title })),
  },
  industries: {
    title: 'app.profile.dialogs.industries',
    label: 'app.profile.fields.industries',
    testId: 'industries-dialog',
    success: 'app.profile.messages.industryExperienceUpdated',
    field: 'industry_ids',
    schema: industryExperiencesSchema,
    optionOf: (item: Record<string, unknown>) => ({ id: item.id as number, title: item.industry_experience as string }),
    current: (p: SpecialistProfile) =>
      p.dv_industry_experiences.map((s) => ({
        id: s.industry_experience.id,
        title: s.industry_experience.industry_experience,
      })),
  },
  languages: {
    title: 'app.profile.dialogs.languages',
    label: 'app.profile.fields.languages',
    testId: 'languages-dialog',
    success: 'app.profile.messages.languagesUpdated',
    field: 'languages',
    schema: languagesSchema,
    optionOf: (item: Record<string, unknown>) => ({
      id: item.id as number,
      title: item.language_title as string,
      code: item.code as string | undefined,
    }),
    current: (p: SpecialistProfile) =>
      p.specialist_languages.map((s) => ({
        id: s.dv_language.id,
        title: s.dv_language.language_title,
        code: s.dv_language.code,
      })),
  },
} as const;

/** Skills, Industry Experience and Languages: a searchable multiple choice. */
export function CatalogDialog({ kind, open, onClose }: { kind: CatalogKind; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const config = KINDS[kind];
  const { profile } = useProfileContext();
  const { save } = useSectionWrite();
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId={config.testId}
      title={translate(config.title)}
      schema={config.schema}
      defaultValues={{ [config.field]: config.current(profile) }}
      onSave={(body) => save(kind, body, { success: config.success })}
    >
      <CatalogInput kind={kind} />
    </EditDialog>
  );
}

function CatalogInput({ kind }: { kind: CatalogKind }) {
  const translate = useTranslate();
  const config = KINDS[kind];
  const { data, isPending } = useGetList(kind, undefined, {
    retry: false,
    onError: (error) => console.warn(`could not load the ${kind} list`, error),
  });
  const { field } = useInput({ source: config.field });
  const error = useFieldError(config.field);
  const { language } = useFormatters();
  const catalogTitle = useCatalogTitle();
  // Languages and industries read in the reader's language; skills as the list names them.
  const shown = (option: CatalogOption): CatalogOption =>
    option.code
      ? { ...option, title: language(option.title, option.code) }
      : kind === 'industries'
        ? { ...option, title: catalogTitle('industries', option) }
        : option;
  return (
    <CatalogPicker
      autoFocus
      options={(data ?? []).map(config.optionOf).map(shown)}
      loading={isPending}
      value={((field.value || []) as CatalogOption[]).map(shown)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translate(config.label)}
      placeholder={translate('app.profile.fields.search')}
      noOptionsText={translate('app.profile.empty.no_options')}
      helperText={translate('app.profile.fields.select_hint')}
      error={error}
      testId="catalog-input"
    />
  );
}
