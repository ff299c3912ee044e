import { describe, expect, it } from 'vitest';
import { MSG } from '@bcu/api/contracts';
import { errorMessage, errorMessages, fieldName, toHttpError, toValidationErrors } from './apiError';

const validationAnswer = {
  error: {
    statusCode: 422,
    name: 'UnprocessableEntityError',
    message: MSG.validationError,
    details: [
      { path: '/note', message: MSG.noteTooLong },
      { path: 'body.phone.code', message: MSG.phoneCodeFormat },
      { path: ['users', 0, 'email'], message: MSG.validEmail },
      { path: '/note', message: 'a second message for the same field' },
      { path: '', message: MSG.textTooLong },
    ],
  },
};

describe('API error translation', () => {
  it('turns detail paths into form field names', () => {
    expect(fieldName('/note')).toBe('note');
    expect(fieldName('/phone/code')).toBe('phone.code');
    expect(fieldName('body.note')).toBe('note');
    expect(fieldName(['users', 0, 'email'])).toBe('users.0.email');
    expect(fieldName('')).toBe('');
    expect(fieldName(undefined)).toBe('');
  });

  it('gives react-admin one message per field and the overall message as root.serverError', () => {
    const { errors } = toValidationErrors(validationAnswer);
    expect(errors).toEqual({
      note: MSG.noteTooLong,
      'phone.code': MSG.phoneCodeFormat,
      'users.0.email': MSG.validEmail,
      root: { serverError: MSG.validationError },
    });
  });

  it('rejects with an HttpError carrying the status, the field errors and the field messages', () => {
    const error = toHttpError(422, 'Unprocessable Entity', validationAnswer);
    expect(error.status).toBe(422);
    expect((error.body as { errors: Record<string, unknown> }).errors.note).toBe(MSG.noteTooLong);
    expect(error.message.split('\n')).toContain(MSG.noteTooLong);
  });

  it('uses the server message when there are no details (a 409 on a reviewed submission)', () => {
    const error = toHttpError(409, 'Conflict', {
      error: { statusCode: 409, name: 'ConflictError', message: MSG.submissionNotPending, details: [] },
    });
    expect(error.message).toBe(MSG.submissionNotPending);
    expect(error.status).toBe(409);
  });

  it('falls back to the status text, then to "Unknown error"', () => {
    expect(errorMessage(undefined, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessage('<html>', '')).toBe(MSG.unknownError);
    expect(toHttpError(500, '', null).message).toBe(MSG.unknownError);
  });

  it('lists the detail messages when there are any, else the message', () => {
    expect(errorMessages(validationAnswer)).toHaveLength(5);
    expect(errorMessages({ error: { message: MSG.invalidCredentials } })).toEqual([MSG.invalidCredentials]);
    expect(errorMessages(null)).toEqual([]);
  });
});
