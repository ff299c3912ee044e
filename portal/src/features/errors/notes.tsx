/**
 * The notifications of spec 1 §8 as Refine notifications (`successNotification` / `errorNotification` of the data
 * hooks), shown by Refine's antd notification provider exactly as `useNotify` shows them: a title, and for an error
 * the server message with its details as bullet items ('Network error' when nothing answered). Refine's antd
 * provider shows `description` as the title and `message` as the text.
 */
import type { OpenNotificationParams } from '@refinedev/core';
import { MSG } from '@bcu/api/contracts';
import { ErrorDescription, errorLines, isNetworkError } from './notify';

/** The API's error behind a Refine HttpError (the data provider keeps it as `cause`). */
export const apiErrorOf = (e: unknown): unknown => (e as { cause?: unknown } | null)?.cause ?? e;

export const successNote = (title: string, description?: string): OpenNotificationParams => ({
  type: 'success',
  description: title,
  message: description as string,
});

export function errorNote(err: unknown, title: string = MSG.error): OpenNotificationParams {
  const e = apiErrorOf(err);
  if (isNetworkError(e)) return { type: 'error', description: MSG.networkError, message: MSG.tryAgainLater };
  // a React element as the text: the bullet items of the details
  return { type: 'error', description: title, message: (<ErrorDescription err={e} />) as unknown as string };
}

/** A failed login step (spec 1 §8): 'Login failed' with the server message, a list joined with commas. */
export function loginErrorNote(err: unknown): OpenNotificationParams {
  const e = apiErrorOf(err);
  if (isNetworkError(e)) return { type: 'error', description: MSG.networkError, message: MSG.tryAgainLater };
  const { message, items } = errorLines(e);
  return { type: 'error', description: MSG.loginFailed, message: [message, ...items].join(', ') };
}
