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
import { store } from './providers/store';
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(stored)} />
    </StrictMode>,
  );
}

void start();
