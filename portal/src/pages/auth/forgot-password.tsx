/**
 * /forgot-password (spec 1 §2): one e-mail, reset instructions for every account linked to it. Refine's
 * useForgotPassword asks the auth provider, which shows the outcome and goes to login.
 */
import { Link } from 'react-router';
import { useForgotPassword } from '@refinedev/core';
import { Button, Card, Form, Input, Typography } from 'antd';
import { ForgotPasswordRequest } from '@bcu/api/contracts';
import { zodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';

export function ForgotPasswordPage() {
  const { mutate: send, isPending } = useForgotPassword<{ email: string }>();

  return (
    <Card className="bcu-card">
      <Typography.Title level={2}>{TEXT.forgotTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{TEXT.forgotNote}</Typography.Paragraph>
      <Form layout="vertical" onFinish={(values: { email: string }) => send(values)} requiredMark={false}>
        <Form.Item name="email" label={TEXT.email} rules={[zodRule(ForgotPasswordRequest.shape.email)]}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {TEXT.sendReset}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{TEXT.backToLogin}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
