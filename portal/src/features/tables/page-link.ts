/**
 * The address of one page of a table whose state Refine keeps in the URL. Refine's `createLinkForSyncWithLocation`
 * builds it from the table's state but then lays the URL's own query over it, so that a URL already naming a page
 * (`currentPage=1` after any sort or paging) would give every page's link that same page: the page and its size are
 * written into the link here.
 */
export function pageLink(link: string, page: number, pageSize: number): string {
  const set = (url: string, name: string, value: number) => {
    const param = new RegExp(`([?&])${name}=[^&#]*`);
    if (param.test(url)) return url.replace(param, `$1${name}=${value}`);
    const [path, hash = ''] = url.split('#');
    return `${path}${path.includes('?') ? '&' : '?'}${name}=${value}${hash && `#${hash}`}`;
  };
  return set(set(link, 'currentPage', page), 'pageSize', pageSize);
}
