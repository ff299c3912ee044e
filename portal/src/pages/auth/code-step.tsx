/** The second step of /login (spec 1 §2): the code mailed to the user, with 'Resend code' and a way back. */
import { Alert, Button, Form, Space } from 'antd';
// antd's Input on its own: antd's Input index also brings TextArea, Search and OTP
import Input from 'antd/es/input/Input';
import { MSG } from '@bcu/api/contracts';
import { lazyZodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';

const otpRule = lazyZodRule(() => import('./login-rules').then((m) => m.Otp));

export function CodeStep({
  form,
  email,
  verifying,
  resending,
  onBack,
  onResend,
  onSubmit,
}: {
  form: ReturnType<typeof Form.useForm<{ otp: string }>>[0];
  email: string | undefined;
  /** The code is being checked or the session opened. */
  verifying: boolean;
  resending: boolean;
  onBack: () => void;
  onResend: () => void;
  onSubmit: (values: { otp: string }) => void;
}) {
  return (
    <>
      <h2>{TEXT.verificationTitle}</h2>
      <Alert type="info" showIcon message={MSG.codeSent} description={email} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false}>
        <Form.Item name="otp" label={TEXT.code} rules={[otpRule]}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            style={{ letterSpacing: 8, fontSize: 20 }}
          />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button onClick={onBack}>{TEXT.back}</Button>
          <Button onClick={onResend} loading={resending} disabled={verifying}>
            {MSG.resendCode}
          </Button>
          <Button type="primary" htmlType="submit" loading={verifying} disabled={resending}>
            {TEXT.verify}
          </Button>
        </Space>
      </Form>
    </>
  );
}
