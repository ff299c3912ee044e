/**
 * /registration (spec 1 §2) in its three modes, chosen by the query:
 * 1. no token: the company application;
 * 2. token without initialEmail: invite check, then the invited-user form;
 * 3. token with initialEmail: 'Confirm your Identity', then the prefilled invited-user form.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { API, type InviteeData } from '@bcu/api/contracts';
import { errorNote } from '../../features/errors/notes';
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
  const { query } = useCustom<InviteeData>({
    url: API.inviteCheck,
    method: 'post',
    config: { payload: { token } },
    queryOptions: { retry: false },
    errorNotification: (e) => errorNote(e),
  });
  if (query.isError) return <Navigate to="/login" replace />;
  // the answer itself, not Refine's `result.data` (an empty object until the answer arrives)
  const invitee = query.data?.data;
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
  const { mutateAsync } = useCustomMutation<InviteeData>();
  if (invitee) return <InvitedForm token={token} invitee={invitee} />;
  const confirm = (values: IdentityValues) =>
    mutateAsync({
      url: API.confirmIdentity,
      method: 'post',
      values: { token, ...values },
      successNotification: false,
      errorNotification: (e) => errorNote(e),
    }).then(
      ({ data }) => setInvitee(data),
      () => undefined,
    );
  return (
    <IdentityCard companyName={accountName} accountType={accountType} initialEmail={initialEmail} onSubmit={confirm} />
  );
}
