/** A react-admin validator from one field of a contract schema: the schema's own (spec) message, or nothing. */
import type { z } from 'zod';

export const fieldValidator = (schema: z.ZodType) => (value: unknown) => {
  const r = schema.safeParse(value === '' ? undefined : value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** Validator of an optional, clearable field: empty is fine, anything else must pass the schema. */
export const optionalFieldValidator = (schema: z.ZodType) => (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : fieldValidator(schema)(value);
