/**
 * The groups of the OpenAPI document: each operation has one tag, given by `@oas.tags(TAG.…)` on its controller
 * class (or in the operation's spec where a controller serves two groups), described here once at the document
 * level in the order a reader meets them.
 */
import type { TagObject } from '@loopback/rest';

const tag = (name: string, description: string): TagObject => ({ name, description });

const TAGS = {
  credits: tag('Credits', "The company's balance of BCUs, one BCU's details and its history."),
  transfers: tag(
    'Transfers',
    "Transfers of BCUs to a contact (single and bulk), the sender's requests, and the receiver's incoming transfers to accept or deny. The creating POSTs accept `Idempotency-Key`.",
  ),
  retirements: tag(
    'Retirements',
    'Retiring BCUs against a claim; an approved retirement issues a statement. Accepts `Idempotency-Key`.',
  ),
  statements: tag(
    'Statements',
    'Retirement statements and certificates (PDF), the public list, and the public check that a PDF is one the registry issued.',
  ),
  transactions: tag('Transactions', "The company's ledger transactions, with their export."),
  registration: tag('BCU registration', 'Registering BCUs (form, Excel upload) and their supporting files.'),
  scope1: tag(
    'Scope 1 requests',
    "Requests for a BCU's Scope 1 information, sent to an Airline connection and answered by it.",
  ),
  connect: tag('Connect', 'Discovering companies and connection requests between them.'),
  contacts: tag('Contacts', "The company's contact list: the companies it can transfer to."),
  targets: tag('Targets', "The company's yearly targets."),
  dashboard: tag('Dashboard', 'Figures and charts of the signed-in company.'),
  profile: tag('Profile', "The signed-in user's profile, the company's details, logo and fees."),
  companyUsers: tag('Company users', "The company's users and invitations (account owner)."),
  apiKeys: tag(
    'API keys',
    "Company API keys for integrators (account owner): a key acts as the company's Secondary user within its scopes, sent in `X-API-Key`.",
  ),
  webhooks: tag(
    'Webhooks',
    'Signed webhook endpoints (account owner): events, deliveries, resends, test events, secret rolling.',
  ),
  liveEvents: tag('Live events', 'Server-sent events that tell the apps what changed.'),
  signIn: tag('Sign-in', 'The three-step sign-in, sessions and refresh tokens.'),
  signUp: tag('Sign-up', 'Registering a company, confirming e-mail addresses and accepting invitations.'),
  account: tag('Account', 'Passwords and share tokens of the signed-in user.'),
  reference: tag(
    'Reference data',
    'Countries, airports, feedstocks, certification schemes and the other lists of BCU registration.',
  ),
  publicArea: tag(
    'Public',
    'What the landing page reads without signing in: links, banner switches, the captcha challenge.',
  ),
  support: tag('Support', 'The contact form and feedback.'),
  auditor: tag('Auditor', 'Read-only views for auditors.'),
  adminAccounts: tag(
    'Admin: accounts',
    'Companies, their activity, users and API keys, for admins (read-only for auditors).',
  ),
  adminSubmissions: tag(
    'Admin: submissions',
    'Submissions waiting for an admin: registrations, transfers, retirements.',
  ),
  adminCredits: tag('Admin: BCUs', 'Every BCU of the registry, its attachments and notes.'),
  adminSettings: tag('Admin: settings', 'Fees, parameters and the reference lists.'),
  adminLogs: tag('Admin: logs', 'The action log, its export and the audit chain check.'),
  health: tag('Health', 'Liveness and readiness probes.'),
} as const;

/** Tag names for `@oas.tags(…)`. */
export const TAG = Object.fromEntries(Object.entries(TAGS).map(([k, v]) => [k, v.name])) as {
  [K in keyof typeof TAGS]: string;
};

/** The document-level tags, with their descriptions. */
export const API_TAGS: TagObject[] = Object.values(TAGS);
