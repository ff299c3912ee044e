/**
 * Parameters of the backoffice (spec 3 §2.6, §3 "Parameter link", §8): the 12 document link URLs and the two
 * banner switches, one admin resource `parameters` whose id is the key. The portal reads the public views
 * (GET /api/links, GET /api/parameters), so a change shows there at once.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { LINK_KEYS } from './enums';
import { PARAMETER_KEYS } from './public';

export const SETTINGS_API = {
  adminParameters: '/admin/parameters', // GET list (14 rows), GET /{key}, PUT /{key} ParameterUpdate
} as const;

export const PARAMETER_KINDS = ['link', 'switch'] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

/** One row of the Parameters tab: a link (url, null when not configured) or a banner switch ('true'/'false'). */
export const AdminParameter = z.object({
  id: z.enum([...LINK_KEYS, ...PARAMETER_KEYS]),
  key: z.enum([...LINK_KEYS, ...PARAMETER_KEYS]),
  kind: z.enum(PARAMETER_KINDS),
  url: z.string().nullable(),
  value: z.enum(['true', 'false']).nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminParameter = z.infer<typeof AdminParameter>;

export const isLinkKey = (key: string): boolean => (LINK_KEYS as readonly string[]).includes(key);
export const isSwitchKey = (key: string): boolean => (PARAMETER_KEYS as readonly string[]).includes(key);

/** An http(s) URL of at most 2048 characters; empty or null clears the link (its title then shows as plain text). */
export const LinkUrl = z
  .string({ error: MSG.invalidUrl })
  .trim()
  .max(2048, { error: MSG.invalidUrl })
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), { error: MSG.invalidUrl })
  .transform((s) => (s === '' ? null : s))
  .nullable();

/** PUT /admin/parameters/{key}: `url` for a link key, `value` for a banner switch (checked against the key). */
export const ParameterUpdate = z.union([
  z.object({ url: LinkUrl }).strict(),
  z.object({ value: z.enum(['true', 'false'], { error: MSG.switchValue }) }).strict(),
]);
export type ParameterUpdate = z.infer<typeof ParameterUpdate>;
