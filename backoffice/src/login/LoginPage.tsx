/**
 * Login in the portal's three steps (spec 1 §2, §4): 'Log In' (e-mail and password) → the code
 * ('Code sent to your email') → 'Continue to your account' (company and account type) when the e-mail
 * has several accounts. With one account the code step signs in directly. Failures show 'Login failed'
 * with the server's message, or 'Network error' / 'Please try again later.' when there is no answer.
 */
import { lazy, Suspense, useState } from 'react';
import { Form, TextInput, useLogin } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { MSG, type LoginAccount, type LoginRequest } from '@bcu/api/contracts';
import { TEXT } from '../texts';
import { LoginError, checkCode, requestCode } from './loginApi';
import { SubmitButton } from './SubmitButton';

type Step = 'credentials' | 'code' | 'account';

// step 3 (the account choice and its selects) loads when an e-mail has several accounts, not with the page
const accountStep = () => import('./AccountStep');
const AccountStep = lazy(() => accountStep().then((m) => ({ default: m.AccountStep })));

// the contract's rules (zod) load when a step is first submitted, not with the page
const rules = () => import('./loginRules');
const lazyResolver =
  <I extends FieldValues, C, O>(load: () => Promise<Resolver<I, C, O>>): Resolver<I, C, O> =>
  async (...args) =>
    (await load())(...args);
const credentialsResolver = lazyResolver(() => rules().then((m) => m.credentialsResolver));
const codeResolver = lazyResolver(() => rules().then((m) => m.codeResolver));

/** Portal route of spec 1 §2 (the backoffice lives under /backoffice, the portal at /). */
const FORGOT_PASSWORD_URL = '/forgot-password';

function asLoginError(e: unknown): LoginError {
  if (e instanceof LoginError) return e;
  const message = e instanceof Error && e.message ? e.message : MSG.unknownError;
  return new LoginError(MSG.loginFailed, message);
}

export const LoginPage = () => {
  const login = useLogin();
  const [step, setStep] = useState<Step>('credentials');
  const [credentials, setCredentials] = useState<LoginRequest | null>(null);
  const [accounts, setAccounts] = useState<LoginAccount[]>([]);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const reset = () => {
    setStep('credentials');
    setCredentials(null);
    setAccounts([]);
    setOtp('');
  };

  const run = async (work: () => Promise<void>, onFailure?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      const failure = asLoginError(e);
      setError(failure);
      // A user refused at the door (403) starts again from step 1, like a failed first step.
      if (failure.status === 403) reset();
      else onFailure?.();
    } finally {
      setBusy(false);
    }
  };

  const signIn = (code: string, userId: string) =>
    login({ email: credentials!.email, password: credentials!.password, otp: code, userId });

  // Step 1 — a failure resets the state (spec 1 §4).
  const submitCredentials = (values: Record<string, unknown>) =>
    run(async () => {
      const { email, password } = values as LoginRequest;
      const challenge = await requestCode(email, password);
      setCredentials({ email, password });
      setAccounts(challenge.accounts);
      if (challenge.accounts.length > 1) void accountStep();
      setStep('code');
    }, reset);

  // Step 2 — one account signs in at once; several go through the code check to the account choice.
  const submitCode = (values: Record<string, unknown>) =>
    run(async () => {
      const code = String(values.otp);
      setOtp(code);
      if (accounts.length === 1) {
        await signIn(code, accounts[0].userId);
        return;
      }
      if (accounts.length === 0) throw new LoginError(MSG.loginFailed, MSG.unexpectedOtpSingle);
      await checkCode(credentials!.email, code);
      setStep('account');
    });

  // Step 3
  const submitAccount = (userId: string) => void run(() => signIn(otp, userId));

  const title = step === 'account' ? TEXT.continueToAccount : TEXT.logIn;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <Card sx={{ width: 400, maxWidth: '94vw' }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {TEXT.appTitle}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>

          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">
              <AlertTitle>{error.title}</AlertTitle>
              {error.message}
            </Alert>
          )}

          {step === 'credentials' && (
            <Form key="credentials" resolver={credentialsResolver} onSubmit={submitCredentials} noValidate>
              <TextInput source="email" label="login.email" type="email" autoComplete="username" fullWidth autoFocus />
              {/* A plain password input: a visibility toggle's 'Show password' label would also answer to 'Password'. */}
              <TextInput
                source="password"
                label="login.password"
                type="password"
                autoComplete="current-password"
                fullWidth
              />
              <SubmitButton label={TEXT.logIn} busy={busy} />
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                <Link href={FORGOT_PASSWORD_URL}>{TEXT.forgotPassword}</Link>
              </Box>
            </Form>
          )}

          {step === 'code' && (
            <Form key="code" resolver={codeResolver} onSubmit={submitCode} noValidate>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="code-hint">
                {MSG.codeSent}
              </Typography>
              <TextInput
                source="otp"
                label="login.code"
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                fullWidth
                autoFocus
              />
              <Stack direction="row" spacing={1}>
                <Button onClick={reset} disabled={busy}>
                  {TEXT.logIn}
                </Button>
                <SubmitButton label="login.continue" busy={busy} />
              </Stack>
            </Form>
          )}

          {step === 'account' && (
            <Suspense fallback={null}>
              <AccountStep accounts={accounts} busy={busy} onSubmit={submitAccount} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
