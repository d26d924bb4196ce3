import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAuthProvider } from '../providers/authProvider';
import { audienceOf } from '../routes/routeTable';
import { dataProvider } from '../providers/dataProvider';
import type { UserType } from '../providers/domain';
import { createI18nProvider } from '../providers/i18nProvider';
import { saveSession } from '../providers/session';

/**
 * Renders inside the app's own providers (react-admin's AdminContext) at a given path; tests stub
 * fetch underneath the data provider, or pass a fake one (react-admin's testDataProvider).
 */
export function renderWithAdmin(
  ui: ReactElement,
  {
    path = '/',
    routePath = '*',
    store = memoryStore(),
    extraRoutes,
    dataProvider: given,
    locale = 'en',
  }: {
    path?: string;
    routePath?: string;
    store?: Store;
    extraRoutes?: ReactNode;
    dataProvider?: DataProvider;
    /** The reader's language; its messages must be loaded first (loadMessages). */
    locale?: string;
  } = {},
) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        store={store}
        authProvider={createAuthProvider(audienceOf)}
        dataProvider={given ?? dataProvider}
        i18nProvider={createI18nProvider(locale)}
      >
        <Routes>
          <Route path={routePath} element={ui} />
          {extraRoutes}
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, store };
}

/** Writes the current path into the DOM so tests can assert where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function signIn(userType: UserType = 'specialist') {
  saveSession({
    access_token: 'token-1',
    user_id: 'user-1',
    user_type: userType,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
  });
}
