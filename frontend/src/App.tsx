import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, type I18nProvider, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { BASE_PATH, PRODUCT_NAME } from './config';
import { AppRuntime } from './layout/AppRuntime';
import { PassThroughLayout } from './layout/PassThroughLayout';
import { SpinnerPage } from './layout/SpinnerBar';
import { createAuthProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { store as defaultStore } from './providers/store';
import { resources } from './resources';
import { NotFoundPage, privateRoutes, publicRoutes } from './routes/appRoutes';
import { audienceOf } from './routes/routeTable';
import { DEFAULT_MODE } from './themes/settings';
import { useStoredThemes } from './themes/useStoredThemes';

/**
 * The app: react-admin's <Admin> taken apart into <AdminContext> and ra-core's <CoreAdminUI>.
 * <Admin>'s UI half statically imports react-admin's default layout, login and error pages,
 * which this app replaces; leaving them out keeps the sign-in route's JavaScript in budget
 * (docs/performance.md). The router is a BrowserRouter under the base path /stage, so every
 * path in the app is written without it.
 */
const authProvider = createAuthProvider(audienceOf);

export function App({ i18nProvider, store = defaultStore }: { i18nProvider: I18nProvider; store?: Store }) {
  const { lightTheme, darkTheme } = useStoredThemes(store);
  return (
    <BrowserRouter basename={BASE_PATH}>
      <AdminContext
        store={store}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={DEFAULT_MODE}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={PRODUCT_NAME}
            layout={PassThroughLayout}
            catchAll={NotFoundPage}
            loading={SpinnerPage}
            loginPage={false}
            disableTelemetry
          >
            <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
            <CustomRoutes>{privateRoutes}</CustomRoutes>
            {resources}
          </CoreAdminUI>
          <AppRuntime />
        </CssBaseline>
      </AdminContext>
    </BrowserRouter>
  );
}
