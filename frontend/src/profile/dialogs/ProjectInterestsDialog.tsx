import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, Chip, FormHelperText, Skeleton } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { useFieldError } from '../../forms/useFieldError';
import { projectInterestsSchema } from '../profileDomain';
import { SectionDialog } from './SectionDialog';
import { useCatalogTitle } from '../../i18n/useCatalogTitle';

/** Select Project Interests: each type selected or not, preselected from the profile; at least one. */
export function ProjectInterestsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SectionDialog
      open={open}
      onClose={onClose}
      testId="project-interests-dialog"
      titleKey="app.profile.dialogs.project_interests"
      hintKey="app.profile.dialogs.project_interests_hint"
      schema={projectInterestsSchema}
      valuesOf={(profile) => ({ project_type: profile.project_types.map((p) => p.dv_project_types.id) })}
      section="project-interests"
      successKey="app.profile.messages.projectInterestsUpdated"
      maxWidth="md"
    >
      <ProjectTypeChoices />
    </SectionDialog>
  );
}

function ProjectTypeChoices() {
  const translate = useTranslate();
  const catalogTitle = useCatalogTitle();
  const { data: types, isPending } = useGetList<{ id: number; project_type_title: string }>(
    'project-types',
    undefined,
    {
      retry: false,
      onError: (error) => console.warn('could not load the project types', error),
    },
  );
  const { field } = useInput({ source: 'project_type' });
  const error = useFieldError('project_type');
  const selected = (field.value || []) as number[];
  const toggle = (id: number) =>
    field.onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={translate('app.profile.dialogs.project_interests')}
      >
        {isPending
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" width={140} height={32} />)
          : (types ?? []).map((type) => {
              const on = selected.includes(type.id);
              return (
                <Chip
                  key={type.id}
                  label={catalogTitle('project_types', { id: type.id, title: type.project_type_title })}
                  icon={on ? <CheckRounded /> : undefined}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => toggle(type.id)}
                  aria-pressed={on}
                  data-testid={`project-type-${type.id}`}
                />
              );
            })}
      </Box>
      {error && (
        <FormHelperText error sx={{ mt: 1.5 }}>
          {error}
        </FormHelperText>
      )}
    </>
  );
}
