import { describe, expect, it } from 'vitest';
import { certificatePath, dispositionName, statementPdfPath } from './download';
import { keepVisible, statementFilter } from './statement-filter';
import { publicStatementFilters, showsPublicDateFilter } from '../../pages/statements/public-filter';

describe('account statements filter (spec 2 §2.6)', () => {
  it('sends only what is set, with the search trimmed and the auditor account', () => {
    expect(statementFilter({}).key).toBe('{}');
    const f = statementFilter({ from: '2026-01-01', to: '2026-01-31', search: '  RS-2026 ', accountId: 'a1' });
    expect(JSON.parse(f.key)).toEqual({ from: '2026-01-01', to: '2026-01-31', q: 'RS-2026', accountId: 'a1' });
    expect(f.crud).toContainEqual({ field: 'q', operator: 'eq', value: 'RS-2026' });
  });
  it('keeps only the selected statements still shown', () => {
    expect(keepVisible(['a', 'b', 'c'], [{ id: 'b' }, { id: 'd' }])).toEqual(['b']);
  });
});

describe('statement downloads', () => {
  it('names the file from Content-Disposition, else the fallback', () => {
    expect(dispositionName('attachment; filename="RS-2026-000001.pdf"', 'x.pdf')).toBe('RS-2026-000001.pdf');
    expect(dispositionName(null, 'statements.zip')).toBe('statements.zip');
  });
  it('builds the PDF and certificate paths', () => {
    expect(statementPdfPath('s1')).toBe('/statements/s1/pdf');
    expect(certificatePath('s1', 'c1')).toBe('/statements/s1/credits/c1/certificate');
  });
});

describe('public statements (spec 1 §2, §6)', () => {
  it('shows the date filter only to visitors, Admins and SuperAdmins', () => {
    expect(showsPublicDateFilter(null)).toBe(true);
    expect(showsPublicDateFilter({ role: 'Admin' })).toBe(true);
    expect(showsPublicDateFilter({ role: 'SuperAdmin' })).toBe(true);
    expect(showsPublicDateFilter({ role: 'SystemUser' })).toBe(false);
    expect(showsPublicDateFilter({ role: 'Auditor' })).toBe(false);
  });
  it('searches the RSID of a verification link', () => {
    expect(publicStatementFilters({ q: 'RS-2026-000123' })).toEqual([
      { field: 'q', operator: 'eq', value: 'RS-2026-000123' },
    ]);
    expect(publicStatementFilters({ q: ' ', from: '2026-01-01' })).toEqual([
      { field: 'from', operator: 'eq', value: '2026-01-01' },
    ]);
  });
});
