/**
 * Signed webhooks (issue 16.2): the events a company's endpoint can receive, the delivery's shape and signature
 * header, the retry window, and the paths — written once for the API, the portal and the guide.
 */
import { z } from 'zod';
import { MSG } from './messages';

/** The events an endpoint can subscribe to, with what each tells. */
export const WEBHOOK_EVENT_LABELS = {
  'transfer.incoming': 'Incoming transfer for consideration',
  'transfer.completed': 'Transfer completed',
  'transfer.rejected': 'Transfer rejected',
  'transfer.expired': 'Transfer expired',
  'retirement.approved': 'Retirement approved (with the statement RSID and PDF link)',
  'registration.approved': 'BCU registration approved',
  'registration.rejected': 'BCU registration rejected',
  'info_request.received': 'Scope 1 information request received',
  'info_request.answered': 'Scope 1 information request answered',
  'credit.expired': 'BCU expired',
} as const;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as (keyof typeof WEBHOOK_EVENT_LABELS)[];
export type WebhookEvent = keyof typeof WEBHOOK_EVENT_LABELS;
/** The type of the event "Send test event" delivers (whatever the endpoint subscribed to). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  /** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`. */
  signatureHeader: 'BCU-Signature',
  /** Every secret starts with this; the rest is 32 random bytes, base64url. */
  secretPrefix: 'whsec_',
  /** Failed deliveries are tried again with exponential backoff until this long after the event. */
  retryWindowHours: 24,
  /** A receiver that has not answered within this long counts as a failed attempt. */
  timeoutSeconds: 10,
  /** A company has at most this many endpoints. */
  maxEndpoints: 10,
  urlMax: 2000,
} as const;

export const WEBHOOKS_API = {
  endpoints: '/profile/webhooks', // GET → WebhookEndpointView[]; POST WebhookEndpointCreate → WebhookEndpointCreated
  endpoint: '/profile/webhooks/{id}', // DELETE → removed
  rollSecret: '/profile/webhooks/{id}/secret', // POST → WebhookEndpointCreated (the new secret, shown once)
  test: '/profile/webhooks/{id}/test', // POST → WebhookDeliveryView (a test event queued)
  deliveries: '/profile/webhooks/{id}/deliveries', // GET → WebhookDeliveryView[] (newest first, react-admin list)
  resend: '/profile/webhooks/deliveries/{id}/resend', // POST → WebhookDeliveryView (a new delivery of the same event)
} as const;

export const WebhookEndpointCreate = z
  .object({
    url: z
      .string({ error: MSG.webhookUrlInvalid })
      .trim()
      .max(WEBHOOK_LIMITS.urlMax, { error: MSG.webhookUrlInvalid })
      .pipe(z.url({ error: MSG.webhookUrlInvalid })),
    events: z
      .array(z.enum(WEBHOOK_EVENTS as [WebhookEvent, ...WebhookEvent[]], { error: MSG.webhookEventsRequired }), {
        error: MSG.webhookEventsRequired,
      })
      .min(1, { error: MSG.webhookEventsRequired })
      .transform((e) => [...new Set(e)]),
  })
  .strict();
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreate>;

export const WebhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  secretRolledAt: z.string().nullable(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

/** An endpoint just created or with its secret just rolled: the only answers that carry the secret. */
export const WebhookEndpointCreated = WebhookEndpointView.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Delivered', 'Failed'] as const;

export const WebhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

/** What every delivery's JSON body holds. */
export interface WebhookPayload {
  id: string;
  type: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  time: string;
  resource: Record<string, unknown>;
}
