import { Box, Slider, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { profileApi } from '../profileApi';
import { EXPERIENCE_LEVELS, experienceLevelSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { EditDialog } from './EditDialog';

/** Experience level: a slider from 1 (Beginner) to 3 (Experienced). */
export function ExperienceLevelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const [level, setLevel] = useState<number>(profile.experience_level_id ?? 1);
  const valid = experienceLevelSchema.safeParse({ experience_level_id: level }).success;
  const marks = EXPERIENCE_LEVELS.map((l) => ({ value: l.id, label: translate(`app.profile.levels.${l.id}`) }));
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="experience-level-dialog"
      title={translate('app.profile.dialogs.experience_level')}
      subtitle={translate('app.profile.dialogs.experience_level_hint')}
      canSave={valid}
      onSave={() => save(() => profileApi.experienceLevel(profile.id, level), 'app.profile.messages.experienceLevelUpdated')}
    >
      <Box sx={{ px: { xs: 3, sm: 5 }, pt: 4, pb: 1 }}>
        <Slider
          value={level}
          min={1}
          max={3}
          step={1}
          marks={marks}
          valueLabelDisplay="on"
          valueLabelFormat={(v) => translate(`app.profile.levels.${v}`)}
          onChange={(_, v) => setLevel(v as number)}
          slotProps={{ input: { 'aria-label': translate('app.profile.fields.experience_level') } }}
          data-testid="level-slider"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 2 }}>
        {translate(`app.profile.levels_hint.${level}`)}
      </Typography>
    </EditDialog>
  );
}
