import { describe, expect, it } from 'vitest';
import { detailLabel, detailLines, detailsText, formatDateTime } from './logFormat';

describe('log display', () => {
  it('shows date and time as dd.MM.yyyy HH:mm:ss', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5).toISOString();
    expect(formatDateTime(local)).toBe('02.01.2026 03:04:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('lists the details in words, leaving out empty values and cutting long text', () => {
    expect(detailsText({ reason: 'Repeated failed login attempts', attempts: 5, message: null })).toBe(
      'Reason: Repeated failed login attempts; Attempts: 5',
    );
    expect(detailsText({ changes: { status: { from: 'Locked', to: 'Active' } } })).toBe(
      'Changes: Status: Locked → Active',
    );
    const long = detailsText({ text: 'x'.repeat(300) }, 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
    expect(detailsText({})).toBe('');
  });

  it('shows kilograms as tonnes with 3 decimals and labels instead of field names', () => {
    expect(
      detailsText({
        bcuid: 'BCU-2026-000001',
        event: 'Register',
        preStatus: null,
        postStatus: 'Active',
        amountKg: '5000',
      }),
    ).toBe('BCU ID: BCU-2026-000001; Event: Register; Status after: Active; Amount: 5.000 t');
    expect(detailsText({ parentBcuid: 'BCU-2026-000001', totalTonnes: '120.5' })).toBe(
      'Parent BCU ID: BCU-2026-000001; Total volume: 120.500 t',
    );
    expect(detailLabel('feeScheduleURL')).toBe('Fee schedule URL');
    expect(detailLabel('tonnesOfCO2eq')).toBe('CO2eq reduction');
  });

  it('keeps internal ids out of the list text but names them on the detail page', () => {
    const id = '0b7c7c1e-2f0a-4c59-9a55-0d6f8a4e1a11';
    expect(detailsText({ accountId: id, adminId: id, changes: { name: { from: 'A', to: 'B' } } })).toBe(
      'Changes: Name: A → B',
    );
    expect(detailLines({ accountId: id })).toEqual([`Account ID: ${id}`]);
  });
});
