/**
 * Company API keys (issue 16.1): an integrator's key acts as its company's Secondary user for the access matrix,
 * further limited by the scopes it was given. The scopes, their labels, the limits and the paths are written here
 * once for the API, the portal and the backoffice.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { IsoDate, requiredText } from './common';

export const API_KEY_SCOPES = [
  'credits:read',
  'transactions:read',
  'transfers:write',
  'retirements:write',
  'requests:write',
  'statements:read',
] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES, { error: MSG.apiKeyScopesRequired });
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** What each scope lets a key do, as the portal and the backoffice describe it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'credits:read': 'Read BCUs and balances',
  'transactions:read': 'Read transactions',
  'transfers:write': 'Transfer BCUs and answer incoming transfers',
  'retirements:write': 'Retire BCUs',
  'requests:write': 'Register BCUs, send information and connection requests',
  'statements:read': 'Read retirement statements',
};

export const API_KEY_LIMITS = {
  nameMax: 50,
  /** A key expires at the latest this many months after its creation. */
  maxMonths: 12,
  /** Every secret starts with this; the rest is 32 random bytes, base64url. */
  secretPrefix: 'bcu_live_',
  /** Characters of the secret kept in clear to tell keys apart (the prefix and 4 more). */
  shownPrefixLength: 13,
  /** The header a key is sent in. */
  header: 'X-API-Key',
} as const;

/** The latest expiry date a key created on `today` (yyyy-MM-dd, UTC) may have: 12 months later. */
export function apiKeyMaxExpiry(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + API_KEY_LIMITS.maxMonths);
  return d.toISOString().slice(0, 10);
}

export const API_KEYS_API = {
  list: '/profile/api-keys', // GET → ApiKeyView[]; POST ApiKeyCreate → ApiKeyCreated (account owner)
  item: '/profile/api-keys/{id}', // DELETE → ApiKeyView (revoked; account owner)
  adminList: '/admin/api-keys', // GET react-admin list → AdminApiKeyView[] (admins, auditors)
  adminItem: '/admin/api-keys/{id}', // GET → AdminApiKeyView; DELETE → AdminApiKeyView (revoked; admins)
} as const;

/** A new key: a name, at least one scope, an expiry date after today and at most 12 months ahead (checked by the service). */
export const ApiKeyCreate = z
  .object({
    name: requiredText(MSG.apiKeyNameRequired).pipe(z.string().max(API_KEY_LIMITS.nameMax, { error: MSG.textTooLong })),
    scopes: z
      .array(ApiKeyScope, { error: MSG.apiKeyScopesRequired })
      .min(1, { error: MSG.apiKeyScopesRequired })
      .transform((s) => [...new Set(s)]),
    expiresAt: IsoDate,
  })
  .strict();
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>;

export const API_KEY_STATUSES = ['Active', 'Expired', 'Revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  status: z.enum(API_KEY_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().describe('Name of the user who created the key'),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

/** A key just created: its secret is in this answer and nowhere else, ever. */
export const ApiKeyCreated = ApiKeyView.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const AdminApiKeyView = ApiKeyView.extend({ companyId: z.string(), companyName: z.string() });
export type AdminApiKeyView = z.infer<typeof AdminApiKeyView>;

export const ADMIN_API_KEY_SORT_FIELDS = ['createdAt', 'name', 'expiresAt', 'lastUsedAt', 'companyName'] as const;
export const AdminApiKeyFilter = z
  .object({
    q: z.string().optional(),
    companyId: z.string().optional(),
    status: z.enum(API_KEY_STATUSES).optional(),
  })
  .strict();
export type AdminApiKeyFilter = z.infer<typeof AdminApiKeyFilter>;

/** The status of a key at `now`. */
export function apiKeyStatus(
  k: { revokedAt: string | Date | null; expiresAt: string | Date },
  now: Date,
): ApiKeyStatus {
  if (k.revokedAt) return 'Revoked';
  return new Date(k.expiresAt).getTime() <= now.getTime() ? 'Expired' : 'Active';
}

/** `Idempotency-Key` (issue 16.3): the header, its allowed form and how long a key is remembered. */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  pattern: /^[\x21-\x7e]{1,255}$/,
  rememberHours: 24,
} as const;
