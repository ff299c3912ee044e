/**
 * The page shell of spec 1 §2: header (logo, title, tabs, Sign Up / Log in or the user menu,
 * a burger Drawer under 768 px), the routed page inside the error boundary, and the footer.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Menu, Space, Spin, Typography, type MenuProps } from 'antd';
import {
  ContactsOutlined,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useSession, toActor } from '../session/session-store';
import { TEXT } from '../texts';
import { avatarColor, initials } from './avatar';
import { activeTabKey, portalTabs } from './tabs';
import { IncomingTabLabel } from '../counts/incoming-tab-label';
import { ConnectTabLabel } from '../counts/connect-tab-label';
import { USER_MENU_TEXT, contactListPath, userMenuKeys, type UserMenuKey } from './user-menu';
import { TOKEN_TEXT, TokenModal } from './token-modal';
import { ErrorBoundary } from './error-boundary';
import { AppFooter } from './app-footer';
import { FeedbackButton } from '../feedback/feedback-button';
import { useLiveStream } from '../../providers/live-provider';
import { AuditorCompanySelect } from '../auditor/auditor-company-select';
import { SERVED_PATHS } from '../../routes';
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

const MENU_ENTRIES: Record<UserMenuKey, { icon: ReactNode; label: string }> = {
  'generate-token': { icon: <KeyOutlined />, label: TOKEN_TEXT.menu },
  profile: { icon: <UserOutlined />, label: TEXT.profileSettings },
  'contact-list': { icon: <ContactsOutlined />, label: USER_MENU_TEXT.contactList },
  'change-password': { icon: <LockOutlined />, label: TEXT.changePassword },
  logout: { icon: <LogoutOutlined />, label: TEXT.logOut },
};

function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const [tokenOpen, setTokenOpen] = useState(false);
  const actor = toActor(user);
  if (!user || !actor) return null;
  const text = initials(user.firstName, user.lastName);
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span>
          {user.firstName} {user.lastName}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user.company.name}
          </Typography.Text>
        </span>
      ),
    },
    { type: 'divider' },
    // spec 1 §2: the entries by role (user-menu.ts)
    ...userMenuKeys(actor, SERVED_PATHS).map((key) => ({ key, ...MENU_ENTRIES[key] })),
  ];
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'generate-token') setTokenOpen(true);
            if (key === 'change-password') navigate('/change-password');
            if (key === 'profile') navigate('/profile');
            if (key === 'contact-list') navigate(contactListPath(actor));
            if (key === 'logout') logout();
          },
        }}
      >
        {/* the accessible name starts with the visible name (WCAG 2.5.3 label in name) */}
        <Button
          type="text"
          aria-label={`${user.firstName} ${user.lastName}, ${TEXT.userMenu}`}
          className="bcu-user-button"
        >
          <Avatar style={{ backgroundColor: avatarColor(text) }} aria-hidden>
            {text}
          </Avatar>
          <span className="bcu-user-name">
            {user.firstName} {user.lastName}
          </span>
        </Button>
      </Dropdown>
      <TokenModal open={tokenOpen} onClose={() => setTokenOpen(false)} />
    </>
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
          {user && <AuditorCompanySelect />}
          {user ? <UserMenu /> : !mobile && guestButtons(false)}
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
