import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/600.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BASE_PATH } from './config';
import { DEFAULT_LOCALE } from './i18n/locales';
import { createI18nProvider, loadMessages } from './providers/i18nProvider';
import { isSignedIn } from './providers/session';
import { setSignInPreload } from './providers/signInPreload';
import { store } from './providers/store';
import { ADMIN_DEFAULT_PATH, DEFAULT_PATH } from './routes/paths';
import { preloadSignedIn } from './routes/preload';

// Spec 9: the service worker is unregistered on start.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => registrations.forEach((r) => void r.unregister()));

async function start() {
  // Load the stored language before the first paint so the page never flashes English.
  const stored = store.getItem<string>('locale') ?? DEFAULT_LOCALE;
  await loadMessages(stored).catch(() => undefined);
  // A signed-in page's code is asked for before React meets its lazy parts one by one.
  if (isSignedIn()) preloadSignedIn(location.pathname.slice(BASE_PATH.length) || '/');
  // Signing in, the page asked for, or where an admin lands and where everyone else does.
  setSignInPreload((next) => preloadSignedIn(...(next ? [next] : [DEFAULT_PATH, ADMIN_DEFAULT_PATH])));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(stored)} />
    </StrictMode>,
  );
}

void start();
