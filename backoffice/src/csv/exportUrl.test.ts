import { describe, expect, it } from 'vitest';
import { exportUrl } from './exportUrl';

describe('exportUrl', () => {
  it('carries the list filter and sort, without paging', () => {
    const url = exportUrl('/api/admin/logs/export', {
      filterValues: { action: 'User locked', from: '2026-01-01', q: '  SU-000001 ' },
      sort: { field: 'createdAt', order: 'ASC' },
    });
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/api/admin/logs/export');
    expect(JSON.parse(u.searchParams.get('filter')!)).toEqual({
      action: 'User locked',
      from: '2026-01-01',
      q: 'SU-000001',
    });
    expect(JSON.parse(u.searchParams.get('sort')!)).toEqual(['createdAt', 'ASC']);
    expect(u.searchParams.has('range')).toBe(false);
  });

  it('leaves out empty filter values and an empty filter', () => {
    expect(exportUrl('/api/admin/users/export', { filterValues: { q: ' ', status: [], from: null } })).toBe(
      '/api/admin/users/export',
    );
  });

  it('only ever sends ASC or DESC', () => {
    const u = new URL(exportUrl('/p', { filterValues: {}, sort: { field: 'name', order: 'sideways' } }), 'http://x');
    expect(JSON.parse(u.searchParams.get('sort')!)).toEqual(['name', 'DESC']);
  });
});
