/** The server's messages of a failed save as bullet lines (spec 3 §8: 'Account update failed' followed by a list). */
import { HttpError } from 'react-admin';
import { MSG } from '@bcu/api/contracts';
import type { ValidationErrorBody } from '../../providers/apiError';

export function errorText(e: unknown): string {
  const details = e instanceof HttpError ? ((e.body as ValidationErrorBody | undefined)?.details ?? []) : [];
  const messages = details.map((d) => d.message).filter(Boolean);
  if (!messages.length) messages.push(e instanceof Error && e.message ? e.message : MSG.unknownError);
  return messages.map((m) => `• ${m}`).join('\n');
}
