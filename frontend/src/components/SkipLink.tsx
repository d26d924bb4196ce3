import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from './VisuallyHidden';

/** The id of each shell's main region, where "Skip to content" goes. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the keyboard on every page, hidden until it has the focus;
 * it moves the focus past the header and the menu to the page itself.
 */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        // Focusing the page scrolls to it, and the next Tab goes on from there; the address keeps no fragment.
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={(theme) => ({
        '&:not(:focus)': visuallyHidden,
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        outline: `2px solid ${theme.palette.primary.main}`,
      })}
    >
      {translate('app.common.skip_to_content')}
    </Box>
  );
}
