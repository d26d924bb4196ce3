import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, type I18nProvider, type Store } from 'react-admin';
import { BASE_PATH, PRODUCT_NAME } from './config';
import { AppRuntime } from './layout/AppRuntime';
import { PassThroughLayout } from './layout/PassThroughLayout';
import { SpinnerPage } from './layout/SpinnerBar';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { store as defaultStore } from './providers/store';
import { NotFoundPage, privateRoutes, publicRoutes } from './routes/appRoutes';
import { DEFAULT_MODE } from './themes/settings';
import { useStoredThemes } from './themes/useStoredThemes';

export function App({ i18nProvider, store = defaultStore }: { i18nProvider: I18nProvider; store?: Store }) {
  const { lightTheme, darkTheme } = useStoredThemes(store);
  return (
    <AdminContext basename={BASE_PATH} store={store} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} theme={lightTheme} darkTheme={darkTheme} defaultTheme={DEFAULT_MODE}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI title={PRODUCT_NAME} layout={PassThroughLayout} catchAll={NotFoundPage} loading={SpinnerPage} loginPage={false} disableTelemetry>
          <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
          <CustomRoutes>{privateRoutes}</CustomRoutes>
        </CoreAdminUI>
        <AppRuntime />
      </CssBaseline>
    </AdminContext>
  );
}
