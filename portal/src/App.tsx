/**
 * The portal application: Refine (router, data, auth and access control providers) over antd.
 * Every page is a lazy route chunk (DESIGN §5 "code-split per route").
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useNavigate } from 'react-router';
import { Authenticated, CanAccess, Refine, useIsAuthenticated, useKeys } from '@refinedev/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { useNotificationProvider } from './features/errors/notification-provider';
import '@refinedev/antd/dist/reset.css';
import { ConfigProvider, type ThemeConfig } from 'antd';
// antd's ES-module locale: the CommonJS one ('antd/locale/en_GB') reaches the bundle wrapped as { default: … }, so
// ConfigProvider had no locale at all and antd's own labels (the table's 'Expand row' button) had no text.
import enGB from 'antd/es/locale/en_GB';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { AppNotices } from './features/errors/app-notices';
import { dataProvider } from './providers/data-provider';
import { HOME_AFTER_LOGIN, authProvider, restoreSession } from './providers/auth-provider';
import { accessControlProvider } from './providers/access-control-provider';
import { liveProvider } from './providers/live-provider';
import { session } from './features/session/session-store';
import { RESOURCE_ROUTES, RESOURCES, type ResourceRoute } from './resources';
import {
  LandingPage,
  StatementVerifyPage,
  LoginPage,
  RegistrationPage,
  VerifyEmailPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  SetPasswordPage,
  ChangePasswordPage,
  ResourcesLayout,
  DocsPage,
  FaqPage,
  PricingPage,
  HistoryPage,
  TrainingPage,
  ContactUsPage,
  ConnectLayout,
  PreferencesPage,
  ContactListPage,
  RequestList,
  RequestDetail,
  ProfilePage,
} from './pages';
import { AppLayout, PageSpinner } from './features/shell/app-layout';
import { TEXT } from './features/texts';
import { repairAntdAria } from './features/a11y/antd-aria';
import { DisabledUntilHydrated } from './features/shell/use-hydrated';
import './features/a11y/contrast.css';
// the stylesheets of the prerendered pages (prerender/pages.ts) are the shell's: their first screen is styled by what the HTML
// itself carries (scripts/prerender.mjs inlines the shell's stylesheet), before any page chunk has loaded
import './pages/home/landing.css';
import './features/tables/data-table.css';
import './features/forms/date-range-field.css';

/** Login and registration are for logged-out visitors only (spec 1 §6): a signed-in user goes home. */
function GuestOnly({ children }: { children: ReactNode }) {
  return (
    <Authenticated key="guest" loading={<PageSpinner />} fallback={children}>
      <Navigate to={HOME_AFTER_LOGIN} replace />
    </Authenticated>
  );
}

/**
 * The signed-in area: Refine's auth provider decides (`check`), a visitor goes to login. Unlike `<Authenticated>`,
 * a check asked again in the background (after sign-in, a changed session) keeps the page mounted: only the first
 * answer is waited for, so an open menu or a form being typed in is not thrown away.
 */
function SignedIn() {
  const { data } = useIsAuthenticated();
  if (!data) return <PageSpinner />;
  if (!data.authenticated) return <Navigate to={data.redirectTo ?? '/login'} replace />;
  return <Outlet />;
}

/**
 * The routes of the resources' pages (resources.tsx) that `which` selects. A page of a data area the actor may not use
 * leads back to the dashboard (the access matrix decides, through Refine's access control provider).
 */
function resourceRoutes(which: (route: ResourceRoute) => boolean) {
  return RESOURCE_ROUTES.filter(which).map(({ resource, action, path, element, public: open }) => (
    <Route
      key={path}
      path={path}
      element={
        open ? (
          element
        ) : (
          <CanAccess resource={resource} action={action} fallback={<Navigate to={HOME_AFTER_LOGIN} replace />}>
            {element}
          </CanAccess>
        )
      }
    />
  ));
}
const inConnect = (route: ResourceRoute) => route.path.startsWith('/connect/');

/** The key of what decides access: who is signed in, their role, status and company type. */
const accessKey = () => {
  const u = session.get().user;
  return u ? `${u.id}|${u.role}|${u.status}|${u.company.type}` : '';
};

/**
 * spec 1 §4: a 401 outside logout ends the session; the user goes to login. Refine's answers about the session
 * (check, identity, permissions) and about access are asked afresh whenever the signed-in user changes.
 */
function SessionWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { keys } = useKeys();
  useEffect(() => session.onExpired(() => navigate('/login', { replace: true })), [navigate]);
  useEffect(() => {
    void restoreSession();
  }, []);
  useEffect(() => {
    let seen = accessKey();
    let user = session.get().user;
    return session.subscribe(() => {
      const next = session.get().user;
      if (next !== user) void queryClient.invalidateQueries({ queryKey: keys().auth().action('identity').get() });
      user = next;
      if (accessKey() === seen) return;
      seen = accessKey();
      void queryClient.resetQueries({ queryKey: keys().auth().get() });
      void queryClient.resetQueries({ queryKey: keys().access().get() });
    });
  }, [queryClient, keys]);
  return null;
}

