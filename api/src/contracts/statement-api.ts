/**
 * The statements' API paths and the zip's file name (spec 2 §2.6). Kept apart from the statements' schemas so that a
 * screen needing only the paths (the public statements page's downloads) loads no zod.
 */
export const STATEMENT_API = {
  pdf: '/statements/{id}/pdf',
  certificate: '/statements/{id}/credits/{creditId}/certificate',
  download: '/statements/download',
  account: '/account/statements',
  verify: '/statements/verify',
} as const;

/** The zip of a selection (spec 2 §2.6). */
export const STATEMENTS_ZIP_NAME = 'statements.zip';

/** The page sizes a statements list offers (spec 2 §9: 10, 20, 50, 100); the public list starts at 10. */
export const STATEMENT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
