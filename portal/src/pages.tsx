/**
 * Every page of the portal as a lazy route chunk (DESIGN §5 "code-split per route"), used by the routes of App.tsx and
 * the resources' pages (resources.tsx).
 */
import { lazyNamed } from './features/shell/lazy-named';

export const LandingPage = lazyNamed(() => import('./pages/home/landing'), 'LandingPage');
export const StatementVerifyPage = lazyNamed(() => import('./pages/statements/verify'), 'StatementVerifyPage');
export const LoginPage = lazyNamed(() => import('./pages/auth/login'), 'LoginPage');
export const RegistrationPage = lazyNamed(() => import('./pages/registration/create'), 'RegistrationPage');
export const VerifyEmailPage = lazyNamed(() => import('./pages/registration/verify-email'), 'VerifyEmailPage');
export const ForgotPasswordPage = lazyNamed(() => import('./pages/auth/forgot-password'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyNamed(() => import('./pages/auth/reset-password'), 'ResetPasswordPage');
export const SetPasswordPage = lazyNamed(() => import('./pages/auth/set-password'), 'SetPasswordPage');
export const ChangePasswordPage = lazyNamed(() => import('./pages/auth/change-password'), 'ChangePasswordPage');
export const ResourcesLayout = lazyNamed(() => import('./pages/resources/layout'), 'ResourcesLayout');
export const DocsPage = lazyNamed(() => import('./pages/resources/docs'), 'DocsPage');
export const FaqPage = lazyNamed(() => import('./pages/resources/faq'), 'FaqPage');
export const PricingPage = lazyNamed(() => import('./pages/resources/pricing'), 'PricingPage');
export const HistoryPage = lazyNamed(() => import('./pages/resources/history'), 'HistoryPage');
export const TrainingPage = lazyNamed(() => import('./pages/resources/training'), 'TrainingPage');
export const ContactUsPage = lazyNamed(() => import('./pages/contact/contact-us'), 'ContactUsPage');
export const ConnectLayout = lazyNamed(() => import('./pages/connect/connect-layout'), 'ConnectLayout');
export const PreferencesPage = lazyNamed(() => import('./pages/connect/preferences-page'), 'PreferencesPage');
export const StatementList = lazyNamed(() => import('./pages/statements/list'), 'StatementList');
export const DashboardPage = lazyNamed(() => import('./pages/dashboard/dashboard-page'), 'DashboardPage');
export const BcuPage = lazyNamed(() => import('./pages/bcu/bcu-page'), 'BcuPage');
export const TransferPage = lazyNamed(() => import('./pages/dashboard/transfer/transfer-page'), 'TransferPage');
export const TransferRequestsPage = lazyNamed(
  () => import('./pages/dashboard/transfer/requests-page'),
  'TransferRequestsPage',
);
export const RetirementPage = lazyNamed(() => import('./pages/dashboard/retirement/retirement-page'), 'RetirementPage');
export const IncomingRequestsPage = lazyNamed(
  () => import('./pages/dashboard/incoming/incoming-page'),
  'IncomingRequestsPage',
);
export const RegisterCreditPage = lazyNamed(
  () => import('./pages/register-credit/register-credit-page'),
  'RegisterCreditPage',
);
export const ContactListPage = lazyNamed(() => import('./pages/contact-list/contact-list-page'), 'ContactListPage');
export const DiscoverPage = lazyNamed(() => import('./pages/connect/discover-page'), 'DiscoverPage');
export const RequestList = lazyNamed(() => import('./pages/connect/request-list'), 'RequestList');
export const RequestDetail = lazyNamed(() => import('./pages/connect/request-detail'), 'RequestDetail');
export const ProfilePage = lazyNamed(() => import('./pages/profile/show'), 'ProfilePage');
