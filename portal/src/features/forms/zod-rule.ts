/**
 * A tiny adapter from the contract's zod schemas to antd Form rules (DESIGN §3 point 3), so every
 * validation message shown by the portal is the one written once in `contracts/`.
 * It relies on `safeParse` only, so the portal needs no zod import of its own.
 */
import type { FormRule } from 'antd';

export interface ZodIssueLike {
  message: string;
  path: PropertyKey[];
}
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ZodIssueLike[] } };
}

/** The first message of a failed parse, or undefined when the value passes. */
export function firstIssue(schema: SafeParser, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Invalid value');
}

/** An antd rule validating the field value with the schema; empty inputs are treated as missing. */
export function zodRule(schema: SafeParser): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstIssue(schema, value === '' || value === null ? undefined : value);
      if (message) throw new Error(message);
    },
  };
}

/** Like `zodRule`, but the empty string is passed on as is (for schemas that accept or reject '' themselves). */
export function zodRuleRaw(schema: SafeParser): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstIssue(schema, value);
      if (message) throw new Error(message);
    },
  };
}

/** A rule that the field equals another field of the form (password confirmation). */
export function sameAs(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if ((value ?? '') !== (getFieldValue(otherField) ?? '')) throw new Error(message);
    },
  });
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** Server or whole-object issues as antd field errors, grouped by path (first message per field first). */
export function issuesToFields(issues: readonly ZodIssueLike[]): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const issue of issues) {
    const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (name.length === 0) continue;
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}

/** Shows whole-object issues on the fields of an antd form. */
export function showIssues(form: { setFields(fields: never[]): void }, issues: readonly ZodIssueLike[]): void {
  form.setFields(issuesToFields(issues) as never[]);
}

/** True when the schema refuses a missing value (drives antd's required mark, not the validation). */
export function isRequired(schema: SafeParser): boolean {
  return !schema.safeParse(undefined).success;
}

/** Form.Item props for a schema: the rule plus the required mark — spread as `{...zodField(schema)}`. */
export function zodField(schema: SafeParser): { rules: FormRule[]; required: boolean } {
  return { rules: [zodRule(schema)], required: isRequired(schema) };
}

/**
 * The same rule with the schema loaded when a value is first checked: a page whose first JavaScript must stay
 * small (the login page) does not ship zod and the contract's schemas before the user types.
 */
export function lazyZodRule(load: () => Promise<SafeParser>): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstIssue(await load(), value === '' || value === null ? undefined : value);
      if (message) throw new Error(message);
    },
  };
}
