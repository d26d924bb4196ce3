import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme as useRaTheme, useTranslate } from 'react-admin';

/** A one-click light/dark switch for the public pages (the settings drawer has the full set). */
export function ModeToggle() {
  const translate = useTranslate();
  const [mode, setMode] = useRaTheme();
  const dark = mode === 'dark';
  const label = translate(dark ? 'app.settings.light' : 'app.settings.dark');
  return (
    <Tooltip title={label}>
      <IconButton onClick={() => setMode(dark ? 'light' : 'dark')} aria-label={label} sx={{ color: 'text.secondary' }}>
        {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
