/**
 * /registration (spec 1 §2) in its three modes, chosen by the query:
 * 1. no token: the company application;
 * 2. token without initialEmail: invite check, then the invited-user form;
 * 3. token with initialEmail: 'Confirm your Identity', then the prefilled invited-user form.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { API, type InviteeData } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { useNotify } from '../../features/errors/notify';
import { PageSpinner } from '../../features/shell/app-layout';
import { TEXT } from '../../features/texts';
import { ApplicationForm } from './application-form';
import { IdentityCard, type IdentityValues } from './identity-card';
import { InvitedForm } from './invited-form';

export function RegistrationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const initialEmail = params.get('initialEmail')?.trim() || undefined;
  if (!token) return <ApplicationForm title={TEXT.applicationTitle} />;
  if (!initialEmail) return <InviteCheck token={token} />;
  return (
    <IdentityThenForm
      token={token}
      initialEmail={initialEmail}
      accountType={params.get('accountType') ?? undefined}
      accountName={params.get('accountName') ?? undefined}
    />
  );
}

/** Mode 2: the invite token is checked; a failure shows the error and goes to login (spec 1 §8). */
function InviteCheck({ token }: { token: string }) {
  const [invitee, setInvitee] = useState<InviteeData>();
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    const ctrl = new AbortController();
    api<InviteeData>(API.inviteCheck, { body: { token }, auth: false, signal: ctrl.signal })
      .then(setInvitee)
      .catch((e: unknown) => {
        if ((e as Error)?.name === 'AbortError') return;
        notify.error(e);
        navigate('/login', { replace: true });
      });
    return () => ctrl.abort();
  }, [token, notify, navigate]);
  return invitee ? <InvitedForm token={token} invitee={invitee} /> : <PageSpinner />;
}

/** Mode 3: the invitee proves who they are before the form is shown with their data. */
function IdentityThenForm({
  token,
  initialEmail,
  accountType,
  accountName,
}: {
  token: string;
  initialEmail: string;
  accountType?: string;
  accountName?: string;
}) {
  const [invitee, setInvitee] = useState<InviteeData>();
  const notify = useNotify();
  if (invitee) return <InvitedForm token={token} invitee={invitee} />;
  const confirm = async (values: IdentityValues) => {
    try {
      setInvitee(await api<InviteeData>(API.confirmIdentity, { body: { token, ...values }, auth: false }));
    } catch (e) {
      notify.error(e);
    }
  };
  return (
    <IdentityCard companyName={accountName} accountType={accountType} initialEmail={initialEmail} onSubmit={confirm} />
  );
}
