/**
 * One incoming transaction (spec 2 §2.10): tabs BCU Info, Scope 1 Info and Scope 3 Info; Accept or Deny while it is
 * Pending, each after a confirmation.
 */
import { useLocation, useNavigate } from 'react-router';
import { useCustom, useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Descriptions, Space, Spin, Tabs, Tag } from 'antd';
import { TRADING_API, TRADING_TEXTS, type IncomingTransactionDetail } from '@bcu/api/contracts';
import { useIdentity } from '../../../features/session/use-identity';
import { errorNote, successNote } from '../../../features/errors/notes';
import { RES } from '../../../resources';
import { formatTonnes } from '../../../features/format';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { formatDateTime } from '../transactions/transaction-filter';
import { bcuInfoItems } from './bcu-info-items';
import { STATUS_COLORS } from './incoming-list';
import { DetailError } from '../../../features/errors/detail-error';
import { useLiveRefetch } from '../../../providers/live-provider';

const yesNo = (v: boolean | null) => (v === null ? T.notProvided : v ? T.yes : T.no);

export function IncomingDetail({ id, base, onChanged }: { id: string; base: string; onChanged: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useIdentity();
  // the decision has no body
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const invalidate = useInvalidate();
  const busy = mutation.isPending;
  const { result, query } = useCustom<IncomingTransactionDetail>({
    // the page shows the failed load itself: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    url: `${TRADING_API.incoming}/${id}`,
    method: 'get',
    queryOptions: { queryKey: ['incoming', id] },
  });
  useLiveRefetch(['counters'], query.refetch);
  const t = result.data?.id ? result.data : undefined;
  const root = `${base}/requests/${id}`;
  const tab = pathname.endsWith('/scope1') ? 'scope1' : pathname.endsWith('/scope3') ? 'scope3' : 'bcu-info';

  const decide = (action: 'accept' | 'deny') =>
    modal.confirm({
      title: T.confirmTitle,
      content: action === 'accept' ? T.confirmAccept : T.confirmDeny,
      okText: T.ok,
      cancelText: T.cancel,
      autoFocusButton: 'ok',
      onOk: async () => {
        try {
          await mutateAsync({
            url: action === 'accept' ? TRADING_API.incomingAccept(id) : TRADING_API.incomingDeny(id),
            method: 'post',
            values: undefined,
            successNotification: () =>
              successNote(
                TRADING_TEXTS.incomingDecided(action === 'accept', formatTonnes(t?.amount), user?.company.name ?? ''),
              ),
            errorNotification: (e) => errorNote(e),
          });
        } catch {
          return; // told by the error notification
        }
        await query.refetch();
        // the list of incoming transactions and the balance show the decision
        await invalidate({ resource: RES.incoming, invalidates: ['list'] });
        onChanged();
      },
    });

  if (!t) return query.isError ? <DetailError query={query} /> : <Spin />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="incoming-detail">
      <Button type="link" onClick={() => navigate(`${base}/requests`)} style={{ paddingInline: 0 }}>
        ← {T.back}
      </Button>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={T.dateTime}>{formatDateTime(t.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={T.fromBy}>{`${t.from.name} / ${t.by}`}</Descriptions.Item>
        <Descriptions.Item label={T.bcuId}>{t.bcuid}</Descriptions.Item>
        <Descriptions.Item label={T.amount}>{formatTonnes(t.amount)}</Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag color={STATUS_COLORS[t.status]}>{t.statusLabel}</Tag>
        </Descriptions.Item>
      </Descriptions>
      {t.status === 'Pending' && (
        <Space>
          <Button type="primary" loading={busy} onClick={() => decide('accept')}>
            {T.accept}
          </Button>
          <Button danger loading={busy} onClick={() => decide('deny')}>
            {T.deny}
          </Button>
        </Space>
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(k === 'bcu-info' ? root : `${root}/${k}`)}
        items={[
          {
            key: 'bcu-info',
            label: T.bcuInfo,
            children: (
              <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
                {bcuInfoItems(t.bcuInfo).map(([label, value]) => (
                  <Descriptions.Item key={label} label={label}>
                    {value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ),
          },
          {
            key: 'scope1',
            label: T.scope1Info,
            children: (
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={T.scope1Question}>{yesNo(t.scope1.isScope1Provider)}</Descriptions.Item>
                <Descriptions.Item label={T.scope1Provider}>
                  {t.scope1.company?.name ?? T.notProvided}
                </Descriptions.Item>
                <Descriptions.Item label={T.country}>{t.scope1.creditClaimCountry ?? T.notProvided}</Descriptions.Item>
                <Descriptions.Item label={T.reporting}>{t.scope1.reporting ?? T.notProvided}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'scope3',
            label: T.scope3Info,
            children: (
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={T.scope3Question}>{yesNo(t.scope3.isScope3Provider)}</Descriptions.Item>
                <Descriptions.Item label={T.logisticCompany}>
                  {t.scope3.logisticCompany?.name ?? T.notProvided}
                </Descriptions.Item>
              </Descriptions>
            ),
          },
        ]}
      />
    </Space>
  );
}
