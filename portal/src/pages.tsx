/**
 * Every page of the portal as a lazy route chunk (DESIGN §5 "code-split per route"), used by the routes of App.tsx and
 * the resources' pages (resources.tsx).
 */
import { lazy } from 'react';

export const LandingPage = lazy(() => import('./pages/home/landing').then((m) => ({ default: m.LandingPage })));
export const StatementVerifyPage = lazy(() =>
  import('./pages/statements/verify').then((m) => ({ default: m.StatementVerifyPage })),
);
export const LoginPage = lazy(() => import('./pages/auth/login').then((m) => ({ default: m.LoginPage })));
export const RegistrationPage = lazy(() =>
  import('./pages/registration/create').then((m) => ({ default: m.RegistrationPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('./pages/registration/verify-email').then((m) => ({ default: m.VerifyEmailPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('./pages/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('./pages/auth/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
export const SetPasswordPage = lazy(() =>
  import('./pages/auth/set-password').then((m) => ({ default: m.SetPasswordPage })),
);
export const ChangePasswordPage = lazy(() =>
  import('./pages/auth/change-password').then((m) => ({ default: m.ChangePasswordPage })),
);
export const ResourcesLayout = lazy(() =>
  import('./pages/resources/layout').then((m) => ({ default: m.ResourcesLayout })),
);
export const DocsPage = lazy(() => import('./pages/resources/docs').then((m) => ({ default: m.DocsPage })));
export const FaqPage = lazy(() => import('./pages/resources/faq').then((m) => ({ default: m.FaqPage })));
export const PricingPage = lazy(() => import('./pages/resources/pricing').then((m) => ({ default: m.PricingPage })));
export const HistoryPage = lazy(() => import('./pages/resources/history').then((m) => ({ default: m.HistoryPage })));
export const TrainingPage = lazy(() => import('./pages/resources/training').then((m) => ({ default: m.TrainingPage })));
export const ContactUsPage = lazy(() =>
  import('./pages/contact/contact-us').then((m) => ({ default: m.ContactUsPage })),
);
export const ConnectLayout = lazy(() =>
  import('./pages/connect/connect-layout').then((m) => ({ default: m.ConnectLayout })),
);
export const PreferencesPage = lazy(() =>
  import('./pages/connect/preferences-page').then((m) => ({ default: m.PreferencesPage })),
);
export const StatementList = lazy(() => import('./pages/statements/list').then((m) => ({ default: m.StatementList })));
export const DashboardPage = lazy(() =>
  import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const BcuPage = lazy(() => import('./pages/bcu/bcu-page').then((m) => ({ default: m.BcuPage })));
export const TransferPage = lazy(() =>
  import('./pages/dashboard/transfer/transfer-page').then((m) => ({ default: m.TransferPage })),
);
export const TransferRequestsPage = lazy(() =>
  import('./pages/dashboard/transfer/requests-page').then((m) => ({ default: m.TransferRequestsPage })),
);
export const RetirementPage = lazy(() =>
  import('./pages/dashboard/retirement/retirement-page').then((m) => ({ default: m.RetirementPage })),
);
export const IncomingRequestsPage = lazy(() =>
  import('./pages/dashboard/incoming/incoming-page').then((m) => ({ default: m.IncomingRequestsPage })),
);
export const RegisterCreditPage = lazy(() =>
  import('./pages/register-credit/register-credit-page').then((m) => ({ default: m.RegisterCreditPage })),
);
export const ContactListPage = lazy(() =>
  import('./pages/contact-list/contact-list-page').then((m) => ({ default: m.ContactListPage })),
);
export const DiscoverPage = lazy(() =>
  import('./pages/connect/discover-page').then((m) => ({ default: m.DiscoverPage })),
);
export const RequestList = lazy(() => import('./pages/connect/request-list').then((m) => ({ default: m.RequestList })));
export const RequestDetail = lazy(() =>
  import('./pages/connect/request-detail').then((m) => ({ default: m.RequestDetail })),
);
export const ProfilePage = lazy(() => import('./pages/profile/show').then((m) => ({ default: m.ProfilePage })));
