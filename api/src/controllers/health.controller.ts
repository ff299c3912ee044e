/**
 * Probes for the reverse proxy and orchestrators (issue 15.3): `/health` answers while the process serves HTTP
 * (alive); `/ready` only while the database answers and has every migration of this build applied — an instance
 * that is not ready gets no traffic, one that is not alive gets restarted.
 */
import { inject } from '@loopback/core';
import { oas, get, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import type { PostgresDataSource } from '../datasources';
import { pendingMigrations } from '../db/migrate';
import { openApiSchema } from '../http/zod-openapi';
import { errorResponses } from '../http/responses';
import { TAG } from '../http/openapi-tags';

/** A readiness probe waits this long for the database before it answers 503. */
const READY_TIMEOUT_MS = 3_000;

const Health = z.object({ status: z.literal('ok') });
const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  pendingMigrations: z.array(z.string()),
});
type Readiness = z.infer<typeof Readiness>;

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: openApiSchema(schema) } },
});

@oas.tags(TAG.health)
export class HealthController {
  constructor(@inject('datasources.postgres') private readonly dataSource: PostgresDataSource) {}

  @get('/health', {
    'x-public': true,
    summary: 'Liveness: the process serves HTTP',
    responses: { '200': json(Health, 'Alive'), ...errorResponses([422]) },
  })
  health() {
    return { status: 'ok' as const };
  }

  @get('/ready', {
    'x-public': true,
    summary: 'Readiness: the database is reachable and every migration of this build is applied',
    responses: {
      '200': json(Readiness, 'Ready for traffic'),
      '503': json(Readiness, 'Not ready: the database is unreachable or migrations are pending'),
      ...errorResponses([422]),
    },
  })
  async ready(@inject(RestBindings.Http.RESPONSE) res: Response): Promise<Response> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), READY_TIMEOUT_MS);
    });
    let body: Readiness;
    try {
      const pending = await Promise.race([pendingMigrations(this.dataSource), timeout]);
      body = { status: pending.length ? 'unavailable' : 'ready', database: 'reachable', pendingMigrations: pending };
    } catch {
      body = { status: 'unavailable', database: 'unreachable', pendingMigrations: [] };
    } finally {
      clearTimeout(timer);
    }
    res.status(body.status === 'ready' ? 200 : 503).json(body);
    return res;
  }
}
