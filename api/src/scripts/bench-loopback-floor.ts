/**
 * LoopBack's own floor beside GET /api/auth (issue 14's "% of the bare query" budget): a LoopBack 4 application with
 * nothing of the registry in it — one `RestApplication`, the leanest sequence (find the route, parse the parameters,
 * invoke, send; no authentication, no authorization, no interceptor, no Express middleware of ours) and one
 * controller — loaded as GET /api/auth is (32 connections, autocannon on a worker thread), in the same process and the
 * same run as the bare query. Two routes:
 * - `constant` answers `{}` without any work: what LoopBack's request handling costs on its own;
 * - `sameRow` answers the same user row as the bare query, read by the same statement on the registry's own pool.
 * GET /api/auth does what `sameRow` does and also authenticates the caller, checks the session and authorizes the
 * route, so its share of the bare query's rate cannot exceed `sameRow`'s.
 */
import { BindingScope, inject, injectable } from '@loopback/core';
import {
  type HttpHandler,
  type ParseParams,
  type Reject,
  type RequestContext,
  type Send,
  type SequenceHandler,
  RestApplication,
  RestBindings,
  get,
} from '@loopback/rest';
import type { Pool } from 'pg';

/**
 * The registry's own sequence (http/sequence.ts) without its steps: one instance that finds the route, parses the
 * parameters, invokes the operation and sends the answer. LoopBack's `DefaultSequence`, made for each request with its
 * actions, served less than half as many requests answering the constant here (and two thirds as many answering the
 * row), so it would not be the floor.
 */
@injectable({ scope: BindingScope.SINGLETON })
class FloorSequence implements SequenceHandler {
  constructor(
    @inject(RestBindings.HANDLER) private readonly handler: HttpHandler,
    @inject(RestBindings.SequenceActions.PARSE_PARAMS) private readonly parseParams: ParseParams,
    @inject(RestBindings.SequenceActions.SEND) private readonly send: Send,
    @inject(RestBindings.SequenceActions.REJECT) private readonly reject: Reject,
  ) {}

  async handle(context: RequestContext): Promise<void> {
    try {
      const route = this.handler.findRoute(context.request);
      route.updateBindings(context);
      const args = await this.parseParams(context.request, route);
      this.send(context.response, await route.invokeHandler(context, args));
    } catch (error) {
      this.reject(context, error as Error);
    }
  }
}

export async function benchLoopbackFloor(
  pool: Pool,
  sql: string,
  userId: string,
  load: (url: string) => Promise<{ requestsPerSecond: number }>,
  pause: () => Promise<unknown>,
) {
  class FloorController {
    @get('/constant')
    constant() {
      return {};
    }

    @get('/same-row')
    async sameRow() {
      return (await pool.query(sql, [userId])).rows[0];
    }
  }
  const app = new RestApplication({ rest: { host: '127.0.0.1', port: 0, openApiSpec: { disabled: true } } });
  app.sequence(FloorSequence);
  app.controller(FloorController);
  await app.start();
  try {
    const constant = await load(`${app.restServer.url}/constant`);
    await pause();
    const sameRow = await load(`${app.restServer.url}/same-row`);
    await pause();
    return { constant, sameRow };
  } finally {
    await app.stop();
  }
}
