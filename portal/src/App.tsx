/**
 * The portal application: Refine (router, data, auth and access control providers) over antd.
 * Every page is a lazy route chunk (DESIGN §5 "code-split per route").
 */
import { lazy, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useNavigate } from 'react-router';
import { Authenticated, CanAccess, Refine, useIsAuthenticated, useKeys } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { useNotificationProvider } from './features/errors/notification-provider';
import '@refinedev/antd/dist/reset.css';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
// antd's ES-module locale: the CommonJS one ('antd/locale/en_GB') reaches the bundle wrapped as { default: … }, so
// ConfigProvider had no locale at all and antd's own labels (the table's 'Expand row' button) had no text.
import enGB from 'antd/es/locale/en_GB';
import { dataProvider } from './providers/data-provider';
import { HOME_AFTER_LOGIN, authProvider, restoreSession } from './providers/auth-provider';
import { accessControlProvider } from './providers/access-control-provider';
import { liveProvider } from './providers/live-provider';
import { session } from './features/session/session-store';
import { RES, RESOURCES, type ResourceName } from './resources';
import { AppLayout, PageSpinner } from './features/shell/app-layout';
import { TEXT } from './features/texts';
import { repairAntdAria } from './features/a11y/antd-aria';
import './features/a11y/contrast.css';

