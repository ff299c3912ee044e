/**
 * The calls and checks behind the user menu (spec 1 §2): the auditor/admin share token and the password change.
 * Texts come from the contract catalogue.
 */
import { HttpError } from 'react-admin';
import { API, ChangePasswordRequest, MSG, type ShareToken } from '@bcu/api/contracts';
import { API_BASE, httpClient } from '../providers/httpClient';

/** POST /api/share-token/generate → a fresh token and its expiry. */
export async function generateShareToken(): Promise<ShareToken> {
  const { json } = await httpClient(API_BASE + API.shareToken, { method: 'POST', body: '{}' });
  return json as ShareToken;
}

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Field → first message of the contract's rule, or an empty object when the values may be sent. */
export function passwordProblems(values: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  const r = ChangePasswordRequest.safeParse(values);
  if (r.success) return {};
  const out: Partial<Record<keyof PasswordValues, string>> = {};
  for (const issue of r.error.issues) {
    const field = (issue.path[0] ?? 'password') as keyof PasswordValues;
    out[field] ??= issue.message;
  }
  return out;
}

/** POST /api/account/change-password (204). */
export async function changePassword(values: PasswordValues): Promise<void> {
  await httpClient(API_BASE + API.changePassword, { method: 'POST', body: JSON.stringify(values) });
}

/** The message of a failed call: the server's first detail, its message, or the catalogue's fallback. */
export function failureMessage(e: unknown): string {
  if (e instanceof HttpError) {
    const body = e.body as { details?: { message?: string }[] } | undefined;
    return body?.details?.[0]?.message || e.message || MSG.unknownError;
  }
  return e instanceof Error && e.message ? e.message : MSG.unknownError;
}
