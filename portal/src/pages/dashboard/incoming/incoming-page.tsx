/**
 * /dashboard/incoming-requests (spec 2 §2.1, §2.10): tabs 'Incoming Transactions' and — for Airline and Facilitator
 * users — 'Scope 1 Info Requests List', each with a badge of pending items. Sub-routes: requests, requests/{id}
 * (with /scope1 and /scope3 tabs), {id} (the same detail), info-requests and info-requests/{id}.
 */
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '@refinedev/core';
import { Badge, Card, Space, Tabs, Typography } from 'antd';
import { badgeText } from '@bcu/api/contracts';
import { RES } from '../../../resources';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { IncomingList } from './incoming-list';
import { IncomingDetail } from './incoming-detail';
import { InfoRequestList } from './info-request-list';
import { InfoRequestDetail } from './info-request-detail';
import { useIncomingCount, useInfoRequestCount } from '../../../features/counts/pending-counts';
import { incomingRoute, INCOMING_BASE } from './incoming-route';

export function IncomingRequestsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showInfo = useCan({ resource: RES.infoRequests, action: 'list' }).data?.can === true;
  const incoming = useIncomingCount();
  const info = useInfoRequestCount(showInfo);
  const route = incomingRoute(pathname);
  const refresh = () => {
    void incoming.refetch();
    if (showInfo) void info.refetch();
  };
  const title = (label: string, count: number) => (
    <Space size={6}>
      {label}
      <Badge count={count} overflowCount={99} showZero={false} title={badgeText(count)} />
    </Space>
  );
  const activeTab = route.tab === 'info' && showInfo ? 'info-requests' : 'requests';
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{T.incomingRequests}</Typography.Title>
      <Tabs
        activeKey={activeTab}
        onChange={(k) => navigate(`${INCOMING_BASE}/${k}`)}
        items={[
          {
            key: 'requests',
            label: title(T.incomingTitle, incoming.count),
            children:
              route.tab === 'incoming' && route.id ? (
                <IncomingDetail id={route.id} base={INCOMING_BASE} onChanged={refresh} />
              ) : (
                <IncomingList base={INCOMING_BASE} />
              ),
          },
          ...(showInfo
            ? [
                {
                  key: 'info-requests',
                  label: title(T.infoRequestsTitle, info.count),
                  children: route.id ? (
                    <InfoRequestDetail id={route.id} base={INCOMING_BASE} onChanged={refresh} />
                  ) : (
                    <InfoRequestList base={INCOMING_BASE} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
