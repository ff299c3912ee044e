/**
 * /change-password (spec 1 §2): signed-in users only ('Token is required' without a stored token),
 * hidden for a Suspended user; old password, new password and confirmation.
 */
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CanAccess, useCustomMutation, useIsAuthenticated } from '@refinedev/core';
import { Button, Card, Form, Input, Typography } from 'antd';
import { API, ChangePasswordRequest, MSG } from '@bcu/api/contracts';
import { useNotify } from '../../features/errors/notify';
import { errorNote, successNote } from '../../features/errors/notes';
import { NewPasswordFields } from '../../features/forms/fields';
import { zodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';
import { PageSpinner } from '../../features/shell/app-layout';

type Values = { oldPassword: string; password: string; confirmPassword: string };

export function ChangePasswordPage() {
  const { data: auth } = useIsAuthenticated();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { mutate, mutation } = useCustomMutation();
  const signedOut = auth?.authenticated === false;

  useEffect(() => {
    if (signedOut) {
      notify.message(MSG.error, MSG.tokenRequired);
      navigate('/login', { replace: true });
    }
  }, [signedOut, notify, navigate]);

  if (!auth) return <PageSpinner />;
  if (signedOut) return null;

  const submit = (values: Values) =>
    mutate(
      {
        url: API.changePassword,
        method: 'post',
        values,
        successNotification: () => successNote(MSG.success, MSG.passwordChanged),
        errorNotification: (e) => errorNote(e),
      },
      {
        onSuccess: () => {
          form.resetFields();
          navigate('/statements');
        },
      },
    );

  // hidden for a user the access matrix does not let change the password (a Suspended user)
  return (
    <CanAccess
      action="edit"
      params={{ permission: 'password.change' }}
      fallback={<Navigate to="/statements" replace />}
    >
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
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
            {TEXT.savePassword}
          </Button>
        </Form>
      </Card>
    </CanAccess>
  );
}
