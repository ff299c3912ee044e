/** /forgot-password (spec 1 §2): one e-mail, reset instructions for every account linked to it. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Form, Input, Typography } from 'antd';
import { API, ForgotPasswordRequest, MSG } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { useNotify } from '../../features/errors/notify';
import { zodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';

export function ForgotPasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { email: string }) => {
    setBusy(true);
    try {
      await api(API.forgotPassword, { body: values, auth: false });
      notify.success(MSG.success, MSG.instructionsSent);
      navigate('/login');
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="bcu-card">
      <Typography.Title level={2}>{TEXT.forgotTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{TEXT.forgotNote}</Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="email" label={TEXT.email} rules={[zodRule(ForgotPasswordRequest.shape.email)]}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {TEXT.sendReset}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{TEXT.backToLogin}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
