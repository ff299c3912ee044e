/**
 * /bcu/{creditId} (spec 2 §2.12): the tabs the API says the viewer sees (bcu-values, bcu-info as the index, scope1,
 * scope3, facilitator, bcu-events), a hidden Facilitator tab redirecting to Scope 3, and the back link. Read-only:
 * editing BCU data is the admin's, in the backoffice.
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCustom } from '@refinedev/core';
import { Card, Space, Spin, Tabs, Typography } from 'antd';
import { CREDIT_TAB_LABELS, CREDIT_VIEW_API, type CreditDetail, type CreditTab } from '@bcu/api/contracts';
import { BCU_TEXT, backLink, resolveTab, tabFromPath, tabPath } from './bcu-route';
import { BcuEvents, BcuFacilitator, BcuInfo, BcuScope1, BcuScope3, BcuValues } from './bcu-sections';
import { DetailError } from '../../features/errors/detail-error';

export function BcuPage() {
  const { id: creditId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { query } = useCustom<CreditDetail>({
    // the page shows the failed load itself: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    url: CREDIT_VIEW_API.credit(creditId),
    method: 'get',
    queryOptions: { queryKey: ['credit', creditId], retry: false },
  });
  // result.data is an empty object until the answer arrives: read the answer itself
  const credit = query.data?.data;
  const requested = tabFromPath(location.pathname, creditId);
  const tab = credit ? resolveTab(requested, credit.tabs) : requested;
  const back = backLink(location.state);

  // a hidden or unknown tab: replace the URL with the tab shown, keeping the return path
  useEffect(() => {
    if (credit && tab && requested !== tab) navigate(tabPath(creditId, tab), { replace: true, state: location.state });
  }, [credit, tab, requested, creditId, navigate, location.state]);

  const body = (t: CreditTab, c: CreditDetail) => {
    switch (t) {
      case 'bcu-values':
        return <BcuValues c={c} />;
      case 'scope1':
        return <BcuScope1 c={c} />;
      case 'scope3':
        return <BcuScope3 c={c} />;
      case 'facilitator':
        return <BcuFacilitator c={c} />;
      case 'bcu-events':
        return <BcuEvents events={c.events} />;
      default:
        return <BcuInfo c={c} />;
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="bcu-page">
      <Link to={back.to} data-testid="bcu-back">
        ← {back.label}
      </Link>
      <Card>
        {!credit ? (
          query.isError ? (
            <DetailError query={query} notFound={BCU_TEXT.notFound} />
          ) : (
            <Spin />
          )
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {credit.BCUID ?? credit.statusLabel}
            </Typography.Title>
            <Tabs
              activeKey={tab}
              onChange={(key) => navigate(tabPath(creditId, key as CreditTab), { state: location.state })}
              items={credit.tabs.map((t) => ({
                key: t,
                label: CREDIT_TAB_LABELS[t],
                children: t === tab ? body(t, credit) : null,
              }))}
            />
          </>
        )}
      </Card>
    </Space>
  );
}
