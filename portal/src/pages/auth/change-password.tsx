/**
 * /change-password (spec 1 §2): signed-in users only ('Token is required' without a stored token),
 * hidden for a Suspended user; old password, new password and confirmation.
 */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Card, Form, Input, Typography } from 'antd';
import { API, ChangePasswordRequest, MSG, can } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { useNotify } from '../../features/errors/notify';
import { NewPasswordFields } from '../../features/forms/fields';
import { zodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';
import { toActor, useSession } from '../../features/session/session-store';
import { PageSpinner } from '../../features/shell/app-layout';

export function ChangePasswordPage() {
  const { token, user, ready } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  useEffect(() => {
    if (ready && !token) {
      notify.message(MSG.error, MSG.tokenRequired);
      navigate('/login', { replace: true });
    }
  }, [ready, token, notify, navigate]);

  if (!ready || (token && !user)) return <PageSpinner />;
  if (!token || !user) return null;
  const actor = toActor(user);
  if (actor && !can(actor, 'password.change')) return <Navigate to="/statements" replace />;

  const submit = async (values: { oldPassword: string; password: string; confirmPassword: string }) => {
    setBusy(true);
    try {
      await api(API.changePassword, { body: values });
      notify.success(MSG.success, MSG.passwordChanged);
      form.resetFields();
      navigate('/statements');
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="bcu-card">
      <Typography.Title level={2}>{TEXT.changeTitle}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="oldPassword"
          label={TEXT.oldPassword}
          rules={[zodRule(ChangePasswordRequest.shape.oldPassword)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields passwordLabel={TEXT.newPassword} confirmLabel={TEXT.confirmNewPassword} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {TEXT.savePassword}
        </Button>
      </Form>
    </Card>
  );
}
