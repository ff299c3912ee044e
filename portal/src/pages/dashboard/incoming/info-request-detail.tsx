/**
 * One Scope 1 information request (spec 2 §2.10, spec 3 §4): while Pending the recipient approves — answer Yes,
 * country and reporting — or denies.
 */
import { useNavigate } from 'react-router';
import { useForm } from '@refinedev/antd';
import { useCustom, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Descriptions, Form, Radio, Space, Spin, Tag } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS, type InfoRequestView } from '@bcu/api/contracts';
import { errorNote, successNote } from '../../../features/errors/notes';
import { RES } from '../../../resources';
import { CountrySelect } from '../../../features/forms/fields';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { ReportingSelect } from '../transfer/scope-fields';
import { formatDateTime } from '../transactions/transaction-filter';
import { STATUS_COLORS } from './incoming-list';
import { DetailError } from '../../../features/errors/detail-error';
import { useLiveRefetch } from '../../../providers/live-provider';

interface Answer {
  answer: 'yes';
  creditClaimCountry: string;
  reporting: string;
}

/** The body of the answer: Approve with the form's values, or Deny. */
type AnswerBody = (Answer & { action: 'Approve' }) | { action: 'Deny' };

export function InfoRequestDetail({ id, base, onChanged }: { id: string; base: string; onChanged: () => void }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { result, query } = useCustom<InfoRequestView>({
    // the page shows the failed load itself: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    url: `${TRADING_API.infoRequests}/${id}`,
    method: 'get',
    queryOptions: { queryKey: ['info-request', id] },
  });
  useLiveRefetch(['counters'], query.refetch);
  const r = result.data?.id ? result.data : undefined;

  // POST …/answer through Refine; a 422's field errors land on the form's fields
  const {
    formProps,
    onFinish,
    formLoading: busy,
  } = useForm<BaseRecord, HttpError, AnswerBody>({
    resource: RES.infoRequests,
    action: 'create',
    meta: { path: TRADING_API.infoRequestAnswer(id).slice(1) },
    redirect: false,
    successNotification: (_data, body) =>
      successNote(
        TRADING_TEXTS.infoRequestDecided((body as AnswerBody | undefined)?.action === 'Approve', r?.bcuid ?? ''),
      ),
    errorNotification: (e) => errorNote(e),
    onMutationSuccess: () => {
      void query.refetch();
      onChanged();
    },
  });

  if (!r) return query.isError ? <DetailError query={query} /> : <Spin />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="info-request-detail">
      <Button type="link" onClick={() => navigate(`${base}/info-requests`)} style={{ paddingInline: 0 }}>
        ← {T.back}
      </Button>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={T.dateTime}>{formatDateTime(r.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={T.bcuId}>{r.bcuid}</Descriptions.Item>
        <Descriptions.Item label={T.requester}>{`${r.requester.name} / ${r.requesterUser}`}</Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag color={STATUS_COLORS[r.status]}>{r.statusLabel}</Tag>
        </Descriptions.Item>
        {r.status === 'Approved' && (
          <>
            <Descriptions.Item label={T.country}>{r.creditClaimCountry}</Descriptions.Item>
            <Descriptions.Item label={T.reporting}>{r.reporting}</Descriptions.Item>
          </>
        )}
      </Descriptions>
      {r.status === 'Pending' && (
        <Form
          {...formProps}
          layout="vertical"
          style={{ maxWidth: 560 }}
          onFinish={(v) => formProps.onFinish?.({ action: 'Approve', ...(v as Answer) })}
        >
          <Form.Item name="answer" label={T.scope1Question} rules={[{ required: true, message: MSG.chooseOption }]}>
            <Radio.Group options={[{ value: 'yes', label: T.yes }]} />
          </Form.Item>
          <Form.Item
            name="creditClaimCountry"
            label={T.country}
            rules={[{ required: true, message: MSG.countryFieldRequired }]}
          >
            <CountrySelect />
          </Form.Item>
          <Form.Item
            name="reporting"
            label={T.reporting}
            rules={[{ required: true, message: MSG.reportingFieldRequired }]}
          >
            <ReportingSelect />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {T.approve}
            </Button>
            <Button
              danger
              loading={busy}
              onClick={() =>
                modal.confirm({
                  title: T.confirmTitle,
                  content: T.confirmDenyRequest,
                  okText: T.ok,
                  cancelText: T.cancel,
                  autoFocusButton: 'ok',
                  onOk: () => onFinish({ action: 'Deny' }).catch(() => undefined),
                })
              }
            >
              {T.deny}
            </Button>
          </Space>
        </Form>
      )}
    </Space>
  );
}
