/**
 * 'Confirm your Identity' (spec 1 §2), used by /registration mode 3 and /verify-email: company
 * name, account type, e-mail and password; 'Confirm and continue' is enabled once both are filled.
 */
import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Typography } from 'antd';
import { COMPANY_TYPE_LABELS, IdentityConfirmation, type CompanyType } from '@bcu/api/contracts';
import { zodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';

export interface IdentityValues {
  email: string;
  password: string;
}

export function typeLabel(type: string | null | undefined): string | undefined {
  if (!type) return undefined;
  return COMPANY_TYPE_LABELS[type as CompanyType] ?? type;
}

export function IdentityCard({
  companyName,
  accountType,
  initialEmail,
  onSubmit,
}: {
  companyName?: string;
  accountType?: string;
  initialEmail?: string;
  onSubmit: (values: IdentityValues) => Promise<void>;
}) {
  const [form] = Form.useForm<IdentityValues>();
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const [busy, setBusy] = useState(false);
  const filled = Boolean(email?.trim() && password);

  const submit = async (values: IdentityValues) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  const details = [
    companyName ? { key: 'company', label: TEXT.companyName, children: companyName } : undefined,
    accountType ? { key: 'type', label: TEXT.accountType, children: typeLabel(accountType) } : undefined,
  ].filter((d) => d !== undefined);

  return (
    <Card className="bcu-card">
      <Typography.Title level={2}>{TEXT.confirmIdentityTitle}</Typography.Title>
      {details.length > 0 && <Descriptions column={1} size="small" items={details} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ email: initialEmail }}
      >
        <Form.Item name="email" label={TEXT.email} rules={[zodRule(IdentityConfirmation.shape.email)]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={TEXT.password} rules={[zodRule(IdentityConfirmation.shape.password)]}>
          <Input.Password autoComplete="current-password" autoFocus={Boolean(initialEmail)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!filled} loading={busy}>
          {TEXT.confirmAndContinue}
        </Button>
      </Form>
    </Card>
  );
}
