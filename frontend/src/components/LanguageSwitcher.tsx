import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales';

/** Switches between en, fr, ro and zh; the choice is kept in the store and survives a reload. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<TranslateRounded fontSize="small" />}
        // The visible code is part of the name (WCAG 2.5.3, label in name).
        aria-label={`${translate('app.layout.language')}: ${locale.toUpperCase()}`}
        aria-haspopup="menu"
        data-testid="language-switcher"
        sx={{ minWidth: 0, px: compact ? 1 : 1.5, color: 'text.secondary', fontWeight: 600 }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.intl}
            selected={l.locale === locale}
            data-locale={l.locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
            sx={{ minWidth: 180 }}
          >
            <ListItemText primary={l.name} secondary={l.locale.toUpperCase()} />
            {l.locale === locale && (
              <ListItemIcon sx={{ minWidth: 0, ml: 2, color: 'primary.main' }}>
                <CheckRounded fontSize="small" />
              </ListItemIcon>
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
