import { describe, expect, it } from 'vitest';
import { formatDate, formatTonnes } from './format';

describe('formats', () => {
  it('shows volumes with exactly 3 decimals', () => {
    expect(formatTonnes(1234.5)).toBe('1,234.500');
    expect(formatTonnes('0.0004')).toBe('0.000');
    expect(formatTonnes(null)).toBe('—');
    expect(formatTonnes('abc')).toBe('—');
  });

  it('shows dates as dd.MM.yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(undefined)).toBe('—');
  });
});
