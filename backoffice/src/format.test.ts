import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatPhone } from './format';

describe('display formats', () => {
  it('shows dates as dd.MM.yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 13, 30))).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 10, 21).toISOString())).toBe('21.11.2026');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a calendar date without shifting it through a time zone', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('01.03.2026');
    expect(formatCalendarDate(null)).toBe('');
  });

  it('shows a phone as dial code and number', () => {
    expect(formatPhone({ code: '+41', number: '791234567' })).toBe('+41 791234567');
    expect(formatPhone(null)).toBe('');
  });
});
