/**
 * Login in the portal's three steps (spec 1 §2, §4): 'Log In' (e-mail and password) → the code
 * ('Code sent to your email') → 'Continue to your account' (company and account type) when the e-mail
 * has several accounts. With one account the code step signs in directly. Failures show 'Login failed'
 * with the server's message, or 'Network error' / 'Please try again later.' when there is no answer.
 */
import { useState } from 'react';
import { Form, TextInput, useLogin, useTranslate } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { CodeCheckRequest, LoginRequest, MSG, type LoginAccount } from '@bcu/api/contracts';
import { TEXT } from '../texts';
import { LoginError, checkCode, requestCode } from './loginApi';
import {
  chosenUserId,
  companyOptions,
  isLocked,
  onlyUsableOption,
  typeOptions,
  type ChoiceOption,
} from '@bcu/client/account-choice';

type Step = 'credentials' | 'code' | 'account';

const credentialsResolver = zodResolver(LoginRequest);
const codeResolver = zodResolver(CodeCheckRequest.pick({ otp: true }));

/** Portal route of spec 1 §2 (the backoffice lives under /backoffice, the portal at /). */
const FORGOT_PASSWORD_URL = '/forgot-password';

function asLoginError(e: unknown): LoginError {
  if (e instanceof LoginError) return e;
  const message = e instanceof Error && e.message ? e.message : MSG.unknownError;
  return new LoginError(MSG.loginFailed, message);
}

/** The step's submit button; `label` is a catalogue key or the text itself. */
const SubmitButton = ({ label, busy, disabled }: { label: string; busy: boolean; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" fullWidth disabled={busy || disabled}>
      {busy ? <CircularProgress size={22} color="inherit" /> : translate(label, { _: label })}
    </Button>
  );
};

const ChoiceSelect = ({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: ChoiceOption[];
  value: string;
  onChange: (v: string) => void;
}) => {
  const translate = useTranslate();
  const text = translate(label);
  const locked = isLocked(options);
  return (
    <FormControl fullWidth disabled={locked}>
      <InputLabel id={`${id}-label`}>{text}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={text} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};

export const LoginPage = () => {
  const login = useLogin();
  const [step, setStep] = useState<Step>('credentials');
  const [credentials, setCredentials] = useState<LoginRequest | null>(null);
  const [accounts, setAccounts] = useState<LoginAccount[]>([]);
  const [otp, setOtp] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [companyType, setCompanyType] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const reset = () => {
    setStep('credentials');
    setCredentials(null);
    setAccounts([]);
    setOtp('');
    setCompanyId('');
    setCompanyType('');
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

  const chooseCompany = (id: string, list = accounts) => {
    setCompanyId(id);
    setCompanyType(onlyUsableOption(typeOptions(list, id)) ?? '');
  };

  // Step 1 — a failure resets the state (spec 1 §4).
  const submitCredentials = (values: Record<string, unknown>) =>
    run(async () => {
      const { email, password } = values as LoginRequest;
      const challenge = await requestCode(email, password);
      setCredentials({ email, password });
      setAccounts(challenge.accounts);
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
      chooseCompany(onlyUsableOption(companyOptions(accounts)) ?? '');
      setStep('account');
    });

  // Step 3
  const userId = chosenUserId(accounts, companyId, companyType);
  const submitAccount = (event: React.FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    void run(() => signIn(otp, userId));
  };

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
            <form onSubmit={submitAccount} noValidate>
              <Stack spacing={2}>
                <ChoiceSelect
                  id="login-company"
                  label="login.company"
                  options={companyOptions(accounts)}
                  value={companyId}
                  onChange={(v) => chooseCompany(v)}
                />
                <ChoiceSelect
                  id="login-account-type"
                  label="login.accountType"
                  options={typeOptions(accounts, companyId)}
                  value={companyType}
                  onChange={setCompanyType}
                />
                <SubmitButton label={TEXT.proceedToAccount} busy={busy} disabled={!userId} />
              </Stack>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
