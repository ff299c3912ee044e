import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Admin, CustomRoutes, Loading, Notification, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { PROFILE_SETTINGS_PATH } from './layout/paths';
import { listRedirectRoutes } from './layout/redirects';
import submissions from './resources/submissions';
import logs from './resources/logs';
import users from './resources/users';
import accounts from './resources/accounts';
import fees from './resources/fees';
import parameters from './resources/parameters';
import credits from './resources/credits';
import apiKeys from './resources/api-keys';
import referenceValues, {
  certificationSchemes,
  feedstockCertifications,
  incentives,
} from './resources/reference-values';
import { TEXT } from './texts';

/** spec 3 §9: notifications appear top-right. */
const TopRightNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;

/**
 * The signed-in screens load after sign-in, not with the login page: the layout (app bar, user menu and its dialogs,
 * live refresh) and the profile settings page, like the resources' screens.
 */
const SignedInLayout = lazy(() => import('./layout/Layout').then((m) => ({ default: m.Layout })));
const ProfileSettings = lazy(() => import('./layout/ProfileSettings').then((m) => ({ default: m.ProfileSettings })));
const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <SignedInLayout>{children}</SignedInLayout>
  </Suspense>
);

/** Where the API serves the built app (vite `base`). */
export const BASENAME = '/backoffice';

/**
 * Browser-history URLs under /backoffice. react-admin would otherwise create a hash router; inside an
 * existing router it only prefixes its links with `basename`, so the router itself has none and the
 * admin is mounted on the `/backoffice/*` route (react-admin's documented sub-path setup).
 */
export const App = () => (
  // Without transitions: React Router 7 defers each navigation in a transition, and react-admin's
  // check-auth → logout → /login redirect then loops for thousands of rounds before the login form shows.
  <BrowserRouter useTransitions={false}>
    <Routes>
      <Route
        path={`${BASENAME}/*`}
        element={
          <Admin
            basename={BASENAME}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            loginPage={LoginPage}
            layout={Layout}
            theme={theme}
            notification={TopRightNotification}
            title={TEXT.appTitle}
            requireAuth
            disableTelemetry
          >
            <Resource name="submissions" {...submissions} />
            <Resource name="credits" {...credits} />
            <Resource name="logs" {...logs} />
            <Resource name="accounts" {...accounts} />
            <Resource name="users" {...users} />
            <Resource name="api-keys" {...apiKeys} />
            <Resource name="fees" {...fees} />
            <Resource name="reference-values" {...referenceValues} />
            <Resource name="parameters" {...parameters} />
            <Resource name="certification-schemes" {...certificationSchemes} />
            <Resource name="feedstock-certifications" {...feedstockCertifications} />
            <Resource name="incentives" {...incentives} />
            <CustomRoutes>
              <Route path={PROFILE_SETTINGS_PATH} element={<ProfileSettings />} />
              {listRedirectRoutes()}
            </CustomRoutes>
          </Admin>
        }
      />
      <Route path="*" element={<Navigate to={`${BASENAME}/`} replace />} />
    </Routes>
  </BrowserRouter>
);
