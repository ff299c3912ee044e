import { describe, expect, it } from 'vitest';
import {
  displayDateToIso,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMJ,
  formatPhone,
  formatTonnes,
  isDateInputValid,
  isoToDisplayDate,
} from './format';

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

  it('shows a timestamp with its time as dd.MM.yyyy HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('02.01.2026 03:04:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('shows MJ whole, with thousands separators', () => {
    expect(formatMJ('4512345')).toBe('4,512,345');
    expect(formatMJ('4512345.5')).toBe('4,512,346');
    expect(formatMJ(999)).toBe('999');
    expect(formatMJ('1000')).toBe('1,000');
    expect(formatMJ(null)).toBe('—');
  });

  it('shows tonnes with exactly 3 decimals, rounding half up without floats', () => {
    expect(formatTonnes('120.5')).toBe('120.500');
    expect(formatTonnes('5')).toBe('5.000');
    expect(formatTonnes('0.0005')).toBe('0.001');
    expect(formatTonnes('123456789012345.1234')).toBe('123456789012345.123');
    expect(formatTonnes(undefined)).toBe('—');
  });

  it('takes and shows dates in the inputs as dd.MM.yyyy, keeping text that is not a date yet', () => {
    expect(displayDateToIso('20.11.2026')).toBe('2026-11-20');
    expect(displayDateToIso('1.2.2026')).toBe('2026-02-01');
    expect(displayDateToIso('')).toBe('');
    expect(displayDateToIso('20.11')).toBe('20.11');
    expect(displayDateToIso('31.02.2026')).toBe('31.02.2026');
    expect(isoToDisplayDate('2026-11-20')).toBe('20.11.2026');
    expect(isoToDisplayDate('20.11')).toBe('20.11');
    expect(isoToDisplayDate(undefined)).toBe('');
    expect(isDateInputValid('2026-11-20')).toBe(true);
    expect(isDateInputValid('')).toBe(true);
    expect(isDateInputValid('31.02.2026')).toBe(false);
  });
});
