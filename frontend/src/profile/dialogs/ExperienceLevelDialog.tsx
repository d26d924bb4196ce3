import { Box, Slider, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { EXPERIENCE_LEVELS, experienceLevelSchema } from '../profileDomain';
import { SectionDialog } from './SectionDialog';

/** Experience level: a slider from 1 (Beginner) to 3 (Experienced). */
export function ExperienceLevelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SectionDialog
      open={open}
      onClose={onClose}
      testId="experience-level-dialog"
      titleKey="app.profile.dialogs.experience_level"
      hintKey="app.profile.dialogs.experience_level_hint"
      schema={experienceLevelSchema}
      valuesOf={(profile) => ({ experience_level_id: profile.experience_level_id ?? 1 })}
      section="experience-level"
      successKey="app.profile.messages.experienceLevelUpdated"
    >
      <LevelSlider />
    </SectionDialog>
  );
}

function LevelSlider() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'experience_level_id' });
  const level = field.value as number;
  const marks = EXPERIENCE_LEVELS.map((l) => ({ value: l.id, label: translate(`app.profile.levels.${l.id}`) }));
  return (
    <>
      <Box sx={{ px: { xs: 3, sm: 5 }, pt: 4, pb: 1 }}>
        <Slider
          value={level}
          min={1}
          max={3}
          step={1}
          marks={marks}
          valueLabelDisplay="on"
          valueLabelFormat={(v) => translate(`app.profile.levels.${v}`)}
          onChange={(_, v) => field.onChange(v)}
          slotProps={{ input: { 'aria-label': translate('app.profile.fields.experience_level') } }}
          data-testid="level-slider"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 2 }}>
        {translate(`app.profile.levels_hint.${level}`)}
      </Typography>
    </>
  );
}
