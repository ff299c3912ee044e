import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@bcu/api/contracts';
import { dataProvider } from './dataProvider';
import { givenFetch, json } from '../test/builders';

afterEach(() => vi.unstubAllGlobals());

const stub = (...answers: Parameters<typeof givenFetch>) => {
  const { fetchFn, calls } = givenFetch(...answers);
  vi.stubGlobal('fetch', fetchFn);
  return calls;
};

describe('data provider', () => {
  it('lists submissions with the simple-rest query and reads the total from Content-Range', async () => {
    const calls = stub(() => json(200, [{ id: 's1' }], { 'Content-Range': 'submissions 0-0/31' }));
    const { data, total } = await dataProvider.getList('submissions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { type: 'Registration', status: 'Pending', q: 'alpha' },
    });
    const url = new URL(calls[0].url, 'http://host');
    expect(url.pathname).toBe('/api/admin/submissions');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      type: 'Registration',
      status: 'Pending',
      q: 'alpha',
    });
    expect(url.searchParams.get('range')).toBe('[0,24]');
    expect(url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(data).toEqual([{ id: 's1' }]);
    expect(total).toBe(31);
  });

  it('approves with the trimmed message and omits an empty one', async () => {
    const calls = stub(
      () => json(200, { id: 's1', status: 'Approved' }),
      () => json(200, { id: 's2', status: 'Rejected' }),
    );
    const approved = await dataProvider.review('submissions', { id: 's1', verb: 'approve', message: '  Welcome ' });
    await dataProvider.review('submissions', { id: 's2', verb: 'reject', message: '   ' });
    expect(calls[0]).toMatchObject({ url: '/api/admin/submissions/s1/approve', init: { method: 'POST' } });
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ message: 'Welcome' });
    expect(calls[1].url).toBe('/api/admin/submissions/s2/reject');
    expect(JSON.parse(String(calls[1].init?.body))).toEqual({});
    expect(approved.data).toEqual({ id: 's1', status: 'Approved' });
  });

  it("rejects a review of a submission that is no longer pending with the server's message", async () => {
    stub(() => json(409, { error: { statusCode: 409, name: 'ConflictError', message: MSG.submissionNotPending } }));
    await expect(dataProvider.review('submissions', { id: 's1', verb: 'approve' })).rejects.toMatchObject({
      status: 409,
      message: MSG.submissionNotPending,
    });
  });

  it('saves a note with PUT and returns it', async () => {
    const calls = stub(() => json(200, { note: 'checked' }));
    const { data } = await dataProvider.saveNote('submissions', { id: 's1', note: 'checked' });
    expect(calls[0]).toMatchObject({ url: '/api/admin/submissions/s1/note', init: { method: 'PUT' } });
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ note: 'checked' });
    expect(data.note).toBe('checked');
  });

  it('downloads a file as a blob and reports a failed download with the status text', async () => {
    stub(
      () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      () => new Response('', { status: 404, statusText: 'Not Found' }),
    );
    const blob = await dataProvider.downloadFile('/admin/companies/c1/signed-letter');
    expect(await blob.text()).toBe('%PDF-1.4');
    await expect(dataProvider.downloadFile('/admin/companies/c2/signed-letter')).rejects.toMatchObject({
      status: 404,
      message: 'Not Found',
    });
  });
});
