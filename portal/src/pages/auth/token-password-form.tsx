/** The form behind /reset-password and /set-password: a new password for the token of the mailed link. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Form, Typography } from 'antd';
import { API, MSG } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { useNotify } from '../../features/errors/notify';
import { NewPasswordFields } from '../../features/forms/fields';
import { TEXT } from '../../features/texts';
import { useRequiredToken } from './use-required-token';

export function TokenPasswordForm({ mode }: { mode: 'reset' | 'set' }) {
  const token = useRequiredToken();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!token) return null;

  const submit = async (values: { password: string; confirmPassword: string }) => {
    setBusy(true);
    try {
      await api(mode === 'set' ? API.setPassword : API.resetPassword, { body: { token, ...values }, auth: false });
      notify.success(MSG.success, mode === 'set' ? MSG.passwordSet : MSG.passwordChanged);
      navigate('/login');
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="bcu-card">
      <Typography.Title level={2}>{mode === 'set' ? TEXT.setTitle : TEXT.resetTitle}</Typography.Title>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <NewPasswordFields passwordLabel={TEXT.newPassword} confirmLabel={TEXT.confirmNewPassword} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {TEXT.savePassword}
        </Button>
      </Form>
    </Card>
  );
}
