import { describe, expect, it } from 'vitest';
import { detailsText, formatDateTime } from './logFormat';

describe('log display', () => {
  it('shows date and time as dd.MM.yyyy HH:mm:ss', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5).toISOString();
    expect(formatDateTime(local)).toBe('02.01.2026 03:04:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('lists the details as key: value, leaving out empty values and cutting long text', () => {
    expect(detailsText({ reason: 'Repeated failed login attempts', attempts: 5, message: null })).toBe(
      'reason: Repeated failed login attempts; attempts: 5',
    );
    expect(detailsText({ changes: { status: { from: 'Locked', to: 'Active' } } })).toBe(
      'changes: {"status":{"from":"Locked","to":"Active"}}',
    );
    const long = detailsText({ text: 'x'.repeat(300) }, 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
    expect(detailsText({})).toBe('');
  });
});
