/**
 * Signed webhooks (issue 16.2). The account owner registers endpoints and picks events; `emit` writes one delivery
 * per subscribed endpoint and queues its pg-boss job in the transaction of the change that caused it, so a change
 * rolled back delivers nothing and a committed one is delivered after the commit. `deliver` (the job) posts the
 * signed JSON; a receiver that fails (not 2xx, no answer within the timeout) is tried again with exponential backoff
 * until 24 hours after the event, when the delivery is marked Failed. The owner sees every delivery, resends one and
 * sends a test event; the secret is shown once and can be rolled.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx, UnitOfWork } from '../../datasources';
import type { Repositories, WebhookDeliveryRow, WebhookEndpointRow } from '../../repositories';
import {
  managesIntegrations,
  type Actor,
  MSG,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryView,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
  type WebhookEvent,
  type WebhookPayload,
} from '../../contracts';
import { conflict, forbidden, invalidField, notFound } from '../errors';
import type { Clock } from '../platform/clock';
import { signatureHeader } from './webhook-signature';
import { webhookUrlProblem } from './webhook-address';

/** Sends a delivery's job: in the caller's transaction when given, after `delaySeconds` when given. */
export interface WebhookQueue {
  send(deliveryId: string, options?: { tx?: Tx; delaySeconds?: number }): Promise<void>;
}

/** The signed-in user managing the webhooks: only the account owner (an Active Primary user) may. */
export interface WebhookManager extends Actor {
  userId: string;
  companyId: string;
}

/** What the domain services use: queue an event in their transaction; the API address of a resource. */
export type WebhookEmitter = Pick<WebhookService, 'emit' | 'apiUrl'>;

export interface WebhookOptions {
  /** The registry's public address (links in the resources). */
  publicUrl: string;
  /** Plain HTTP and private or loopback receivers (development and tests only). */
  allowLocal: boolean;
  /** The first retry's delay; each next one doubles it. */
  retryBaseSeconds: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const endpointView = (e: WebhookEndpointRow): WebhookEndpointView => ({
  id: e.id,
  url: e.url,
  events: e.events,
  createdAt: new Date(e.createdAt).toISOString(),
  secretRolledAt: iso(e.secretRolledAt),
});
export const deliveryView = (d: WebhookDeliveryRow): WebhookDeliveryView => ({
  id: d.id,
  endpointId: d.endpointId,
  eventId: d.eventId,
  type: d.type,
  status: d.status,
  attempts: Number(d.attempts),
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  nextAttemptAt: iso(d.nextAttemptAt),
  createdAt: new Date(d.createdAt).toISOString(),
  deliveredAt: iso(d.deliveredAt),
});
const newSecret = () => `${WEBHOOK_LIMITS.secretPrefix}${randomBytes(32).toString('base64url')}`;

function assertOwner(u: WebhookManager) {
  if (!managesIntegrations(u)) throw forbidden(MSG.webhookOwnerOnly);
}

export class WebhookService {
  private queue?: WebhookQueue;

  constructor(
    private readonly repos: Pick<Repositories, 'webhooks'>,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly options: WebhookOptions,
  ) {}

  /** The job queue (pg-boss, started after the services): deliveries are queued through it. */
  useQueue(queue: WebhookQueue | undefined) {
    this.queue = queue;
  }

  // ---- the owner's endpoints ----

  async list(owner: WebhookManager): Promise<WebhookEndpointView[]> {
    assertOwner(owner);
    return (await this.repos.webhooks.findEndpoints(owner.companyId)).map(endpointView);
  }

  async create(owner: WebhookManager, input: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
    assertOwner(owner);
    await this.assertDeliverable(input.url);
    return this.uow.transaction(async (tx) => {
      const existing = await this.repos.webhooks.findEndpoints(owner.companyId, tx);
      if (existing.length >= WEBHOOK_LIMITS.maxEndpoints) throw conflict(MSG.webhookTooMany);
      const e = await this.repos.webhooks.insertEndpoint(
        {
          companyId: owner.companyId,
          url: input.url,
          events: input.events,
          secret: newSecret(),
          createdBy: owner.userId,
        },
        tx,
      );
      return { ...endpointView(e), secret: e.secret };
    });
  }

  /** A new secret replaces the old one at once; it is shown in this answer only. */
  async rollSecret(owner: WebhookManager, id: string): Promise<WebhookEndpointCreated> {
    await this.endpoint(owner, id);
    const e = await this.repos.webhooks.rollSecret(id, newSecret());
    if (!e) throw notFound();
    return { ...endpointView(e), secret: e.secret };
  }

  async remove(owner: WebhookManager, id: string): Promise<void> {
    await this.endpoint(owner, id);
    await this.repos.webhooks.removeEndpoint(id);
  }

  async deliveries(owner: WebhookManager, endpointId: string, limit: number, offset: number) {
    await this.endpoint(owner, endpointId);
    const { rows, total } = await this.repos.webhooks.findDeliveries(endpointId, limit, offset);
    return { rows: rows.map(deliveryView), total };
  }

