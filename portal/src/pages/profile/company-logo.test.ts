import { describe, expect, it } from 'vitest';
import { MSG, logoProblem } from '@bcu/api/contracts';

describe('logo check before upload (spec 1 §5)', () => {
  it('accepts JPEG, PNG, SVG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'])
      expect(logoProblem({ type, size: 2 * 1024 * 1024 })).toBeUndefined();
  });
  it('refuses other types and larger files with the spec texts', () => {
    expect(logoProblem({ type: 'application/pdf', size: 10 })).toBe(MSG.invalidImage);
    expect(logoProblem({ type: 'image/gif', size: 10 })).toBe(MSG.invalidImage);
    expect(logoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(MSG.imageTooLarge);
  });
});
