/** The 'Profile settings' page of the backoffice user menu (see profileSettings.ts). */
import { useEffect, useState } from 'react';
import { Form, SaveButton, TextInput, Title, email, required, useNotify, type RaRecord } from 'react-admin';
import { Alert, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { can, MSG, type ProfileValues, type SessionUser } from '@bcu/api/contracts';
import { actorOf } from '../access';
import { session } from '../providers/session';
import { errorText } from '../resources/accounts/errorText';
import { loadMe, PROFILE_SETTINGS_TEXT as T, profileChanges, profileValuesOf, saveProfile } from './profileSettings';

export const ProfileSettings = () => {
  const notify = useNotify();
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    loadMe()
      .then(setUser)
      .catch((e: unknown) => notify(errorText(e), { type: 'error', multiLine: true }));
  }, [notify]);
  if (!user) return <CircularProgress aria-label={T.title} />;
  const writable = can(actorOf(session.getUser() ?? user), 'profile.write');
  const before = profileValuesOf(user);

  const submit = async (values: RaRecord | Record<string, unknown>) => {
    const changes = profileChanges(before, values as unknown as ProfileValues);
    if (!Object.keys(changes).length) return;
    try {
      const result = await saveProfile(changes);
      notify(result.message, { type: 'success' });
      setUser(await loadMe());
    } catch (e) {
      notify(`${MSG.profileNotUpdated}\n${errorText(e)}`, { type: 'error', multiLine: true });
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={T.title} />
      <CardContent>
        {!writable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {T.readOnly}
          </Alert>
        )}
        <Form record={{ id: user.id, ...before }} onSubmit={submit} key={user.id + user.firstName + user.email}>
          <Stack>
            <TextInput
              source="firstName"
              label={T.firstName}
              validate={required(MSG.nameRequired)}
              disabled={!writable}
            />
            <TextInput
              source="lastName"
              label={T.lastName}
              validate={required(MSG.surnameRequired)}
              disabled={!writable}
            />
            <TextInput
              source="email"
              label={T.email}
              validate={[required(MSG.emailRequired), email(MSG.emailFormat)]}
              disabled={!writable}
            />
            <TextInput
              source="position"
              label={T.position}
              validate={required(MSG.positionRequired)}
              disabled={!writable}
            />
            <Stack direction="row" spacing={2}>
              <TextInput source="cellPhone.code" label={T.phoneCode} disabled={!writable} sx={{ maxWidth: 140 }} />
              <TextInput source="cellPhone.number" label={T.phoneNumber} disabled={!writable} />
            </Stack>
            {writable && <SaveButton label={T.save} />}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
