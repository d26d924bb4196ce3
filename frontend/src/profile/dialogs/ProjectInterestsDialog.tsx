import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, Chip, FormHelperText, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { profileApi, type CatalogProjectType } from '../profileApi';
import { projectInterestsSchema, specialistMessages } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { EditDialog } from './EditDialog';
import { useMessage } from './useMessage';

/** Select Project Interests: each type selected or not, preselected from the profile; at least one. */
export function ProjectInterestsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const message = useMessage();
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const [types, setTypes] = useState<CatalogProjectType[] | null>(null);
  const [selected, setSelected] = useState<number[]>(() => profile.project_types.map((p) => p.dv_project_types.id));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    let live = true;
    void profileApi.projectTypes().then((list) => live && setTypes(list));
    return () => {
      live = false;
    };
  }, []);
  const valid = projectInterestsSchema.safeParse({ project_type: selected }).success;
  const toggle = (id: number) => {
    setTouched(true);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="project-interests-dialog"
      title={translate('app.profile.dialogs.project_interests')}
      subtitle={translate('app.profile.dialogs.project_interests_hint')}
      canSave={valid}
      onSave={() => save(() => profileApi.projectInterests(profile.id, selected), 'app.profile.messages.projectInterestsUpdated')}
      maxWidth="md"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={translate('app.profile.dialogs.project_interests')}>
        {types === null
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" width={140} height={32} />)
          : types.map((type) => {
              const on = selected.includes(type.id);
              return (
                <Chip
                  key={type.id}
                  label={type.project_type_title}
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
      {touched && !valid && (
        <FormHelperText error sx={{ mt: 1.5 }}>
          {message(specialistMessages.projectTypesRequired)}
        </FormHelperText>
      )}
    </EditDialog>
  );
}
