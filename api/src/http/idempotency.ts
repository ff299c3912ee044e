/**
 * `Idempotency-Key` on the creating POSTs (issue 16.3), in one global interceptor: an operation whose spec carries
 * `IDEMPOTENT` (`x-idempotent`) runs once per company and key — a duplicate with the same body gets the first
 * answer again (header `Idempotent-Replayed: true`), one with another body a 422 (`IdempotencyService`). The spec
 * enhancer documents the header on those operations. A multipart body is fingerprinted by its raw bytes with its
 * boundary left out (each retry picks a new one); it is buffered and handed on to the operation unchanged.
 */
import { Readable } from 'node:stream';
import {
  BindingScope,
  type Interceptor,
  type InvocationContext,
  type Provider,
  inject,
  injectable,
  asGlobalInterceptor,
} from '@loopback/core';
import { RestBindings, type Request, type Response, type RouteEntry } from '@loopback/rest';
import { asSpecEnhancer, type OASEnhancer, type OpenApiSpec, type OperationObject } from '@loopback/openapi-v3';
import { IDEMPOTENCY, LIMITS } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { ACTOR } from '../authorization/actor';
import { badRequest } from './errors';

/** Spread into an operation's spec: the operation honours `Idempotency-Key`. */
export const IDEMPOTENT = { 'x-idempotent': true } as const;

export const IDEMPOTENCY_INTERCEPTOR_GROUP = 'idempotency';

/** A multipart body larger than this is not buffered for its fingerprint (the upload routes' limits are lower). */
const MAX_BUFFERED_BYTES = 4 * LIMITS.pdfMaxBytes;

// one instance: it keeps no request state
@injectable(asGlobalInterceptor(IDEMPOTENCY_INTERCEPTOR_GROUP), { scope: BindingScope.SINGLETON })
export class IdempotencyInterceptor implements Provider<Interceptor> {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  value(): Interceptor {
    return (ctx, next) => this.intercept(ctx, next);
  }

  private async intercept(ctx: InvocationContext, next: () => unknown) {
    const route = await ctx.get<RouteEntry>(RestBindings.Operation.ROUTE, { optional: true });
    if (!(route?.spec as Record<string, unknown> | undefined)?.['x-idempotent']) return next();
    const req = await ctx.get<Request>(RestBindings.Http.REQUEST);
    const key = req.headers[IDEMPOTENCY.header.toLowerCase()];
    if (key === undefined) return next();
    const res = await ctx.get<Response>(RestBindings.Http.RESPONSE);
    const actor = await ctx.get(ACTOR);
    const { idempotency } = this.services;
    const body = await fingerprintBody(ctx, req);
    const answer = await idempotency.once(
      actor.companyId,
      Array.isArray(key) ? key.join(',') : key,
      idempotency.fingerprint(req.method, req.path, body),
      async () => {
        const result = await next();
        return { status: res.statusCode, body: result };
      },
    );
    res.status(answer.status);
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return answer.body;
  }
}

/**
 * What of the request the fingerprint covers: the operation's arguments (path parameters and JSON body), or for
 * a pass-through multipart body its bytes without the boundary — the body is then replaced by a copy of itself.
 */
async function fingerprintBody(ctx: InvocationContext, req: Request): Promise<unknown> {
  const at = ctx.args.indexOf(req);
  if (at < 0) return ctx.args;
  const raw = await readAll(req);
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
  const text = raw.toString('latin1');
  ctx.args[at] = replayOf(req, raw);
  return boundary ? text.split(boundary[1] ?? boundary[2]).join('') : text;
}

function readAll(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BUFFERED_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(badRequest('The request body is too large'));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A readable copy of a request already read: the same headers and metadata, the same body. */
function replayOf(req: Request, raw: Buffer): Request {
  const copy = Readable.from([raw]) as unknown as Request;
  for (const name of ['headers', 'method', 'url', 'originalUrl', 'path', 'ip', 'ips', 'httpVersion', 'socket'] as const)
    Object.defineProperty(copy, name, { value: (req as unknown as Record<string, unknown>)[name], enumerable: true });
  Object.defineProperty(copy, 'get', { value: req.get.bind(req) });
  Object.defineProperty(copy, 'header', { value: req.header.bind(req) });
  return copy;
}

/** Documents the `Idempotency-Key` header on every idempotent operation. */
@injectable(asSpecEnhancer)
export class IdempotencySpecEnhancer implements OASEnhancer {
  readonly name = 'idempotency';

  modifySpec(spec: OpenApiSpec): OpenApiSpec {
    for (const path of Object.values(spec.paths))
      for (const op of Object.values(path as Record<string, OperationObject>))
        if (op && typeof op === 'object' && op['x-idempotent'])
          op.parameters = [
            ...(op.parameters ?? []),
            {
              name: IDEMPOTENCY.header,
              in: 'header',
              required: false,
              description: `Retries with the same key and body within ${IDEMPOTENCY.rememberHours} hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company.`,
              schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
            },
          ];
    return spec;
  }
}
