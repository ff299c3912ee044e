import { describe, expect, it } from 'vitest';
import { jumpTarget, pageAfterResize, pageCount, pageItems } from './page-items';

describe("a table's pager", () => {
  it('counts the pages the rows fill', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first and last page, two pages around the current one and jumps between, as antd does', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'jump-prev', 3, 4, 5, 6, 7, 'jump-next', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'jump-prev', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
  });

  it('jumps five pages, never past the first or the last', () => {
    expect(jumpTarget('jump-next', 10, 20)).toBe(15);
    expect(jumpTarget('jump-next', 18, 20)).toBe(20);
    expect(jumpTarget('jump-prev', 10, 20)).toBe(5);
    expect(jumpTarget('jump-prev', 3, 20)).toBe(1);
  });

  it('keeps the page after a new page size, or goes to the last one there is', () => {
    expect(pageAfterResize(3, 20, 200)).toBe(3);
    expect(pageAfterResize(8, 50, 200)).toBe(4);
    expect(pageAfterResize(1, 100, 0)).toBe(1);
  });
});
