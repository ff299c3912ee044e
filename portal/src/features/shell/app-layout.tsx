/**
 * The page shell of spec 1 §2: header (logo, title, tabs, Sign Up / Log in or the user menu,
 * a burger Drawer under 768 px), the routed page inside the error boundary, and the footer.
 */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spin } from 'antd';
import { useSession } from '../session/session-store';
import { TEXT } from '../texts';
import { ErrorBoundary } from './error-boundary';
import { PageHydrated } from './use-hydrated';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { FeedbackButton } from '../feedback/feedback-button';
import { useLiveStream } from '../../providers/live-provider';
import './app-layout.css';

export function PageSpinner() {
  return (
    <div className="bcu-spinner" role="status" aria-live="polite">
      <Spin tip={TEXT.loading}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useLiveStream(Boolean(user));
  return (
    <div className="bcu-layout">
      <a className="bcu-skip" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="bcu-content">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      <AppFooter />
      <FeedbackButton />
    </div>
  );
}
