/**
 * Issue 15.4: a registry instance stopped by SIGTERM (main.ts calls `registry.stop()`) stops accepting at once,
 * lets the requests in flight finish, ends its live event streams, and only then stops pg-boss and PostgreSQL.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { supertest } from '@loopback/testlab';
import { MSG, type EventTicket } from '../../contracts';
import { startRegistry } from '../../registry';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';
import { openStream } from '../support/live-stream';

describe('graceful stop (issue 15.4)', function () {
  this.timeout(120_000);

  /** A second instance on the test database, to be stopped. */
  async function givenSecondInstance() {
    const main = await givenRegistry();
    return startRegistry({
      seed: false,
      schedule: false,
      config: {
        databaseUrl: main.registry.db.pool.options.connectionString as string,
        dataDir: main.dataDir,
        port: 0,
        smtpUrl: main.registry.config.smtpUrl,
        jwtSecret: main.registry.config.jwtSecret,
        serveApps: false,
        rateLimit: false,
      },
    });
  }

  it('refuses new connections, finishes the request in flight, ends the event streams, then stops', async () => {
    const main = await givenRegistry();
    const registry = await givenSecondInstance();
    const t: TestRegistry = { ...main, registry, api: supertest(registry.url) };
    const admin = await signIn(t, 'admin@demo.bcu', 'Demo1234!');
    const { ticket } = (
      await t.api.post('/api/events/ticket').set('Authorization', `Bearer ${admin.token}`).expect(200)
    ).body as EventTicket;
    const stream = await openStream(`${registry.url}/api/events?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).to.equal(200);

    // a request in flight: its headers have arrived, its body has not yet
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234!' });
    const received = new Promise<void>((resolve) => registry.server.http.once('request', () => resolve()));
    let finish!: () => void;
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${registry.url}/api/auth/login`,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      finish = () => req.end(body.slice(10));
    });
    await received;

    const started = Date.now();
    let stopped = false;
    const stopping = registry.stop().then(() => (stopped = true));
    await stream.ended;
    const refused = await fetch(`${registry.url}/api/health`).then(
      () => false,
      () => true,
    );
    expect(refused, 'a new connection is refused').to.equal(true);
    await sleep(300);
    expect(stopped, 'the stop waits for the request in flight').to.equal(false);
    finish();
    expect(await answered).to.equal(401);
    await stopping;
    expect(Date.now() - started).to.be.lessThan(10_000);
  });

  it('answers 503 to an event stream whose opening the stop overtakes', async () => {
    const main = await givenRegistry();
    const registry = await givenSecondInstance();
    const t: TestRegistry = { ...main, registry, api: supertest(registry.url) };
    const admin = await signIn(t, 'admin@demo.bcu', 'Demo1234!');
    const { ticket } = (
      await t.api.post('/api/events/ticket').set('Authorization', `Bearer ${admin.token}`).expect(200)
    ).body as EventTicket;
    // the stream's request is in flight (its ticket being checked) when the stop begins
    const { auth } = registry.services;
    const me = auth.me.bind(auth);
    let checking!: () => void;
    const checked = new Promise<void>((resolve) => (checking = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    auth.me = async (userId: string) => {
      checking();
      await released;
      return me(userId);
    };
    const answer = fetch(`${registry.url}/api/events?ticket=${encodeURIComponent(ticket)}`);
    await checked;
    const stopping = registry.stop();
    release();
    const res = await answer;
    expect(res.status).to.equal(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).to.equal(MSG.tryAgainLater);
    await stopping;
  });
});
