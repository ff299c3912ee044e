/**
 * /connect (spec 3 §2.7): the header 'Registry Connect' with Take Tour (SystemUser only), the sections
 * (Discover; Preferences, Received Requests with its badge, Sent Requests for SystemUsers; Connection Requests for
 * Admin and SuperAdmin) and the routed section. The guided tour starts 1 s after the page loads for a user who has
 * not completed it; skipping or finishing it stores connectTourCompleted once.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button, Card, Grid, Menu, Tour, Typography, type MenuProps, type TourProps } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { CONNECT_API, CONNECT_TOUR_DELAY_MS, type TourStatus } from '@bcu/api/contracts';
import { session } from '../../features/session/session-store';
import { useIdentity } from '../../features/session/use-identity';
import { PageSpinner } from '../../features/shell/app-layout';
import { ConnectBadge } from '../../features/counts/connect-tab-label';
import { useConnectCount } from '../../features/counts/pending-counts';
import {
  SECTION_PATHS,
  connectSections,
  offersTour,
  sectionOf,
  startsTourAutomatically,
  tourSteps,
  type ConnectSection,
  type TourStepKey,
} from './connect-nav';
import { useConnectAccess } from './use-connect-access';
import { T } from './texts';
import './connect.css';

const SECTION_LABELS: Record<ConnectSection, string> = {
  discover: T.discover,
  preferences: T.preferences,
  received: T.received,
  sent: T.sent,
  requests: T.connectionRequests,
};

const STEP_TEXTS: Record<TourStepKey, { title: string; description: string; target?: ConnectSection }> = {
  welcome: { title: T.tourWelcomeTitle, description: T.tourWelcome },
  preferences: { title: T.tourPreferencesTitle, description: T.tourPreferences, target: 'preferences' },
  discover: { title: T.tourDiscoverTitle, description: T.tourDiscover, target: 'discover' },
  received: { title: T.tourReceivedTitle, description: T.tourReceived, target: 'received' },
  sent: { title: T.tourSentTitle, description: T.tourSent, target: 'sent' },
};

const tourTarget = (section: ConnectSection) => () =>
  document.querySelector<HTMLElement>(`[data-tour="${section}"]`) ?? (null as unknown as HTMLElement);

export function ConnectLayout() {
  const user = useIdentity();
  const access = useConnectAccess();
  const { pathname } = useLocation();
  const mobile = Grid.useBreakpoint().md === false;
  const sections = connectSections(access);
  // the Received Requests badge is a member's (SystemUser's) count
  const received = useConnectCount(sections.includes('received'));
  const [tourOpen, setTourOpen] = useState(false);
  const autoStarted = useRef(false);
  const { mutate: storeTour } = useCustomMutation<TourStatus, HttpError, Pick<TourStatus, 'connectTourCompleted'>>();

  const autoStart = !!user && startsTourAutomatically(access, user.connectTourCompleted);
  useEffect(() => {
    if (!autoStart || autoStarted.current) return undefined;
    const timer = window.setTimeout(() => {
      autoStarted.current = true;
      setTourOpen(true);
    }, CONNECT_TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoStart]);

  if (!user || !access) return <PageSpinner />;
  if (sections.length === 0) return <Navigate to="/statements" replace />;
  const current = sectionOf(pathname);
  if (!current) return <Navigate to={SECTION_PATHS.discover} replace />;
  if (!sections.includes(current)) return <Navigate to={SECTION_PATHS[sections[0]]} replace />;

  const items: MenuProps['items'] = sections.map((s) => ({
    key: s,
    label: (
      <Link to={SECTION_PATHS[s]} data-tour={s}>
        {SECTION_LABELS[s]}
        {s === 'received' && received.count > 0 && (
          <span className="bcu-connect-badge">
            <ConnectBadge count={received.count} />
          </span>
        )}
      </Link>
    ),
  }));

  const steps: TourProps['steps'] = tourSteps(access)
    .filter((k) => !STEP_TEXTS[k].target || sections.includes(STEP_TEXTS[k].target!))
    .map((k) => {
      const s = STEP_TEXTS[k];
      return { title: s.title, description: s.description, target: s.target ? tourTarget(s.target) : undefined };
    });
  /** Stores connectTourCompleted once; a failure only means the tour starts again on the next visit. */
  const closeTour = () => {
    setTourOpen(false);
    if (user.connectTourCompleted) return;
    session.setUser({ ...user, connectTourCompleted: true });
    storeTour({
      url: CONNECT_API.tourStatus,
      method: 'post',
      values: { connectTourCompleted: true },
      successNotification: false,
      errorNotification: false,
    });
  };

  return (
    <Card className="bcu-connect">
      <div className="bcu-connect-header">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {T.header}
        </Typography.Title>
        {offersTour(access) && (
          <Button icon={<CompassOutlined />} onClick={() => setTourOpen(true)}>
            {T.takeTour}
          </Button>
        )}
      </div>
      <nav aria-label={T.subNavigation} className="bcu-connect-nav">
        <Menu mode="horizontal" disabledOverflow={mobile} selectedKeys={[current]} items={items} />
      </nav>
      <div className="bcu-connect-page">
        <Outlet />
      </div>
      <Tour
        open={tourOpen}
        steps={steps}
        onClose={closeTour}
        onFinish={closeTour}
        actionsRender={(origin, { current: step, total }) => (
          <>
            {step < total - 1 && (
              <Button size="small" onClick={closeTour}>
                {T.skip}
              </Button>
            )}
            {origin}
          </>
        )}
      />
    </Card>
  );
}
