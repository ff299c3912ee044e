import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, initials } from './avatar';

describe('avatar', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initials('anna', 'smith')).toBe('AS');
    expect(initials(' Émile ', 'Zola')).toBe('ÉZ');
    expect(initials('', '')).toBe('?');
  });

  it('derives the same colour from the same initials, whatever the case', () => {
    expect(avatarColor('AS')).toBe(avatarColor('as'));
    expect(AVATAR_COLORS).toContain(avatarColor('AS'));
  });

  it('spreads different initials over several colours', () => {
    const colours = new Set(['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN', 'OP', 'QR', 'ST'].map(avatarColor));
    expect(colours.size).toBeGreaterThan(4);
  });
});
