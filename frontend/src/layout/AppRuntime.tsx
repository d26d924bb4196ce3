import { useEffect } from 'react';
import { Notification, useLocaleState, useNavigate, useNotify } from 'react-admin';
import { SNACKBAR_AUTO_HIDE_MS } from '../config';
import { intlTagOf } from '../i18n/locales';
import { onAlert } from '../providers/alerts';
import { setNavigator } from '../providers/navigation';
import { ScrollToTop } from '../routes/ScrollToTop';

/**
 * Mounted once on every page (react-admin's notification slot): the snackbar (6000 ms, top
 * centre), the bridge that lets the HTTP client raise alerts and navigate, the smooth
 * scroll to top, and the document language.
 */
export function AppRuntime() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();

  useEffect(() => onAlert((alert) => notify(alert.message, { type: alert.type })), [notify]);
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(undefined);
  }, [navigate]);
  useEffect(() => {
    document.documentElement.lang = intlTagOf(locale);
  }, [locale]);

  return (
    <>
      <ScrollToTop />
      <Notification autoHideDuration={SNACKBAR_AUTO_HIDE_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
    </>
  );
}
