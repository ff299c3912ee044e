/**
 * /dashboard/retirement (spec 2 §2.8): 'BCU Retirement'. BCU ID among the Active credits (a Facilitator's list
 * leaves out Intermediary and Supplier credits), the Airline variant's question whether the account is the legitimate
 * Scope 1 transport service provider, Volume with unit, Reporting, Country, optional Scope 3 corporate, and for
 * Corporate the anonymity option. When the retirement would name no Scope 1 provider (an Airline's No, or any other
 * holder, without one on the credit) the spec's message and the information request form show instead (§2.9).
 * A confirmation asks for the full or split retirement of the BCU ID.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Form, Radio, Select, Spin, Typography } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import {
  CREDIT_VIEW_API,
  MSG,
  TRADING_API,
  TRADING_TEXTS,
  parseAmount,
  typedAmount,
  type AmountType,
  type CreditDetail,
  type SessionUser,
} from '@bcu/api/contracts';
import { useIdentity } from '../../../features/session/use-identity';
import { RES } from '../../../resources';
import { PageSpinner } from '../../../features/shell/app-layout';
import { CountrySelect } from '../../../features/forms/fields';
import { AmountField } from '../shared/amount-field';
import { unitMax } from '../shared/amount-rules';
import { TRADE_TEXT } from '../shared/trade-texts';
import { useCreditRequestForm } from '../shared/use-credit-request-form';
import { creditLabel, useActiveCredits, useRecipients } from '../shared/use-credits';
import { needsScope1Request, retirableCredits, retirementVariant } from '../shared/variants';
import { ReportingSelect, YES_NO } from '../transfer/scope-fields';
import { InfoRequestForm } from './info-request-form';
import { retirementQuestion } from '../transfer/confirm';

interface Values {
  creditId: string;
  /** Airline variant: is this account the legitimate Scope 1 transport service provider. */
  isScope1Provider?: 'yes' | 'no';
  amount: string;
  amountType: AmountType;
  reporting: string;
  creditClaimCountry: string;
  scope3?: string;
  scope3Anonymity?: boolean;
}

export function RetirementPage() {
  const user = useIdentity();
  if (!user) return <PageSpinner />;
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{TRADE_TEXT.retirementTitle}</Typography.Title>
      <RetirementForm user={user} />
    </Card>
  );
}

function RetirementForm({ user }: { user: SessionUser }) {
  const { modal } = App.useApp();
  const { credits: all, loading } = useActiveCredits();
  const credits = retirableCredits(all, user.company.type);
  // the chosen BCU (kept with the field by its Select) names the API path of the retirement
  const [creditId, setCreditId] = useState<string>();
  // POST /trading/credits/{id}/retire through Refine, after the confirmation; a 422's field errors land on the fields
  const {
    form,
    formProps,
    onFinish: retire,
    formLoading: submitting,
  } = useCreditRequestForm<Values>({
    resource: RES.retirements,
    path: creditId ? TRADING_API.retire(creditId) : undefined,
    successText: TRADING_TEXTS.retirementSent,
  });
  const credit = credits.find((c) => c.id === creditId);
  const variant = retirementVariant(user.company.type, credit?.companyType);
  const detail = useCustom<CreditDetail>({
    url: creditId ? CREDIT_VIEW_API.credit(creditId) : '',
    method: 'get',
    queryOptions: { enabled: Boolean(creditId), queryKey: ['credit-detail', creditId] },
    errorNotification: false,
  });
  const scope1 = creditId ? detail.result.data?.scope1 : undefined;
  const { recipients } = useRecipients(creditId);
  const corporates = recipients.filter((r) => r.type === 'Corporate');
  const isScope1Provider = Form.useWatch('isScope1Provider', form);
  const blocked = credit && scope1 ? needsScope1Request(credit, scope1.scope1Company?.id, isScope1Provider) : false;

  const send = (v: Values) =>
    retire({
      amount: typedAmount(v.amount),
      amountType: v.amountType,
      isScope1Provider: variant === 'Airline' ? v.isScope1Provider : undefined,
      reporting: v.reporting,
      creditClaimCountry: v.creditClaimCountry,
      scope3: v.scope3 || undefined,
      scope3Anonymity: variant === 'Corporate' ? Boolean(v.scope3Anonymity) : false,
    } as never).catch(() => undefined);

  const onFinish = (v: Values) => {
    if (!credit) return;
    const max = unitMax(credit, v.amountType, user.companyId);
    const amount = typedAmount(v.amount);
    const full = parseAmount(amount, v.amountType) === parseAmount(max, v.amountType);
    const beneficiary = corporates.find((r) => r.id === v.scope3)?.name ?? user.company.name;
    modal.confirm({
      title: TRADE_TEXT.confirmTitle,
      content: retirementQuestion(full, amount, v.amountType, credit.BCUID ?? credit.id, beneficiary),
      okText: TRADE_TEXT.ok,
      cancelText: TRADE_TEXT.cancel,
      autoFocusButton: 'ok',
      onOk: () => send(v),
    });
  };

  return (
    <>
      <Form<Values>
        {...formProps}
        layout="vertical"
        onFinish={onFinish}
        style={{ maxWidth: 560 }}
        data-testid="retirement-form"
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
              form.resetFields(['amount', 'isScope1Provider', 'scope3', 'scope3Anonymity']);
            }}
          />
        </Form.Item>
        {creditId && detail.query.isFetching && !scope1 && <Spin />}
        {variant === 'Airline' && (
          <Form.Item
            name="isScope1Provider"
            label={TRADE_TEXT.scope1Question}
            rules={[{ required: true, message: MSG.chooseOption }]}
          >
            <Radio.Group options={YES_NO} />
          </Form.Item>
        )}
        {!blocked && (
          <>
            <AmountField credit={credit} userCompanyId={user.companyId} />
            <Form.Item
              name="reporting"
              label={TRADE_TEXT.reporting}
              rules={[{ required: true, message: MSG.fieldRequired }]}
            >
              <ReportingSelect />
            </Form.Item>
            <Form.Item
              name="creditClaimCountry"
              label={TRADE_TEXT.country}
              rules={[{ required: true, message: MSG.fieldRequiredDot }]}
            >
              <CountrySelect />
            </Form.Item>
            {variant !== 'Corporate' && (
              <Form.Item name="scope3" label={TRADE_TEXT.scope3Corporate}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  aria-label={TRADE_TEXT.scope3Corporate}
                  disabled={!credit}
                  options={corporates.map((r) => ({ value: r.id, label: `${r.name} (${r.country})` }))}
                />
              </Form.Item>
            )}
            {variant === 'Corporate' && (
              <Form.Item name="scope3Anonymity" valuePropName="checked">
                <Checkbox>{TRADE_TEXT.anonymity}</Checkbox>
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" loading={submitting} disabled={creditId ? !scope1 : false}>
              {TRADE_TEXT.submitRetirement}
            </Button>
          </>
        )}
      </Form>
      {blocked && credit && scope1 && (
        <>
          <Alert
            type="warning"
            showIcon
            message={MSG.scope1ProviderMissing}
            style={{ maxWidth: 560, marginBottom: 16 }}
          />
          <CanAccess resource={RES.infoRequests} action="create">
            <InfoRequestForm key={credit.id} creditId={credit.id} ongoing={scope1.hasPendingRequests} />
          </CanAccess>
        </>
      )}
    </>
  );
}
