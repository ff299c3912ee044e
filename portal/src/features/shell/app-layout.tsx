/**
 * The page shell of spec 1 §2: header (logo, title, tabs, Sign Up / Log in or the user menu,
 * a burger Drawer under 768 px), the routed page inside the error boundary, and the footer.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Drawer, Grid, Layout, Menu, Space, Spin, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useSession, toActor } from '../session/session-store';
import { TEXT } from '../texts';
import { activeTabKey, portalTabs } from './tabs';
import { IncomingTabLabel } from '../counts/incoming-tab-label';
import { ConnectTabLabel } from '../counts/connect-tab-label';
import { ErrorBoundary } from './error-boundary';
import { AppFooter } from './app-footer';
import { FeedbackButton } from '../feedback/feedback-button';
import { useLiveStream } from '../../providers/live-provider';
import { SERVED_PATHS } from '../../routes';
import './app-layout.css';

// signed-in only: kept out of the first JavaScript of the public pages
const UserMenu = lazy(() => import('./user-menu-button').then((m) => ({ default: m.UserMenu })));
const AuditorCompanySelect = lazy(() =>
  import('../auditor/auditor-company-select').then((m) => ({ default: m.AuditorCompanySelect })),
);

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
  const navigate = useNavigate();
  const { user } = useSession();
  useLiveStream(Boolean(user));
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // useBreakpoint is empty on the first render: assume desktop until measured
  const mobile = screens.md === false;

  const tabs = portalTabs(toActor(user), SERVED_PATHS);
  const selected = activeTabKey(pathname, tabs);
  const actor = toActor(user);
  const menuItems: MenuProps['items'] = tabs.map((t) => ({
    key: t.key,
    label: (
      <Link to={t.path}>
        {t.key === 'incoming' && actor ? (
          <IncomingTabLabel label={t.label} actor={actor} />
        ) : t.key === 'connect' && actor ? (
          <ConnectTabLabel label={t.label} actor={actor} />
        ) : (
          t.label
        )}
      </Link>
    ),
  }));

  const guestButtons = (vertical: boolean) => (
    <Space direction={vertical ? 'vertical' : 'horizontal'} style={vertical ? { width: '100%' } : undefined}>
      <Button type="primary" block={vertical} onClick={() => navigate('/registration')}>
        {TEXT.signUp}
      </Button>
      <Button block={vertical} onClick={() => navigate('/login')}>
        {TEXT.logIn}
      </Button>
    </Space>
  );

  return (
    <Layout className="bcu-layout">
      <a className="bcu-skip" href="#main">
        Skip to content
      </a>
      <Layout.Header className="bcu-header">
        <Link to="/" className="bcu-brand" aria-label={`${TEXT.appTitle} home`}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span className="bcu-title">{TEXT.appTitle}</span>
        </Link>
        {!mobile && (
          <nav aria-label={TEXT.mainNavigation} className="bcu-tabs">
            <Menu mode="horizontal" selectedKeys={selected ? [selected] : []} items={menuItems} />
          </nav>
        )}
        <div className="bcu-header-right">
          {user ? (
            <Suspense fallback={null}>
              <AuditorCompanySelect />
              <UserMenu />
            </Suspense>
          ) : (
            !mobile && guestButtons(false)
          )}
          {mobile && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={TEXT.menu}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
        </div>
      </Layout.Header>
      <Drawer
        title={TEXT.appTitle}
        placement="right"
        width={280}
        open={mobile && drawerOpen}
        onClose={() => setDrawerOpen(false)}
      >
        <nav aria-label={TEXT.mainNavigation}>
          <Menu
            mode="vertical"
            selectedKeys={selected ? [selected] : []}
            items={menuItems}
            onClick={() => setDrawerOpen(false)}
            style={{ borderInlineEnd: 0 }}
          />
        </nav>
        {!user && (
          <div style={{ marginTop: 24 }} onClick={() => setDrawerOpen(false)}>
            {guestButtons(true)}
          </div>
        )}
      </Drawer>
      <Layout.Content id="main" className="bcu-content">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
      <AppFooter />
      <FeedbackButton />
    </Layout>
  );
}
