/**
 * Single transfer (spec 2 §2.7): BCU ID among the Active credits, Volume with unit, Transfer to, the variant's
 * fields; a confirmation dialog; 'Your transfer request has been sent' on success, 'Error' with the server message
 * on failure.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Form, Select } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS, typedAmount, type CreditListRow, type SessionUser } from '@bcu/api/contracts';
import { api } from '../../../api/http';
import { useNotify } from '../../../features/errors/notify';
import { AmountField } from '../shared/amount-field';
import { TRADE_TEXT } from '../shared/trade-texts';
import { creditLabel, useActiveCredits, useRecipients } from '../shared/use-credits';
import { transferVariant } from '../shared/variants';
import { ScopeFields, scopePayload, type ScopeValues } from './scope-fields';
import { singleTransferQuestion } from './confirm';

interface Values extends ScopeValues {
  creditId: string;
  amount: string;
  amountType: 'BCU' | 'CO2eq' | 'MJ';
  receiverId: string;
}

export function SingleTransferForm({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const notify = useNotify();
  const navigate = useNavigate();
  const { credits, loading } = useActiveCredits();
  const creditId = Form.useWatch('creditId', form);
  const credit = credits.find((c) => c.id === creditId);
  const { recipients, loading: loadingRecipients } = useRecipients(creditId);
  const variant = transferVariant(user.company.type, credit?.companyType);
  const [submitting, setSubmitting] = useState(false);

  const send = async (c: CreditListRow, v: Values) => {
    setSubmitting(true);
    try {
      await api(TRADING_API.transfer(c.id), {
        method: 'POST',
        body: {
          amount: typedAmount(v.amount),
          amountType: v.amountType,
          receiverId: v.receiverId,
          ...scopePayload(variant, v),
        },
      });
      notify.success(TRADING_TEXTS.transferSent);
      navigate('/dashboard/transactions');
    } catch (e) {
      notify.error(e, MSG.error);
    } finally {
      setSubmitting(false);
    }
  };

  const onFinish = (v: Values) => {
    if (!credit) return;
    const receiver = recipients.find((r) => r.id === v.receiverId)?.name ?? '';
    modal.confirm({
      title: TRADE_TEXT.confirmTitle,
      content: singleTransferQuestion(credit, user.companyId, typedAmount(v.amount), v.amountType, receiver),
      okText: TRADE_TEXT.ok,
      cancelText: TRADE_TEXT.cancel,
      autoFocusButton: 'ok',
      onOk: () => send(credit, v),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 560 }}
      data-testid="transfer-single"
    >
      <Form.Item name="creditId" label={TRADE_TEXT.bcuId} rules={[{ required: true, message: MSG.bcuIdRequired }]}>
        <Select
          showSearch
          loading={loading}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.bcuId}
          options={credits.map((c) => ({ value: c.id, label: creditLabel(c) }))}
          onChange={() =>
            form.resetFields(['amount', 'receiverId', 'isScope1Provider', 'creditClaimCountry', 'reporting', 'scope3'])
          }
        />
      </Form.Item>
      <AmountField credit={credit} userCompanyId={user.companyId} />
      <Form.Item
        name="receiverId"
        label={TRADE_TEXT.transferTo}
        rules={variant === 'Intermediary' ? [] : [{ required: true, message: MSG.transferToRequired }]}
      >
        <Select
          showSearch
          loading={loadingRecipients}
          disabled={!credit}
          optionFilterProp="label"
          aria-label={TRADE_TEXT.transferTo}
          options={recipients.map((r) => ({ value: r.id, label: `${r.name} (${r.country})` }))}
        />
      </Form.Item>
      <ScopeFields variant={variant} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {TRADE_TEXT.submitTransfer}
      </Button>
    </Form>
  );
}
