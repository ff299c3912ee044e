import { describe, expect, it } from 'vitest';
import { profileRows } from './profileRows';

describe('ProfileUpdate before/after rows', () => {
  it('lists the five fields and marks the changed ones', () => {
    const rows = profileRows(
      {
        firstName: 'Ada',
        lastName: 'Owner',
        email: 'a@x.org',
        position: null,
        cellPhone: { code: '+41', number: '79' },
      },
      {
        firstName: 'Eda',
        lastName: 'Owner',
        email: 'a@x.org',
        position: 'CEO',
        cellPhone: { code: '+41', number: '79' },
      },
    );
    expect(rows.map((r) => r.label)).toEqual(['First name', 'Last name', 'E-mail', 'Position', 'Phone']);
    expect(rows.filter((r) => r.changed).map((r) => r.label)).toEqual(['First name', 'Position']);
    expect(rows[3]).toMatchObject({ before: '—', after: 'CEO' });
    expect(rows[4].after).toBe('+41 79');
  });
});
