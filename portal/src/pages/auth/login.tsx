/**
 * /login in three steps (spec 1 §2, §4): credentials → one-time code → account choice.
 * One account: its id is used right after the code. Several: the code is checked, then the user
 * picks company and account type, and the final step opens the session (Refine's useLogin, the auth provider).
 * The first two steps are the auth provider's `loginSteps`; their failures show 'Login failed'.
 */
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLogin, useNotification } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
// antd's Input and Password on their own: antd's Input index also brings TextArea, Search and OTP
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { MSG, type CompanyType, type LoginAccount, type LoginChallenge, type SessionRequest } from '@bcu/api/contracts';
import { loginErrorNote } from '../../features/errors/notes';
import { loginSteps } from '../../providers/auth-provider';
import { lazyZodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';
import { prefetchSignedInShell } from '../../features/shell/signed-in-shell';
import { lazyNamed } from '../../features/shell/lazy-named';

// the code step (its notice), the account choice (antd's Select) and the contract's rules (zod) load when they are
// needed, not with the page; the code step starts loading when the credentials are sent
const loadCodeStep = () => import('./code-step');
const CodeStep = lazyNamed(loadCodeStep, 'CodeStep');
const AccountStep = lazyNamed(() => import('./account-step'), 'AccountStep');
const rules = () => import('./login-rules');
const emailRule = lazyZodRule(() => rules().then((m) => m.LoginRequest.shape.email));
const passwordRule = lazyZodRule(() => rules().then((m) => m.LoginRequest.shape.password));

type Step = 'credentials' | 'code' | 'account';
interface Credentials {
  email: string;
  password: string;
}

export function LoginPage() {
  const { mutateAsync: login, isPending: loggingIn } = useLogin<SessionRequest>();
  const { open: notify } = useNotification();
  const onError = (e: unknown) => notify?.(loginErrorNote(e));
  // sending the credentials mails a code; 'Resend code' sends them again with its own spinner
  const sending = useMutation({ mutationFn: loginSteps.requestCode, onError });
  const resending = useMutation({ mutationFn: loginSteps.requestCode, onError });
  const checking = useMutation({ mutationFn: loginSteps.checkCode, onError });
  const busy = sending.isPending || checking.isPending;
  const [step, setStep] = useState<Step>('credentials');
  const [creds, setCreds] = useState<Credentials>();
  const [otp, setOtp] = useState<string>();
  const [accounts, setAccounts] = useState<LoginAccount[]>([]);
  const [codeForm] = Form.useForm<{ otp: string }>();
  const [accountForm] = Form.useForm<{ companyId?: string; companyType?: CompanyType }>();

  const reset = () => {
    setStep('credentials');
    setCreds(undefined);
    setOtp(undefined);
    setAccounts([]);
    codeForm.resetFields();
    accountForm.resetFields();
  };

  const codeMailed = (values: Credentials, result: LoginChallenge | string) => {
    setCreds(values);
    setAccounts(typeof result === 'string' ? [] : (result?.accounts ?? []));
    setStep('code');
    prefetchSignedInShell();
  };

  const submitCredentials = (values: Credentials) => {
    loadCodeStep().catch(() => undefined); // a failed load is retried when the step is drawn
    sending.mutate(values, {
      onSuccess: (result) => codeMailed(values, result),
      onError: reset, // spec 1 §4: a failure on the first step resets the state
    });
  };

  const resendCode = (values: Credentials) => {
    const typedBefore: unknown = codeForm.getFieldValue('otp');
    resending.mutate(values, {
      onSuccess: (result) => {
        // a new code is mailed, so the code typed before is no longer valid and is cleared; a code typed while
        // the request ran (the new one, from the mail) is kept
        if (codeForm.getFieldValue('otp') === typedBefore) codeForm.resetFields();
        notify?.({
          key: `${MSG.codeSent}|${values.email}`,
          type: 'progress',
          description: MSG.codeSent,
          message: values.email,
        });
        codeMailed(values, result);
      },
      onError: reset,
    });
  };

  const finish = (userId: string, code: string) => {
    if (!creds) return;
    // the auth provider opens the session, shows 'Login failed' on refusal and redirects on success
    void login({ email: creds.email, password: creds.password, otp: code, userId });
  };

  const submitCode = ({ otp: code }: { otp: string }) => {
    if (!creds) return reset();
    if (accounts.length === 1) {
      setOtp(code);
      finish(accounts[0].userId, code);
      return;
    }
    checking.mutate(
      { email: creds.email, otp: code },
      {
        onSuccess: () => {
          setOtp(code);
          setStep('account');
        },
      },
    );
  };

  return (
    <section className="bcu-card bcu-panel">
      {step === 'credentials' && (
        <>
          <h2>{TEXT.loginTitle}</h2>
          <Form<Credentials> layout="vertical" onFinish={submitCredentials} requiredMark={false} initialValues={creds}>
            <Form.Item name="email" label={TEXT.email} rules={[emailRule]}>
              <Input type="email" autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={TEXT.password} rules={[passwordRule]}>
              <Password autoComplete="current-password" />
            </Form.Item>
            <div style={{ marginBottom: 16, textAlign: 'right' }}>
              <Link to="/forgot-password">{TEXT.forgotPasswordLink}</Link>
            </div>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {TEXT.loginTitle}
            </Button>
          </Form>
          <p style={{ marginTop: 16, textAlign: 'center' }}>
            {TEXT.noAccount} <Link to="/registration">{TEXT.signUp}</Link>
          </p>
        </>
      )}

      {step === 'code' && (
        <Suspense fallback={null}>
          <CodeStep
            form={codeForm}
            email={creds?.email}
            verifying={busy || loggingIn}
            resending={resending.isPending}
            onBack={reset}
            onResend={() => creds && resendCode(creds)}
            onSubmit={submitCode}
          />
        </Suspense>
      )}

      {step === 'account' && creds && otp && (
        <Suspense fallback={null}>
          <AccountStep
            form={accountForm}
            accounts={accounts}
            busy={loggingIn}
            onBack={reset}
            onProceed={(userId) => finish(userId, otp)}
          />
        </Suspense>
      )}
    </section>
  );
}
