/**
 * The items of a table's pager, as antd's pagination draws them (rc-pagination): every page when there are at most
 * seven; otherwise the first and last page, the current one with two on each side, and a jump of five pages where
 * pages are left out.
 */

/** A page number, or a jump of five pages back or forward (drawn as an ellipsis). */
export type PageItem = number | 'jump-prev' | 'jump-next';

/** The page-size changer shows once there are more rows than this (antd's default boundary). */
export const SIZE_CHANGER_ABOVE = 50;

/** How many pages `total` rows fill at `pageSize` rows a page. */
export const pageCount = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize));

const BUFFER = 2;
const JUMP = 5;

export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const items: PageItem[] = [];
  for (let page = left; page <= right; page += 1) items.push(page);
  if (current - 1 >= BUFFER * 2 && current !== 1 + 2) items.unshift('jump-prev');
  if (pages - current >= BUFFER * 2 && current !== pages - 2) items.push('jump-next');
  if (left !== 1) items.unshift(1);
  if (right !== pages) items.push(pages);
  return items;
}

/** The page a jump leads to: five pages back or forward, within the pages there are. */
export const jumpTarget = (item: 'jump-prev' | 'jump-next', current: number, pages: number): number =>
  item === 'jump-prev' ? Math.max(1, current - JUMP) : Math.min(pages, current + JUMP);

/** The page shown after the page size changed: the same one, or the last one when there are fewer pages now. */
export const pageAfterResize = (current: number, pageSize: number, total: number): number =>
  Math.max(1, Math.min(current, pageCount(total, pageSize)));