  /** Queues a test event to the endpoint, whatever events it subscribed to. */
  async sendTest(owner: WebhookManager, endpointId: string): Promise<WebhookDeliveryView> {
    const e = await this.endpoint(owner, endpointId);
    const payload = this.payload(WEBHOOK_TEST_EVENT, {
      endpointId: e.id,
      message: 'A test event from the BCU Registry',
    });
    return this.uow.transaction(async (tx) => deliveryView(await this.queueDelivery(tx, e.id, payload)));
  }

  /** Queues the same event (same id, type, time and resource) to its endpoint again, as a new delivery. */
  async resend(owner: WebhookManager, deliveryId: string): Promise<WebhookDeliveryView> {
    assertOwner(owner);
    const d = await this.repos.webhooks.findCompanyDelivery(owner.companyId, deliveryId);
    if (!d) throw notFound();
    return this.uow.transaction(async (tx) => {
      const again = await this.repos.webhooks.insertDelivery(
        { endpointId: d.endpointId, eventId: d.eventId, type: d.type, body: d.body },
        tx,
      );
      await this.queue?.send(again.id, { tx });
      return deliveryView(again);
    });
  }

  // ---- the domain's events ----

  /**
   * Queues `type` with `resource` to every endpoint of the companies subscribed to it, inside `tx`: delivered after
   * the commit, never when the transaction rolls back.
   */
  async emit(tx: Tx, companyIds: (string | null | undefined)[], type: WebhookEvent, resource: object): Promise<void> {
    const ids = [...new Set(companyIds.filter((c): c is string => !!c))];
    if (ids.length === 0) return;
    const endpoints = await this.repos.webhooks.findSubscribers(ids, type, tx);
    if (endpoints.length === 0) return;
    // one event, one id: every endpoint (and every resend) receives the same body
    const payload = this.payload(type, resource);
    for (const e of endpoints) await this.queueDelivery(tx, e.id, payload);
  }

  /** The public address of an API path (e.g. a statement's PDF). */
  apiUrl(path: string): string {
    return `${this.options.publicUrl.replace(/\/+$/, '')}/api${path}`;
  }

  // ---- sending (the pg-boss job) ----

  /**
   * Posts a pending delivery, signed, and records the attempt. Not 2xx, no answer, or an address no longer allowed:
   * tried again after retryBase × 2^(attempts − 1), at the latest at the end of the 24-hour window; then Failed.
   * Delivery times are wall-clock times, as pg-boss schedules them.
   */
  async deliver(deliveryId: string): Promise<void> {
    const d = await this.repos.webhooks.findForSending(deliveryId);
    if (!d || d.status !== 'Pending') return;
    let statusCode: number | null = null;
    let error: string | null = null;
    const problem = await webhookUrlProblem(d.url, this.options.allowLocal);
    if (problem) error = MSG.webhookUrlNotPublic;
    else {
      const t = Math.floor(Date.now() / 1000);
      try {
        const res = await fetch(d.url, {
          method: 'POST',
          body: d.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_LIMITS.timeoutSeconds * 1000),
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'BCU-Registry-Webhooks/1',
            [WEBHOOK_LIMITS.signatureHeader]: signatureHeader(d.secret, t, d.body),
          },
        });
        statusCode = res.status;
        await res.body?.cancel().catch(() => undefined);
        if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}`;
      } catch (e) {
        error = ((e as Error).message || 'request failed').slice(0, 500);
      }
    }
    const attempts = Number(d.attempts) + 1;
    const deadline = new Date(d.createdAt).getTime() + WEBHOOK_LIMITS.retryWindowHours * 3_600_000;
    const now = Date.now();
    const next = error && now < deadline ? Math.min(now + this.retryDelayMs(attempts), deadline) : null;
    await this.uow.transaction(async (tx) => {
      await this.repos.webhooks.recordAttempt(
        deliveryId,
        {
          status: !error ? 'Delivered' : next ? 'Pending' : 'Failed',
          statusCode,
          error,
          nextAttemptAt: next ? new Date(next) : null,
        },
        tx,
      );
      if (next) await this.queue?.send(deliveryId, { tx, delaySeconds: Math.max(1, Math.ceil((next - now) / 1000)) });
    });
  }

  private retryDelayMs(attempts: number): number {
    return this.options.retryBaseSeconds * 1000 * 2 ** Math.min(attempts - 1, 20);
  }

  private payload(type: WebhookPayload['type'], resource: object): WebhookPayload {
    return { id: randomUUID(), type, time: this.clock.now().toISOString(), resource: { ...resource } };
  }

  private async queueDelivery(tx: Tx, endpointId: string, p: WebhookPayload): Promise<WebhookDeliveryRow> {
    const d = await this.repos.webhooks.insertDelivery(
      { endpointId, eventId: p.id, type: p.type, body: JSON.stringify(p) },
      tx,
    );
    await this.queue?.send(d.id, { tx });
    return d;
  }

  private async endpoint(owner: WebhookManager, id: string): Promise<WebhookEndpointRow> {
    assertOwner(owner);
    const e = await this.repos.webhooks.findEndpoint(owner.companyId, id);
    if (!e) throw notFound();
    return e;
  }

  private async assertDeliverable(url: string) {
    const problem = await webhookUrlProblem(url, this.options.allowLocal);
    if (problem === 'scheme') throw invalidField('url', MSG.webhookUrlInvalid);
    if (problem) throw invalidField('url', MSG.webhookUrlNotPublic);
  }
}
