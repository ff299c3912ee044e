import { describe, expect, it, vi } from 'vitest';
import { changedFields, patchUpdate } from './patchUpdate';

const previous = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Admin',
  position: 'Boss',
  cellPhone: { code: '+41', number: '791234567' },
  status: 'Active',
  SUID: 'SU-1',
};
const FIELDS = ['firstName', 'lastName', 'position', 'cellPhone', 'status'];

describe('changedFields', () => {
  it('keeps only editable fields that differ, comparing nested values', () => {
    const data = { ...previous, firstName: 'Berta', cellPhone: { code: '+41', number: '791234567' }, SUID: 'SU-9' };
    expect(changedFields(data, previous, FIELDS)).toEqual({ firstName: 'Berta' });
    expect(changedFields({ ...previous, cellPhone: { code: '+49', number: '791234567' } }, previous, FIELDS)).toEqual({
      cellPhone: { code: '+49', number: '791234567' },
    });
  });

  it('sends an emptied value as null', () => {
    expect(changedFields({ ...previous, position: '  ' }, previous, FIELDS)).toEqual({ position: null });
  });
});

describe('patchUpdate', () => {
  it('makes no call when nothing changed', async () => {
    const send = vi.fn();
    const { data } = await patchUpdate(
      '/api/admin/users/u1',
      { id: 'u1', data: { ...previous }, previousData: previous },
      FIELDS,
      send,
    );
    expect(send).not.toHaveBeenCalled();
    expect(data).toMatchObject({ id: 'u1', firstName: 'Ada' });
  });

  it('PATCHes the changed fields and returns the server record', async () => {
    const send = vi.fn(async (_url: string, body: Record<string, unknown>) => ({ ...previous, ...body }));
    const { data } = await patchUpdate(
      '/api/admin/users/u1',
      { id: 'u1', data: { ...previous, status: 'Suspended' }, previousData: previous },
      FIELDS,
      send,
    );
    expect(send).toHaveBeenCalledWith('/api/admin/users/u1', { status: 'Suspended' });
    expect(data.status).toBe('Suspended');
  });
});
