/**
 * /login in three steps (spec 1 §2, §4): credentials → one-time code → account choice.
 * One account: its id is used right after the code. Several: the code is checked, then the user
 * picks company and account type, and the final step opens the session (Refine's useLogin, the auth provider).
 * The first two steps are the auth provider's `loginSteps`; their failures show 'Login failed'.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLogin, useNotification } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import {
  LoginRequest,
  MSG,
  Otp,
  type CompanyType,
  type LoginAccount,
  type LoginChallenge,
  type SessionRequest,
} from '@bcu/api/contracts';
import { loginErrorNote } from '../../features/errors/notes';
import { loginSteps } from '../../providers/auth-provider';
import { zodRule } from '../../features/forms/zod-rule';
import { TEXT } from '../../features/texts';
import { chosenUserId, companyOptions, lockedOption, typeOptions } from '@bcu/client/account-choice';

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
  };

  const submitCredentials = (values: Credentials) =>
    sending.mutate(values, {
      onSuccess: (result) => codeMailed(values, result),
      onError: reset, // spec 1 §4: a failure on the first step resets the state
    });

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
    <Card className="bcu-card">
      {step === 'credentials' && (
        <>
          <Typography.Title level={2}>{TEXT.loginTitle}</Typography.Title>
          <Form<Credentials> layout="vertical" onFinish={submitCredentials} requiredMark={false} initialValues={creds}>
            <Form.Item name="email" label={TEXT.email} rules={[zodRule(LoginRequest.shape.email)]}>
              <Input type="email" autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={TEXT.password} rules={[zodRule(LoginRequest.shape.password)]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <div style={{ marginBottom: 16, textAlign: 'right' }}>
              <Link to="/forgot-password">{TEXT.forgotPasswordLink}</Link>
            </div>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {TEXT.loginTitle}
            </Button>
          </Form>
          <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
            {TEXT.noAccount} <Link to="/registration">{TEXT.signUp}</Link>
          </Typography.Paragraph>
        </>
      )}

      {step === 'code' && (
        <>
          <Typography.Title level={2}>{TEXT.verificationTitle}</Typography.Title>
          <Alert type="info" showIcon message={MSG.codeSent} description={creds?.email} style={{ marginBottom: 16 }} />
          <Form form={codeForm} layout="vertical" onFinish={submitCode} requiredMark={false}>
            <Form.Item name="otp" label={TEXT.code} rules={[zodRule(Otp)]}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                style={{ letterSpacing: 8, fontSize: 20 }}
              />
            </Form.Item>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button onClick={reset}>{TEXT.back}</Button>
              <Button
                onClick={() => creds && resendCode(creds)}
                loading={resending.isPending}
                disabled={busy || loggingIn}
              >
                {MSG.resendCode}
              </Button>
              <Button type="primary" htmlType="submit" loading={busy || loggingIn} disabled={resending.isPending}>
                {TEXT.verify}
              </Button>
            </Space>
          </Form>
        </>
      )}

      {step === 'account' && creds && otp && (
        <AccountStep
          form={accountForm}
          accounts={accounts}
          busy={loggingIn}
          onBack={reset}
          onProceed={(userId) => finish(userId, otp)}
        />
      )}
    </Card>
  );
}

function AccountStep({
  form,
  accounts,
  busy,
  onBack,
  onProceed,
}: {
  form: ReturnType<typeof Form.useForm<{ companyId?: string; companyType?: CompanyType }>>[0];
  accounts: LoginAccount[];
  busy: boolean;
  onBack: () => void;
  onProceed: (userId: string) => void;
}) {
  const companyId = Form.useWatch('companyId', form);
  const companyType = Form.useWatch('companyType', form);
  const companies = useMemo(() => companyOptions(accounts), [accounts]);
  const types = useMemo(() => typeOptions(accounts, companyId), [accounts, companyId]);
  const lockedCompany = lockedOption(companies);
  const lockedType = lockedOption(types);

  // spec 1 §4: a select with a single option fills itself and locks
  useEffect(() => {
    if (lockedCompany && companyId !== lockedCompany) form.setFieldValue('companyId', lockedCompany);
  }, [lockedCompany, companyId, form]);
  useEffect(() => {
    if (lockedType && companyType !== lockedType) form.setFieldValue('companyType', lockedType);
    else if (companyType && !types.some((t) => t.value === companyType)) form.setFieldValue('companyType', undefined);
  }, [lockedType, companyType, types, form]);

  const userId = chosenUserId(accounts, companyId, companyType);

  return (
    <>
      <Typography.Title level={2}>{TEXT.continueTitle}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={() => userId && onProceed(userId)} requiredMark={false}>
        <Form.Item name="companyId" label={TEXT.company}>
          <Select options={companies} disabled={Boolean(lockedCompany)} placeholder={TEXT.company} />
        </Form.Item>
        <Form.Item name="companyType" label={TEXT.accountType}>
          <Select options={types} disabled={!companyId || Boolean(lockedType)} placeholder={TEXT.accountType} />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button onClick={onBack}>{TEXT.back}</Button>
          <Button type="primary" htmlType="submit" disabled={!userId} loading={busy}>
            {TEXT.proceed}
          </Button>
        </Space>
      </Form>
    </>
  );
}
