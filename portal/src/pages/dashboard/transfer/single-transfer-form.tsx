/**
 * Single transfer (spec 2 §2.7): BCU ID among the Active credits, Volume with unit, Transfer to, the variant's
 * fields; a confirmation dialog; 'Your transfer request has been sent' on success, 'Error' with the server message
 * on failure.
 */
import { useState } from 'react';
import { App, Button, Form, Select } from 'antd';
import { MSG, TRADING_API, TRADING_TEXTS, typedAmount, type SessionUser } from '@bcu/api/contracts';
import { AmountField } from '../shared/amount-field';
import { TRADE_TEXT } from '../shared/trade-texts';
import { useCreditRequestForm } from '../shared/use-credit-request-form';
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
  const { modal } = App.useApp();
  // the chosen BCU (kept with the field by its Select) names the API path of the transfer
  const [creditId, setCreditId] = useState<string>();
  // POST /trading/credits/{id}/transfer through Refine, after the confirmation; a 422's field errors land on the fields
  const {
    form,
    formProps,
    onFinish: transfer,
    formLoading: submitting,
  } = useCreditRequestForm<Values>({
    path: creditId ? TRADING_API.transfer(creditId) : undefined,
    successText: TRADING_TEXTS.transferSent,
  });
  const { credits, loading } = useActiveCredits();
  const credit = credits.find((c) => c.id === creditId);
  const { recipients, loading: loadingRecipients } = useRecipients(creditId);
  const variant = transferVariant(user.company.type, credit?.companyType);

  const send = (v: Values) =>
    transfer({
      amount: typedAmount(v.amount),
      amountType: v.amountType,
      receiverId: v.receiverId,
      ...scopePayload(variant, v),
    } as never).catch(() => undefined);

  const onFinish = (v: Values) => {
    if (!credit) return;
    const receiver = recipients.find((r) => r.id === v.receiverId)?.name ?? '';
    modal.confirm({
      title: TRADE_TEXT.confirmTitle,
      content: singleTransferQuestion(credit, user.companyId, typedAmount(v.amount), v.amountType, receiver),
      okText: TRADE_TEXT.ok,
      cancelText: TRADE_TEXT.cancel,
      autoFocusButton: 'ok',
      onOk: () => send(v),
    });
  };

  return (
    <Form<Values>
      {...formProps}
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
          onChange={(id: string) => {
            setCreditId(id);
            form.resetFields(['amount', 'receiverId', 'isScope1Provider', 'creditClaimCountry', 'reporting', 'scope3']);
          }}
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
