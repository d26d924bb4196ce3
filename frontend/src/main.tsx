import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/600.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { DEFAULT_LOCALE } from './i18n/locales';
import { createI18nProvider, loadMessages } from './providers/i18nProvider';
import { store } from './providers/store';

// Spec 9: the service worker is unregistered on start.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => registrations.forEach((r) => void r.unregister()));

async function start() {
  // Load the stored language before the first paint so the page never flashes English.
  const stored = store.getItem<string>('locale') ?? DEFAULT_LOCALE;
  await loadMessages(stored).catch(() => undefined);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(stored)} />
    </StrictMode>,
  );
}

void start();
