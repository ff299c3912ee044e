/**
 * One Express server for everything (DESIGN §1): security headers, rate limits and cookies in front of the
 * LoopBack API under /api, the backoffice at /backoffice and the portal at / (client-side routes fall back
 * to each app's index.html).
 */
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import compression from 'compression';
import { rateLimit } from 'express-rate-limit';
import { MSG } from './contracts';
import { type AppConfig, REPO_ROOT } from './config';
import type { PostgresDataSource } from './datasources';
import type { Services } from './services';
import { BcuApplication } from './application';
import { storableRequestText } from './http/storable-text';
import { serveSpa } from './http/static-apps';
import { COMPRESSION_THRESHOLD } from './http/json-send';
import { serveExplorerPage } from './http/explorer-page';
import { PostgresRateLimitStore } from './http/rate-limit-store';
import { REFRESH_COOKIE_READERS } from './controllers/auth.controller';

/**
 * Endpoints a stranger could hammer: login steps, codes, password reset and contact forms. Each has its own
 * per-IP bucket, so one office behind one address signing in does not lock out its own password resets or
 * contact messages; per e-mail, failed logins lock the e-mail and reset mails are capped (the services).
 */
export const RATE_LIMITED_PATHS = [
  '/api/auth/login',
  '/api/auth/check-code',
  '/api/auth/session',
  '/api/account/forgot-password',
  '/api/contact',
];

/** How long a stop waits for the requests in flight before it closes their connections. */
export const DRAIN_MS = 10_000;

export interface RunningServer {
  url: string;
  lb: BcuApplication;
  http: http.Server;
  /**
   * Stops accepting at once (new connections refused, idle keep-alive ones closed), lets the requests in flight
   * finish for up to `drainMs`, then closes what is still open, and stops LoopBack.
   */
  stop(drainMs?: number): Promise<void>;
}

export async function startServer(
  config: AppConfig,
  dataSource: PostgresDataSource,
  services: Services,
): Promise<RunningServer> {
  const lb = new BcuApplication(config, dataSource, services);
  await lb.boot();
  await lb.start();
  lb.removeLoopbackCors();

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default: none)
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Scripts only from same-origin files, never inline (issue 11.9); the explorer (swagger-ui) and antd inject
          // inline styles, which stay allowed.
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'worker-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
        },
      },
    }),
  );
  // Both apps are served from this origin, so cross-origin browser calls are refused (no CORS headers) —
  // except from the origin PUBLIC_URL names, when the apps are served elsewhere.
  const publicOrigin = new URL(config.publicUrl).origin;
  app.use('/api', (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && origin === publicOrigin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Disposition');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Range');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      if (req.method === 'OPTIONS') return void res.sendStatus(204);
    }
    next();
  });
  // only the refresh cookie is read, and only by the calls that use it
  app.use(REFRESH_COOKIE_READERS, cookieParser() as unknown as express.RequestHandler);
  if (config.rateLimit)
    for (const p of RATE_LIMITED_PATHS) {
      const limiter = rateLimit({
        windowMs: 60_000,
        limit: config.rateLimitPerMinute,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        identifier: p,
        // counted in PostgreSQL, so that all instances of the registry share one limit
        store: new PostgresRateLimitStore(services.repos.rateLimits, config.rateLimitScope, p),
        // a client's X-Forwarded-For is ignored on purpose unless TRUST_PROXY names the proxy
        validate: { xForwardedForHeader: false },
        handler: (_req, res) =>
          void res.status(429).json({
            error: { statusCode: 429, name: 'TooManyRequestsError', message: MSG.tooManyRequests, details: [] },
          }),
      });
      app.use(p, limiter as unknown as express.RequestHandler);
    }
  app.use('/api', compressJson());
  app.use('/api', storableRequestText);
  serveExplorerPage(app, '/api/explorer');
  app.use('/api', lb.requestHandler);
  if (config.serveApps) {
    serveSpa(app, '/backoffice', path.join(REPO_ROOT, 'backoffice', 'dist'));
    serveSpa(app, '/', path.join(REPO_ROOT, 'portal', 'dist'));
  }

  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://localhost:${port}`,
    lb,
    http: server,
    async stop(drainMs = DRAIN_MS) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
      await closed;
      clearTimeout(deadline);
      await lb.stop();
    },
  };
}

/**
 * API answers above 1 kB are gzip/brotli-compressed when the client accepts it — except the live event stream
 * (text/event-stream), which must reach the browser message by message, unbuffered. An operation's JSON answer is
 * compressed by LoopBack's send step (http/json-send.ts) and passes through here as already encoded.
 */
function compressJson(): express.RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req, res) =>
      !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  }) as unknown as express.RequestHandler;
}
