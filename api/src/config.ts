/** Runtime configuration from the environment (README lists every variable). */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface AppConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  pgPort: number;
  smtpUrl?: string;
  mailFrom: string;
  /** The registry's admin address: contact messages and feedback are mailed there. */
  adminEmail: string;
  jwtSecret: string;
  /** Serve the built portal and backoffice (off in API tests). */
  serveApps: boolean;
  /** Disable the request rate limits (tests that fire many requests on purpose). */
  rateLimit: boolean;
  /** Requests one client (IP address) may send per minute to each rate-limited endpoint, each counted apart. */
  rateLimitPerMinute: number;
  /** Requests one API key may send per minute (API_KEY_RATE_LIMIT_PER_MINUTE), counted per key on every endpoint. */
  apiKeyRateLimitPerMinute: number;
  /**
   * The rate-limit counters' namespace in PostgreSQL: instances with the same scope on one database count together
   * (every instance of a registry: the default); tests give a server with limits of its own a scope of its own.
   */
  rateLimitScope: string;
  /**
   * Express's 'trust proxy' (TRUST_PROXY): off by default, so a client's own X-Forwarded-For is never believed;
   * 'true', a hop count, or addresses / subnets / 'loopback' of the proxies in front of the registry.
   */
  trustProxy: boolean | number | string;
  /** ALTCHA difficulty: the largest number the proof of work may need. */
  captchaMaxNumber: number;
  /**
   * Webhook endpoints on plain HTTP or private / loopback addresses (WEBHOOKS_ALLOW_LOCAL=true, refused when
   * NODE_ENV=production): for development and the tests' local receivers only; otherwise public HTTPS only.
   */
  webhooksAllowLocal: boolean;
  /** The first webhook retry's delay in seconds (WEBHOOK_RETRY_BASE_SECONDS, default 30); each next one doubles. */
  webhookRetryBaseSeconds: number;
}

/** Why a registry on a shared database refuses to start without JWT_SECRET. */
export const JWT_SECRET_REQUIRED =
  'JWT_SECRET must be set when DATABASE_URL is: every instance on that database must sign and check tokens, ' +
  'captcha challenges and codes with the same secret (e.g. JWT_SECRET=$(openssl rand -hex 32)).';

/**
 * The JWT secret: JWT_SECRET; without it, and only with the embedded PostgreSQL (one instance by construction), one
 * generated once and kept under the data directory. With DATABASE_URL other instances may share the database, and a
 * secret of this instance's own would refuse their tokens: JWT_SECRET is then required.
 */
function jwtSecret(dataDir: string, databaseUrl: string | undefined): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  if (databaseUrl) throw new Error(JWT_SECRET_REQUIRED);
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY → Express's 'trust proxy' value: unset, '', 'false' or 'off' → false; 'true'; a hop count; else addresses. */
export function trustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === 'off') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = process.env;
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    pgPort: Number(env.PG_PORT ?? 54329),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'BCU Registry <no-reply@bcu-registry.local>',
    adminEmail: env.ADMIN_EMAIL ?? 'registry-admin@bcu-registry.local',
    jwtSecret:
      overrides.jwtSecret ?? jwtSecret(dataDir, 'databaseUrl' in overrides ? overrides.databaseUrl : databaseUrl),
    serveApps: true,
    rateLimit: env.RATE_LIMIT !== 'off',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 30),
    apiKeyRateLimitPerMinute: Number(env.API_KEY_RATE_LIMIT_PER_MINUTE ?? 120),
    rateLimitScope: 'registry',
    trustProxy: trustProxy(env.TRUST_PROXY),
    captchaMaxNumber: Number(env.CAPTCHA_MAX_NUMBER ?? 100_000),
    webhooksAllowLocal: env.WEBHOOKS_ALLOW_LOCAL === 'true' && env.NODE_ENV !== 'production',
    webhookRetryBaseSeconds: Number(env.WEBHOOK_RETRY_BASE_SECONDS ?? 30),
    ...overrides,
  };
}
