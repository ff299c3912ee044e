/** Webhook endpoints of the companies and their deliveries (the outbox of signed events). */
import { inject } from '@loopback/core';
import type { PostgresDataSource, Tx } from '../datasources';
import { WebhookEndpoint } from '../models';
import { SqlRepository } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';

export interface WebhookEndpointRow {
  id: string;
  companyId: string;
  url: string;
  events: string[];
  secret: string;
  createdAt: Date;
  secretRolledAt: Date | null;
}

export interface WebhookDeliveryRow {
  id: string;
  endpointId: string;
  eventId: string;
  type: string;
  body: string;
  status: 'Pending' | 'Delivered' | 'Failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

const ENDPOINT = `id, company_id AS "companyId", url, events, secret, created_at AS "createdAt",
  secret_rolled_at AS "secretRolledAt"`;
const DELIVERY = `d.id, d.endpoint_id AS "endpointId", d.event_id AS "eventId", d.type, d.body, d.status, d.attempts,
  d.last_status_code AS "lastStatusCode", d.last_error AS "lastError", d.next_attempt_at AS "nextAttemptAt",
  d.created_at AS "createdAt", d.delivered_at AS "deliveredAt"`;

/** A company's endpoints in use, oldest first (findEndpoints: every event a ledger step emits). */
const ENDPOINTS_SQL = prepared(
  `SELECT ${ENDPOINT} FROM webhook_endpoints WHERE company_id = $1 AND removed_at IS NULL ORDER BY created_at, id`,
);

/** The endpoints subscribed to an event of some companies (findSubscribers: every decision of the ledger). */
const SUBSCRIBERS_SQL = prepared(
  `SELECT ${ENDPOINT} FROM webhook_endpoints
   WHERE company_id = ANY($1::uuid[]) AND $2 = ANY(events) AND removed_at IS NULL ORDER BY created_at, id`,
);

export class WebhookRepository extends SqlRepository<WebhookEndpoint, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(WebhookEndpoint, dataSource);
  }

  async insertEndpoint(
    e: { companyId: string; url: string; events: string[]; secret: string; createdBy: string },
    tx?: Tx,
  ): Promise<WebhookEndpointRow> {
    return (await this.one<WebhookEndpointRow>(
      `INSERT INTO webhook_endpoints (company_id, url, events, secret, created_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${ENDPOINT}`,
      [e.companyId, e.url, e.events, e.secret, e.createdBy],
      tx,
    ))!;
  }

  /** The company's endpoints in use, oldest first. */
  findEndpoints(companyId: string, tx?: Tx): Promise<WebhookEndpointRow[]> {
    return this.rows<WebhookEndpointRow>(ENDPOINTS_SQL, [companyId], tx);
  }

  /** One endpoint in use of the company (another company's is not found). */
  findEndpoint(companyId: string, id: string, tx?: Tx): Promise<WebhookEndpointRow | undefined> {
    return this.one<WebhookEndpointRow>(
      `SELECT ${ENDPOINT} FROM webhook_endpoints WHERE company_id = $1 AND id = $2 AND removed_at IS NULL`,
      [companyId, id],
      tx,
    );
  }

  /** The endpoints of the companies subscribed to the event. */
  findSubscribers(companyIds: string[], type: string, tx: Tx): Promise<WebhookEndpointRow[]> {
    return this.rows<WebhookEndpointRow>(SUBSCRIBERS_SQL, [companyIds, type], tx);
  }

  async rollSecret(id: string, secret: string, tx?: Tx): Promise<WebhookEndpointRow | undefined> {
    return this.one<WebhookEndpointRow>(
      `UPDATE webhook_endpoints SET secret = $2, secret_rolled_at = now() WHERE id = $1 AND removed_at IS NULL
       RETURNING ${ENDPOINT}`,
      [id, secret],
      tx,
    );
  }

  async removeEndpoint(id: string, tx?: Tx): Promise<number> {
    return this.run(`UPDATE webhook_endpoints SET removed_at = now() WHERE id = $1 AND removed_at IS NULL`, [id], tx);
  }

  async insertDelivery(
    d: { endpointId: string; eventId: string; type: string; body: string },
    tx?: Tx,
  ): Promise<WebhookDeliveryRow> {
    return (await this.one<WebhookDeliveryRow>(
      `WITH d AS (INSERT INTO webhook_deliveries (endpoint_id, event_id, type, body) VALUES ($1, $2, $3, $4) RETURNING *)
       SELECT ${DELIVERY} FROM d`,
      [d.endpointId, d.eventId, d.type, d.body],
      tx,
    ))!;
  }

  /** A page of an endpoint's deliveries, newest first, with the total. */
  async findDeliveries(
    endpointId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
    const total = await this.one<{ n: string }>('SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1', [
      endpointId,
    ]);
    const rows = await this.rows<WebhookDeliveryRow>(
      `SELECT ${DELIVERY} FROM webhook_deliveries d WHERE d.endpoint_id = $1
       ORDER BY d.created_at DESC, d.id LIMIT ${limit} OFFSET ${offset}`,
      [endpointId],
    );
    return { rows, total: Number(total!.n) };
  }

  /** A delivery of one of the company's endpoints (another company's is not found). */
  findCompanyDelivery(companyId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
    return this.one<WebhookDeliveryRow>(
      `SELECT ${DELIVERY} FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.id = $2 AND e.company_id = $1 AND e.removed_at IS NULL`,
      [companyId, id],
    );
  }

  /** A delivery with its endpoint's address and secret (an endpoint removed since: none). */
  findForSending(id: string): Promise<(WebhookDeliveryRow & { url: string; secret: string }) | undefined> {
    return this.one<WebhookDeliveryRow & { url: string; secret: string }>(
      `SELECT ${DELIVERY}, e.url, e.secret FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.id = $1 AND e.removed_at IS NULL`,
      [id],
    );
  }

  async recordAttempt(
    id: string,
    a: {
      status: 'Pending' | 'Delivered' | 'Failed';
      statusCode: number | null;
      error: string | null;
      nextAttemptAt: Date | null;
    },
    tx: Tx,
  ): Promise<void> {
    await this.run(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, status = $2, last_status_code = $3, last_error = $4,
         next_attempt_at = $5, delivered_at = CASE WHEN $2 = 'Delivered' THEN now() ELSE delivered_at END
       WHERE id = $1`,
      [id, a.status, a.statusCode, a.error, a.nextAttemptAt],
      tx,
    );
  }

  /**
   * pg-boss's way into the caller's transaction: a job sent through it is committed or rolled back with the change
   * that caused it (pg-boss's own SQL, run on the transaction's connection).
   */
  jobDb(tx: Tx): { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } {
    return { executeSql: async (text, values) => ({ rows: (await tx.connection.query(text, values)).rows }) };
  }
}
