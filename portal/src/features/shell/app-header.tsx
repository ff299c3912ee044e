/**
 * The header of spec 1 §2: logo and title, the tabs, Sign Up / Log in or the user menu, and the burger with its
 * Drawer under 768 px. Which of them shows is the stylesheet's to decide (app-layout.css, antd's md breakpoint), not
 * a measurement of the window: the header is drawn once, as prerendered, and not again right after the page starts
 * or whenever the width changes (docs/performance.md).
 */
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Space, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useSession, toActor } from '../session/session-store';
import { TEXT } from '../texts';
import { activeTabKey, portalTabs } from './tabs';
import { SERVED_PATHS } from '../../routes';
import {
  loadAuditorCompanySelect,
  loadConnectTabLabel,
  loadHeaderMenu,
  loadIncomingTabLabel,
  loadUserMenu,
} from './signed-in-shell';
import { lazyNamed } from './lazy-named';

// signed-in only: kept out of the first JavaScript of the public pages (signed-in-shell.ts)
const IncomingTabLabel = lazyNamed(loadIncomingTabLabel, 'IncomingTabLabel');
const ConnectTabLabel = lazyNamed(loadConnectTabLabel, 'ConnectTabLabel');
const UserMenu = lazyNamed(loadUserMenu, 'UserMenu');
const AuditorCompanySelect = lazyNamed(loadAuditorCompanySelect, 'AuditorCompanySelect');
const HeaderMenu = lazyNamed(loadHeaderMenu, 'HeaderMenu');
// the burger menu's Drawer, loaded when first opened
const ShellDrawer = lazyNamed(() => import('./shell-drawer'), 'ShellDrawer');

export function AppHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const tabs = portalTabs(toActor(user), SERVED_PATHS);
  const selected = activeTabKey(pathname, tabs);
  const actor = toActor(user);
  // the header's own tabs draw their counts only where they show (features/counts/count-shown.ts)
  const tabLabel = (t: (typeof tabs)[number], inHeaderTabs = false) =>
    t.key === 'incoming' && actor ? (
      <Suspense fallback={t.label}>
        <IncomingTabLabel label={t.label} actor={actor} inHeaderTabs={inHeaderTabs} />
      </Suspense>
    ) : t.key === 'connect' && actor ? (
      <Suspense fallback={t.label}>
        <ConnectTabLabel label={t.label} actor={actor} inHeaderTabs={inHeaderTabs} />
      </Suspense>
    ) : (
      t.label
    );
  const menuItems = (inHeaderTabs: boolean): MenuProps['items'] =>
    tabs.map((t) => ({ key: t.key, label: <Link to={t.path}>{tabLabel(t, inHeaderTabs)}</Link> }));
  // plain links drawn as antd's horizontal menu: antd's Menu (with its popups and tooltips, about 30 kB compressed)
  // stays out of the first JavaScript of every page; a signed-in user's tabs, too many for some widths, are antd's
  // Menu once it has loaded (header-menu.tsx)
  const tabList = (
    <nav aria-label={TEXT.mainNavigation} className="bcu-tabs">
      <ul className="bcu-tab-list">
        {tabs.map((t) => (
          <li key={t.key}>
            <Link to={t.path} aria-current={t.key === selected ? 'page' : undefined}>
              {tabLabel(t, true)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  const guestButtons = (vertical: boolean) => (
    <Space
      className={vertical ? undefined : 'bcu-guest'}
      direction={vertical ? 'vertical' : 'horizontal'}
      style={vertical ? { width: '100%' } : undefined}
    >
      <Button type="primary" block={vertical} onClick={() => navigate('/registration')}>
        {TEXT.signUp}
      </Button>
      <Button block={vertical} onClick={() => navigate('/login')}>
        {TEXT.logIn}
      </Button>
    </Space>
  );

  return (
    <>
      <header className="bcu-header">
        <Link to="/" className="bcu-brand" aria-label={`${TEXT.appTitle} home`}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span className="bcu-title">{TEXT.appTitle}</span>
        </Link>
        {user ? (
          <Suspense fallback={tabList}>
            <HeaderMenu items={menuItems(true)} selected={selected} />
          </Suspense>
        ) : (
          tabList
        )}
        <div className="bcu-header-right">
          {user ? (
            <>
              <Suspense fallback={null}>
                <AuditorCompanySelect />
              </Suspense>
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            guestButtons(false)
          )}
          <Button
            className="bcu-burger"
            type="text"
            icon={<MenuOutlined />}
            aria-label={TEXT.menu}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </header>
      {drawerUsed && (
        <Suspense fallback={null}>
          <ShellDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            selected={selected}
            items={menuItems(false)}
            guestButtons={user ? undefined : guestButtons(true)}
          />
        </Suspense>
      )}
    </>
  );
}
