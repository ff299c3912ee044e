/**
 * The form behind /reset-password and /set-password: a new password for the token of the mailed link. Refine's
 * useUpdatePassword hands the form with the link's token to the auth provider, which shows the outcome
 * and goes to login.
 */
import { useUpdatePassword } from '@refinedev/core';
import { Button, Card, Form, Typography } from 'antd';
import type { PasswordUpdate } from '../../providers/auth-provider';
import { NewPasswordFields } from '../../features/forms/fields';
import { TEXT } from '../../features/texts';
import { useRequiredToken } from './use-required-token';

export function TokenPasswordForm({ mode }: { mode: 'reset' | 'set' }) {
  const token = useRequiredToken();
  const { mutate: save, isPending } = useUpdatePassword<PasswordUpdate>();
  if (!token) return null;

  return (
    <Card className="bcu-card">
      <Typography.Title level={2}>{mode === 'set' ? TEXT.setTitle : TEXT.resetTitle}</Typography.Title>
      <Form
        layout="vertical"
        onFinish={(values: Omit<PasswordUpdate, 'mode' | 'token'>) => save({ ...values, token, mode })}
        requiredMark={false}
      >
        <NewPasswordFields passwordLabel={TEXT.newPassword} confirmLabel={TEXT.confirmNewPassword} />
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {TEXT.savePassword}
        </Button>
      </Form>
    </Card>
  );
}
