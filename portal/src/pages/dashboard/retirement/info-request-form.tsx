/**
 * Information request (spec 2 §2.9): ask an Airline connection (not created by a facilitator) for the Scope 1
 * information of the selected BCU. An ongoing request shows 'There is an ongoing request for the selected BCU ID';
 * after success the button stays disabled until the selection changes.
 */
import { useState } from 'react';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS } from '@bcu/api/contracts';
import { api } from '../../../api/http';
import { useNotify } from '../../../features/errors/notify';
import { TRADE_TEXT } from '../shared/trade-texts';
import { useRecipients } from '../shared/use-credits';

export function InfoRequestForm({ creditId, ongoing }: { creditId: string; ongoing: boolean }) {
  const [form] = Form.useForm<{ companyId: string }>();
  const notify = useNotify();
  const { recipients, loading } = useRecipients(creditId, TRADING_API.infoRequestTargets);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const onFinish = async (v: { companyId: string }) => {
    setSending(true);
    try {
      await api(TRADING_API.infoRequests, { method: 'POST', body: { creditId, companyId: v.companyId } });
      notify.success(TRADING_TEXTS.infoRequestSent);
      setSent(true);
    } catch (e) {
      notify.error(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 560 }} data-testid="info-request-form">
      <Typography.Title level={4}>{TRADE_TEXT.infoRequestTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{TRADE_TEXT.noScope1}</Typography.Paragraph>
      {(ongoing || sent) && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={TRADING_TEXTS.ongoingInfoRequest} />
      )}
      <Form.Item name="companyId" label={TRADE_TEXT.company} rules={[{ required: true, message: MSG.fieldRequiredDot }]}>
        <Select
          showSearch
          loading={loading}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.company}
          options={recipients.map((r) => ({ value: r.id, label: `${r.name} (${r.country})` }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} disabled={ongoing || sent}>
        {TRADE_TEXT.sendRequest}
      </Button>
    </Form>
  );
}
