/**
 * Bulk transfer (spec 2 §2.7, §5): several BCUs move in full to one receiver, no splitting; submit needs at least
 * 2; 'All BCUs were transferred successfully.' on success, 'Transfer Failed' with 'An error occurred during the
 * bulk transfer: {message}' on failure.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Form, Select, Typography } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS, type SessionUser } from '@bcu/api/contracts';
import { api } from '../../../api/http';
import { errorLines } from '../../../features/errors/notify';
import { TRADE_TEXT } from '../shared/trade-texts';
import { creditLabel, useActiveCredits, useRecipients } from '../shared/use-credits';
import { transferVariant } from '../shared/variants';
import { ScopeFields, scopePayload, type ScopeValues } from './scope-fields';
import { bulkTransferQuestion } from './confirm';

interface Values extends ScopeValues {
  creditIds: string[];
  receiverId: string;
}

export function BulkTransferForm({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<Values>();
  const { modal, notification } = App.useApp();
  const navigate = useNavigate();
  const { credits, loading } = useActiveCredits();
  const ids: string[] = Form.useWatch('creditIds', form) ?? [];
  const chosen = credits.filter((c) => ids.includes(c.id));
  const { recipients, loading: loadingRecipients } = useRecipients(chosen[0]?.id);
  const variant = transferVariant(user.company.type, chosen[0]?.companyType);
  const [submitting, setSubmitting] = useState(false);

  const send = async (v: Values) => {
    setSubmitting(true);
    try {
      const extra = scopePayload(variant, v);
      await api(TRADING_API.bulkTransfer, {
        method: 'POST',
        body: { transfers: chosen.map((c) => ({ creditId: c.id, receiverId: v.receiverId, ...extra })) },
      });
      notification.success({ message: TRADING_TEXTS.bulkTransferred });
      navigate('/dashboard/transactions');
    } catch (e) {
      const { message, items } = errorLines(e);
      notification.error({
        message: TRADING_TEXTS.bulkTransferFailedTitle,
        description: TRADING_TEXTS.bulkTransferFailed([message, ...items].join('\n')),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const onFinish = (v: Values) => {
    const receiver = recipients.find((r) => r.id === v.receiverId)?.name ?? '';
    modal.confirm({
      title: TRADE_TEXT.confirmTitle,
      content: bulkTransferQuestion(chosen, user.companyId, receiver),
      okText: TRADE_TEXT.ok,
      cancelText: TRADE_TEXT.cancel,
      autoFocusButton: 'ok',
      onOk: () => send(v),
    });
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 560 }} data-testid="transfer-bulk">
      <Form.Item name="creditIds" label={TRADE_TEXT.bcuIds} rules={[{ required: true, message: MSG.atLeastOneBcu }]}>
        <Select
          mode="multiple"
          showSearch
          loading={loading}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.bcuIds}
          options={credits.map((c) => ({ value: c.id, label: creditLabel(c) }))}
        />
      </Form.Item>
      <Form.Item
        name="receiverId"
        label={TRADE_TEXT.transferTo}
        rules={variant === 'Intermediary' ? [] : [{ required: true, message: MSG.transferToRequired }]}
      >
        <Select
          showSearch
          loading={loadingRecipients}
          disabled={chosen.length === 0}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.transferTo}
          options={recipients.map((r) => ({ value: r.id, label: `${r.name} (${r.country})` }))}
        />
      </Form.Item>
      <ScopeFields variant={variant} />
      {ids.length === 1 && <Typography.Paragraph type="secondary">{MSG.bulkAtLeastTwo}</Typography.Paragraph>}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={ids.length < 2}>
        {TRADE_TEXT.submitTransfer}
      </Button>
    </Form>
  );
}