const titleHandler = () => TEXT.appTitle;

/**
 * The registry's colours. Links, error texts, secondary texts and placeholders are darker than antd's defaults so that every
 * text reaches 4.5:1 on white (WCAG 2 AA; e2e/accessibility.spec.ts runs axe on every public page and the profile).
 */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b5394',
    colorLink: '#0b5394',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // placeholders rendered as text (the multiple selects' "Type") are read by axe like any text: #737373 is 4.7:1
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
    // a user who asks the system for reduced motion gets none (WCAG 2.3.3): antd then also drops a finished button
    // spinner at once, instead of after its leave animation (whose 'loading' label stays in the button's name until
    // the animation ends, and in a throttled headless browser it may never end)
    motion: !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches),
  },
  components: {
    // a selected row under the pointer keeps its links readable (WCAG 1.4.3, 4.5:1): antd's derived hover colour
    // (#8db4c7) gives the primary links 3.5:1, this one 5.6:1
    Table: { rowSelectedHoverBg: '#cfdbe1' },
  },
};

const NOTICES: NotificationConfig = { placement: 'topRight', maxCount: 3, stack: { threshold: 3 } };

/**
 * The portal inside a router: the browser's (main.tsx) or one fixed location's when its first screen is prerendered
 * (prerender/entry.tsx). `queryClient` is Refine's query cache (providers/query-client.ts); `prerendered` when the app
 * draws (or adopts) a page prerendered at build time.
 */
export function App({ queryClient, prerendered = false }: { queryClient: QueryClient; prerendered?: boolean }) {
  useEffect(() => repairAntdAria(), []);
  return (
    <ConfigProvider locale={enGB} theme={THEME}>
      <DisabledUntilHydrated prerendered={prerendered}>
        <AppNotices notification={NOTICES}>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            liveProvider={liveProvider}
            resources={RESOURCES}
            options={{
              reactQuery: { clientConfig: queryClient },
              liveMode: 'auto',
              syncWithLocation: true,
              disableTelemetry: true,
              warnWhenUnsavedChanges: false,
            }}
          >
            <SessionWatcher />
            <Routes>
              <Route element={<AppLayout />}>
                <Route index element={<LandingPage />} />
                {resourceRoutes((route) => route.public)}
                <Route path="statements/verify" element={<StatementVerifyPage />} />
                <Route
                  path="login"
                  element={
                    <GuestOnly>
                      <LoginPage />
                    </GuestOnly>
                  }
                />
                <Route
                  path="registration"
                  element={
                    <GuestOnly>
                      <RegistrationPage />
                    </GuestOnly>
                  }
                />
                <Route path="verify-email" element={<VerifyEmailPage />} />
                <Route path="forgot-password" element={<ForgotPasswordPage />} />
                <Route path="reset-password" element={<ResetPasswordPage />} />
                <Route path="set-password" element={<SetPasswordPage />} />
                <Route path="change-password" element={<ChangePasswordPage />} />
                <Route path="contact-us" element={<ContactUsPage />} />
                <Route element={<SignedIn />}>
                  {resourceRoutes((route) => !route.public && !inConnect(route))}
                  <Route path="profile" element={<ProfilePage />} />
                  <Route path="profile/profile-info" element={<ProfilePage />} />
                  <Route path="auditor/contact-list" element={<ContactListPage />} />
                  <Route path="connect" element={<ConnectLayout />}>
                    <Route index element={<Navigate to="/connect/discover" replace />} />
                    {resourceRoutes(inConnect)}
                    <Route path="preferences" element={<PreferencesPage />} />
                    <Route path="received-requests" element={<RequestList kind="received" />} />
                    <Route path="requests" element={<RequestList kind="admin" />} />
                    <Route path="requests/:id" element={<RequestDetail kind="admin" />} />
                  </Route>
                </Route>
                <Route path="contact-list" element={<Navigate to="/dashboard/contact-list" replace />} />
                <Route path="resources" element={<ResourcesLayout />}>
                  <Route index element={<Navigate to="/resources/docs" replace />} />
                  <Route path="docs" element={<DocsPage />} />
                  <Route path="faq" element={<Navigate to="/resources/faq/general" replace />} />
                  <Route path="faq/:category" element={<FaqPage />} />
                  <Route path="pricing" element={<PricingPage />} />
                  <Route path="history" element={<HistoryPage />} />
                  <Route path="training" element={<TrainingPage />} />
                </Route>
                <Route path="*" element={<Navigate to="/statements" replace />} />
              </Route>
            </Routes>
            <DocumentTitleHandler handler={titleHandler} />
          </Refine>
        </AppNotices>
      </DisabledUntilHydrated>
    </ConfigProvider>
  );
}
