import { describe, expect, it } from 'vitest';
import { bcuInfoItems } from './bcu-info-items';

/** The BCU Info of GET /incoming-transactions/{id} as the API sends it. */
const bcuInfo = {
  id: '5f0c…',
  BCUID: 'BCU-2026-000001-01',
  status: 'Transit',
  volume: '20.000',
  tonnesOfCO2eq: '1234.5',
  neatAmountInMJ: '860000',
  details: { radioButton: 'Supplier' },
  expiresAt: '2027-03-04T10:15:00.000Z',
  registrationApproveDate: '2026-01-02T08:00:00.000Z',
  issuerName: 'Nordic SAF Producers AS',
  parentBcuid: 'BCU-2026-000001',
};

describe("an incoming transaction's BCU Info (issue 10 §12)", () => {
  it('labels fields in words and shows tonnes with 3 decimals, MJ with separators, dates dd.MM.yyyy', () => {
    expect(bcuInfoItems(bcuInfo)).toEqual([
      ['BCU ID', 'BCU-2026-000001-01'],
      ['Parent BCU ID', 'BCU-2026-000001'],
      ['Status', 'Transit'],
      ['Registered by', 'Nordic SAF Producers AS'],
      ['Date of registration', '02.01.2026'],
      ['Expiry date', '04.03.2027'],
      ['Volume (BCU)', '20.000'],
      ['CO2eq reduction (t)', '1,234.500'],
      ['Energy content (MJ)', '860,000'],
    ]);
  });

  it('never shows a field name or an id', () => {
    const labels = bcuInfoItems(bcuInfo).map(([l]) => l);
    for (const l of labels) expect(l).not.toMatch(/[a-z][A-Z]|Bcuid|Of CO2eq|^Id$/);
    expect(bcuInfoItems({}).every(([, v]) => v === '—')).toBe(true);
  });
});
