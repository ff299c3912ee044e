import { describe, expect, it } from 'vitest';
import { blobToDataUrl, toRestFilter, toRestSort, totalFromContentRange } from './data-provider';

describe('simple-rest data provider helpers', () => {
  it('reads the total from Content-Range', () => {
    expect(totalFromContentRange('statements 0-9/123', 10)).toBe(123);
    expect(totalFromContentRange('statements */0', 0)).toBe(0);
    expect(totalFromContentRange(null, 7)).toBe(7);
  });

  it('turns Refine filters into the simple-rest filter object', () => {
    expect(
      toRestFilter([
        { field: 'issueDate', operator: 'gte', value: '2026-01-01' },
        { field: 'issueDate', operator: 'lte', value: '2026-01-31' },
        { field: 'country', operator: 'eq', value: 'France' },
        { field: 'empty', operator: 'eq', value: '' },
      ]),
    ).toEqual({ issueDate_gte: '2026-01-01', issueDate_lte: '2026-01-31', country: 'France' });
  });

  it('sends the first sorter as ["field","ORDER"]', () => {
    expect(toRestSort([{ field: 'issueDate', order: 'desc' }])).toBe('["issueDate","DESC"]');
    expect(toRestSort([])).toBeUndefined();
  });

  it('reads an image as a data URL (responseType dataUrl)', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await blobToDataUrl(png)).toBe('data:image/png;base64,iVBORw==');
    const big = new Blob([new Uint8Array(100_000).fill(65)], { type: 'image/svg+xml' });
    expect(atob((await blobToDataUrl(big)).split(',')[1]!)).toBe('A'.repeat(100_000));
  });
});
