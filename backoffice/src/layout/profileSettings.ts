/**
 * 'Profile settings' of the backoffice user menu (spec 1 §2, issue 5 item 10): the signed-in user's own profile.
 * Only changed fields are sent (spec 3 §7 "profile change"); an account owner's change becomes a ProfileUpdate
 * request for an admin, other users' changes apply at once — the server decides and answers the text to show.
 */
import { API, PROFILE_API, type ProfileUpdateResult, type ProfileValues, type SessionUser } from '@bcu/api/contracts';
import { API_BASE, httpClient } from '../providers/httpClient';

export const PROFILE_SETTINGS_TEXT = {
  title: 'Profile settings',
  firstName: 'Name',
  lastName: 'Surname',
  email: 'E-mail',
  position: 'Position',
  phoneCode: 'Phone code',
  phoneNumber: 'Phone number',
  save: 'Save changes',
  readOnly: 'This account is read-only.',
} as const;

export const profileValuesOf = (u: SessionUser): ProfileValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  position: u.position,
  cellPhone: u.cellPhone,
});

const norm = (v: unknown) => JSON.stringify(v ?? null);

/** The fields that differ from the loaded values (a blank phone is no phone). */
export function profileChanges(before: ProfileValues, after: ProfileValues): Partial<ProfileValues> {
  const out: Partial<ProfileValues> = {};
  for (const key of ['firstName', 'lastName', 'email', 'position'] as const) {
    const v = typeof after[key] === 'string' ? (after[key] as string).trim() : after[key];
    if (norm(v) !== norm(before[key])) (out as Record<string, unknown>)[key] = v;
  }
  const phone = after.cellPhone?.code || after.cellPhone?.number ? after.cellPhone : null;
  if (norm(phone) !== norm(before.cellPhone)) out.cellPhone = phone;
  return out;
}

export async function loadMe(): Promise<SessionUser> {
  return (await httpClient(`${API_BASE}${API.me}`)).json as SessionUser;
}

export async function saveProfile(changes: Partial<ProfileValues>): Promise<ProfileUpdateResult> {
  const { json } = await httpClient(`${API_BASE}${PROFILE_API.profile}`, {
    method: 'POST',
    body: JSON.stringify(changes),
  });
  return json as ProfileUpdateResult;
}