const LandingPage = lazy(() => import('./pages/home/landing').then((m) => ({ default: m.LandingPage })));
const StatementList = lazy(() => import('./pages/statements/list').then((m) => ({ default: m.StatementList })));
const StatementVerifyPage = lazy(() =>
  import('./pages/statements/verify').then((m) => ({ default: m.StatementVerifyPage })),
);
const LoginPage = lazy(() => import('./pages/auth/login').then((m) => ({ default: m.LoginPage })));
const RegistrationPage = lazy(() =>
  import('./pages/registration/create').then((m) => ({ default: m.RegistrationPage })),
);
const VerifyEmailPage = lazy(() =>
  import('./pages/registration/verify-email').then((m) => ({ default: m.VerifyEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./pages/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/auth/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
const SetPasswordPage = lazy(() => import('./pages/auth/set-password').then((m) => ({ default: m.SetPasswordPage })));
const ChangePasswordPage = lazy(() =>
  import('./pages/auth/change-password').then((m) => ({ default: m.ChangePasswordPage })),
);
const ResourcesLayout = lazy(() => import('./pages/resources/layout').then((m) => ({ default: m.ResourcesLayout })));
const DocsPage = lazy(() => import('./pages/resources/docs').then((m) => ({ default: m.DocsPage })));
const FaqPage = lazy(() => import('./pages/resources/faq').then((m) => ({ default: m.FaqPage })));
const PricingPage = lazy(() => import('./pages/resources/pricing').then((m) => ({ default: m.PricingPage })));
const HistoryPage = lazy(() => import('./pages/resources/history').then((m) => ({ default: m.HistoryPage })));
const TrainingPage = lazy(() => import('./pages/resources/training').then((m) => ({ default: m.TrainingPage })));
const ProfilePage = lazy(() => import('./pages/profile/show').then((m) => ({ default: m.ProfilePage })));
const ContactUsPage = lazy(() => import('./pages/contact/contact-us').then((m) => ({ default: m.ContactUsPage })));
const DashboardPage = lazy(() =>
  import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const TransferPage = lazy(() =>
  import('./pages/dashboard/transfer/transfer-page').then((m) => ({ default: m.TransferPage })),
);
const TransferRequestsPage = lazy(() =>
  import('./pages/dashboard/transfer/requests-page').then((m) => ({ default: m.TransferRequestsPage })),
);
const RetirementPage = lazy(() =>
  import('./pages/dashboard/retirement/retirement-page').then((m) => ({ default: m.RetirementPage })),
);
const IncomingRequestsPage = lazy(() =>
  import('./pages/dashboard/incoming/incoming-page').then((m) => ({ default: m.IncomingRequestsPage })),
);
const ContactListPage = lazy(() =>
  import('./pages/contact-list/contact-list-page').then((m) => ({ default: m.ContactListPage })),
);
const BcuPage = lazy(() => import('./pages/bcu/bcu-page').then((m) => ({ default: m.BcuPage })));
const ConnectLayout = lazy(() => import('./pages/connect/connect-layout').then((m) => ({ default: m.ConnectLayout })));
const DiscoverPage = lazy(() => import('./pages/connect/discover-page').then((m) => ({ default: m.DiscoverPage })));
const PreferencesPage = lazy(() =>
  import('./pages/connect/preferences-page').then((m) => ({ default: m.PreferencesPage })),
);
const RequestList = lazy(() => import('./pages/connect/request-list').then((m) => ({ default: m.RequestList })));
const RequestDetail = lazy(() => import('./pages/connect/request-detail').then((m) => ({ default: m.RequestDetail })));
const RegisterCreditPage = lazy(() =>
  import('./pages/register-credit/register-credit-page').then((m) => ({ default: m.RegisterCreditPage })),
);

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

/** A page of a data area the actor may not use leads back to the dashboard (the access matrix decides). */
function Allowed({ resource, action, children }: { resource: ResourceName; action: string; children: ReactNode }) {
  return (
    <CanAccess resource={resource} action={action} fallback={<Navigate to={HOME_AFTER_LOGIN} replace />}>
      {children}
    </CanAccess>
  );
}

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

export function App() {
  useEffect(() => repairAntdAria(), []);
  return (
    <BrowserRouter>
      <ConfigProvider locale={enGB} theme={THEME}>
        <AntdApp notification={{ placement: 'topRight', maxCount: 3, stack: { threshold: 3 } }}>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            liveProvider={liveProvider}
            resources={RESOURCES.map(({ name, meta }) => ({ name, meta }))}
            options={{
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
                <Route path="statements" element={<StatementList />} />
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
                  <Route path="profile" element={<ProfilePage />} />
                  <Route path="profile/profile-info" element={<ProfilePage />} />
                  <Route path="profile/user-info" element={<ProfilePage />} />
                  <Route path="profile/account-fees" element={<ProfilePage />} />
                  <Route path="profile/api-keys" element={<ProfilePage />} />
                  <Route path="profile/webhooks" element={<ProfilePage />} />
                  <Route path="dashboard" element={<DashboardPage />} />
                  <Route path="dashboard/transactions" element={<DashboardPage />} />
                  <Route
                    path="dashboard/transfer"
                    element={
                      <Allowed resource={RES.sentRequests} action="create">
                        <TransferPage />
                      </Allowed>
                    }
                  />
                  <Route
                    path="dashboard/transfer/requests"
                    element={
                      <Allowed resource={RES.sentRequests} action="list">
                        <TransferRequestsPage />
                      </Allowed>
                    }
                  />
                  <Route
                    path="dashboard/transfer/requests/:id"
                    element={
                      <Allowed resource={RES.sentRequests} action="show">
                        <TransferRequestsPage />
                      </Allowed>
                    }
                  />
                  <Route
                    path="dashboard/retirement"
                    element={
                      <Allowed resource={RES.retirements} action="create">
                        <RetirementPage />
                      </Allowed>
                    }
                  />
                  <Route
                    path="dashboard/incoming-requests/*"
                    element={
                      <Allowed resource={RES.incoming} action="list">
                        <IncomingRequestsPage />
                      </Allowed>
                    }
                  />
                  <Route
                    path="dashboard/register-credit"
                    element={
                      <Allowed resource={RES.registrations} action="create">
                        <RegisterCreditPage />
                      </Allowed>
                    }
                  />
                  <Route path="dashboard/contact-list" element={<ContactListPage />} />
                  <Route path="auditor/contact-list" element={<ContactListPage />} />
                  <Route path="connect" element={<ConnectLayout />}>
                    <Route index element={<Navigate to="/connect/discover" replace />} />
                    <Route path="discover" element={<DiscoverPage />} />
                    <Route path="preferences" element={<PreferencesPage />} />
                    <Route path="received-requests" element={<RequestList kind="received" />} />
                    <Route path="sent-requests" element={<RequestList kind="sent" />} />
                    <Route path="sent-requests/:id" element={<RequestDetail kind="sent" />} />
                    <Route path="requests" element={<RequestList kind="admin" />} />
                    <Route path="requests/:id" element={<RequestDetail kind="admin" />} />
                  </Route>
                </Route>
                <Route path="contact-list" element={<Navigate to="/dashboard/contact-list" replace />} />
                <Route path="bcu/:creditId/*" element={<BcuPage />} />
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
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
