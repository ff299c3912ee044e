import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { isMissing } from './detail-error';

describe('a detail read that failed', () => {
  it("is 'not found' for 404 and 403, from the client and from Refine's data provider alike", () => {
    expect(isMissing(new ApiError(404, 'Not found'))).toBe(true);
    expect(isMissing({ message: 'Not found', statusCode: 404 })).toBe(true);
    expect(isMissing({ message: 'Forbidden', statusCode: 403 })).toBe(true);
  });

  it('is the error state with Retry for anything else', () => {
    expect(isMissing({ message: 'Internal Server Error', statusCode: 500 })).toBe(false);
    expect(isMissing(new ApiError(0, 'offline', [], true))).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });
});
