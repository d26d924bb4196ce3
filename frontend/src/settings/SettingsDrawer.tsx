import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import {
  Box,
  Button,
  ButtonBase,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTheme as useRaTheme, useTranslate } from 'react-admin';
import { RADIUS, SETTINGS_DRAWER_WIDTH } from '../config';
import { fontStack } from '../themes/fonts';
import { PRESETS } from '../themes/presets';
import { FONT_FAMILIES, type ThemeMode } from '../themes/settings';
import { SettingsSection } from './SettingsSection';
import { useAppearance } from './useAppearance';

/** The right-hand settings drawer (width 280) of spec 2.5. Every change applies at once and is stored. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [mode, setMode] = useRaTheme();
  const [settings, update, reset] = useAppearance();
  const currentMode: ThemeMode = mode === 'dark' ? 'dark' : 'light';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: SETTINGS_DRAWER_WIDTH }, 'aria-labelledby': 'settings-title' } as object }}
      data-testid="settings-drawer"
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="settings-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {translate('app.settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.common.close')} size="small">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Stack>

      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        <SettingsSection id="settings-mode" title={translate('app.settings.mode')}>
          <Stack direction="row" spacing={1.5} role="radiogroup" aria-labelledby="settings-mode">
            {(['light', 'dark'] as const).map((value) => {
              const selected = currentMode === value;
              const Icon = value === 'light' ? LightModeOutlined : DarkModeOutlined;
              return (
                <ButtonBase
                  key={value}
                  role="radio"
                  aria-checked={selected}
                  data-testid={`mode-${value}`}
                  onClick={() => setMode(value)}
                  sx={(t) => ({
                    flex: 1,
                    flexDirection: 'column',
                    gap: 0.75,
                    py: 1.5,
                    borderRadius: `${t.shape.borderRadius}px`,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? alpha(t.palette.primary.main, 0.08) : 'transparent',
                    color: selected ? 'primary.main' : 'text.secondary',
                  })}
                >
                  <Icon />
                  <Typography variant="body2" fontWeight={600}>
                    {translate(`app.settings.${value}`)}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Stack>
        </SettingsSection>

        <SettingsSection id="settings-preset" title={translate('app.settings.preset')}>
          <Box
            role="radiogroup"
            aria-labelledby="settings-preset"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1.25 }}
          >
            {PRESETS.map((preset) => {
              const selected = settings.preset === preset.id;
              const colours = preset[currentMode];
              const label = translate(`app.settings.presets.${preset.id}`);
              return (
                <Tooltip key={preset.id} title={label}>
                  <ButtonBase
                    role="radio"
                    aria-checked={selected}
                    aria-label={label}
                    data-testid={`preset-${preset.id}`}
                    onClick={() => update({ preset: preset.id })}
                    sx={(t) => ({
                      aspectRatio: '1',
                      borderRadius: `${Math.min(Number(t.shape.borderRadius), 14)}px`,
                      border: 2,
                      borderColor: selected ? 'primary.main' : 'divider',
                      bgcolor: colours.background,
                      p: 0.75,
                    })}
                  >
                    <Box
                      sx={{
                        position: 'relative',
                        width: '100%',
                        height: '100%',
                        borderRadius: 1,
                        overflow: 'hidden',
                        background: `linear-gradient(135deg, ${colours.primary} 50%, ${colours.secondary} 50%)`,
                      }}
                    >
                      {selected && (
                        <CheckRounded sx={{ position: 'absolute', inset: 0, m: 'auto', color: '#fff', fontSize: 18 }} />
                      )}
                    </Box>
                  </ButtonBase>
                </Tooltip>
              );
            })}
          </Box>
        </SettingsSection>

        <SettingsSection id="settings-font" title={translate('app.settings.font')}>
          <RadioGroup
            aria-labelledby="settings-font"
            value={settings.fontFamily}
            onChange={(e) => update({ fontFamily: e.target.value as (typeof FONT_FAMILIES)[number] })}
          >
            {FONT_FAMILIES.map((font) => (
              <FormControlLabel
                key={font}
                value={font}
                control={<Radio size="small" />}
                data-testid={`font-${font}`}
                label={<Typography sx={{ fontFamily: fontStack(font), fontWeight: 500 }}>{font}</Typography>}
                sx={{
                  mx: 0,
                  mb: 0.5,
                  pr: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: settings.fontFamily === font ? 'primary.main' : 'divider',
                }}
              />
            ))}
          </RadioGroup>
        </SettingsSection>

        <SettingsSection id="settings-radius" title={translate('app.settings.radius')}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ px: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {RADIUS.min}px
            </Typography>
            <Slider
              value={settings.borderRadius}
              min={RADIUS.min}
              max={RADIUS.max}
              step={RADIUS.step}
              marks
              valueLabelDisplay="auto"
              valueLabelFormat={(v) => `${v}px`}
              onChange={(_, value) => update({ borderRadius: value })}
              slotProps={{ input: { 'aria-labelledby': 'settings-radius', 'data-testid': 'radius-slider' } as object }}
            />
            <Typography variant="caption" color="text.secondary">
              {RADIUS.max}px
            </Typography>
          </Stack>
        </SettingsSection>

        <SettingsSection id="settings-inputs" title={translate('app.settings.inputs')}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.outlinedFilled}
                onChange={(e) => update({ outlinedFilled: e.target.checked })}
                slotProps={{ input: { 'data-testid': 'outlined-filled' } as object }}
              />
            }
            label={<Typography variant="body2">{translate('app.settings.outlined_filled')}</Typography>}
            sx={{ mx: 0 }}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {translate(
              settings.outlinedFilled ? 'app.settings.outlined_filled_hint' : 'app.settings.outlined_plain_hint',
            )}
          </Typography>
        </SettingsSection>
      </Box>

      <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<RestartAltRounded />}
          onClick={() => {
            reset();
            setMode('light');
          }}
        >
          {translate('app.settings.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
