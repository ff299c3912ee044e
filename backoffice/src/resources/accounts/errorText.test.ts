import { describe, expect, it } from 'vitest';
import { MSG } from '@bcu/api/contracts';
import { toHttpError } from '../../providers/apiError';
import { errorText } from './errorText';

describe('errorText', () => {
  it('lists the server messages as bullets', () => {
    const e = toHttpError(422, 'Unprocessable Entity', {
      error: {
        statusCode: 422,
        message: MSG.zipLength,
        details: [
          { path: 'zip', message: MSG.zipLength },
          { path: 'city', message: MSG.cityRequired },
        ],
      },
    });
    expect(errorText(e)).toBe(`• ${MSG.zipLength}\n• ${MSG.cityRequired}`);
  });

  it('falls back to the error message, then Unknown error', () => {
    expect(errorText(toHttpError(403, 'Forbidden', { error: { message: MSG.forbidden } }))).toBe(`• ${MSG.forbidden}`);
    expect(errorText(new Error('Network down'))).toBe('• Network down');
    expect(errorText(undefined)).toBe(`• ${MSG.unknownError}`);
  });
});
