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
