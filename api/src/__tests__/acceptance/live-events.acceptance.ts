import http from 'node:http';
import { expect } from 'chai';
import type { EventTicket } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { EVENTS_CHANNEL } from '../../services/platform/events.service';
import { openStream, type Stream } from '../support/live-stream';

describe('live events (spec 3 §4 "Live data events", §7 "Live events")', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const streams: Stream[] = [];
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const ticketOf = async (token: string) =>
    ((await t.api.post('/api/events/ticket').set(auth(token)).expect(200)).body as EventTicket).ticket;
  const stream = async (token: string) => {
    const s = await openStream(`${t.registry.url}/api/events?ticket=${encodeURIComponent(await ticketOf(token))}`);
    streams.push(s);
    return s;
  };

  before(async () => {
    t = await givenRegistry();
  });
  after(() => streams.forEach((s) => s.close()));

  it('delivers a submission to the admins when it is created and when it is approved; its company gets counters, other companies nothing', async () => {
    const admin = await adminSession(t);
    const owner = await signIn(t, 'corporate.owner@demo.bcu', 'Demo1234!');
    const other = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
    const adminStream = await stream(admin.token);
    const ownerStream = await stream(owner.token);
    const otherStream = await stream(other.token);
    expect(adminStream.status).to.equal(200);
    expect(adminStream.contentType).to.match(/^text\/event-stream/);

    const requested = await t.api
      .post('/api/profile')
      .set(auth(owner.token))
      .send({ firstName: `Live${Date.now().toString(36)}` })
      .expect(200);
    const submissionId = requested.body.submissionId as string;
    const created = await adminStream.next((e) => e.topic === 'submissions' && e.data.id === submissionId);
    expect(created.data).to.deep.include({ type: 'ProfileUpdate', status: 'Pending' });
    await ownerStream.next((e) => e.topic === 'counters');

    await t.api.post(`/api/admin/submissions/${submissionId}/approve`).set(auth(admin.token)).send({}).expect(200);
    const approved = await adminStream.next((e) => e.topic === 'submissions' && e.data.status === 'Approved');
    expect(approved.data).to.deep.include({ id: submissionId, type: 'ProfileUpdate' });
    const entry = adminStream.events.find((e) => e.id === approved.id)!;
    expect(entry.event).to.equal('submissions');
    expect(entry.sseId).to.equal(approved.id);
    expect(ownerStream.events.filter((e) => e.topic === 'counters')).to.have.length(2);
    // a company user never receives the admins' topics, nor another company's counters
    expect(ownerStream.events.map((e) => e.topic)).to.not.include('submissions');
    expect(otherStream.events).to.deep.equal([]);
  });

  it("delivers a target's creation, change and deletion to its company's users, and to no other company", async () => {
    const writer = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    const owner = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
    const other = await signIn(t, 'corporate.owner@demo.bcu', 'Demo1234!');
    const ownerStream = await stream(owner.token);
    const otherStream = await stream(other.token);
    const body = { indicator: 'GHG', name: 'Live target', value: '10', startDate: '2026-01', endDate: '2026-06' };
    const created = await t.api.post('/api/targets').set(auth(writer.token)).send(body).expect(201);
    await ownerStream.next((e) => e.topic === 'targets' && e.data.event === 'Target created');
    await t.api
      .put(`/api/targets/${created.body.id}`)
      .set(auth(writer.token))
      .send({ ...body, value: '12' })
      .expect(200);
    await ownerStream.next((e) => e.topic === 'targets' && e.data.event === 'Target updated');
    await t.api.delete(`/api/targets/${created.body.id}`).set(auth(writer.token)).expect(204);
    await ownerStream.next((e) => e.topic === 'targets' && e.data.event === 'Target deleted');
    expect(otherStream.events.filter((e) => e.topic === 'targets')).to.deep.equal([]);
  });

  it('delivers nothing from a write that was rolled back', async () => {
    const admin = await adminSession(t);
    const adminStream = await stream(admin.token);
    const refused = await t.api
      .post('/api/admin/certification-schemes')
      .set(auth(admin.token))
      .send({ name: 'RSB Global', baselineValue: 89 });
    expect(refused.status).to.equal(409);
    await t.api
      .post('/api/admin/incentives')
      .set(auth(admin.token))
      .send({ name: `Live ${Date.now().toString(36)}` })
      .expect(200);
    const e = await adminStream.next((x) => x.topic === 'reference-values');
    expect(e.data).to.deep.include({ list: 'incentive' });
    expect(adminStream.events.filter((x) => x.topic === 'reference-values')).to.have.length(1);
  });

  it('opens the stream only with a valid, unexpired ticket; tickets need a signed-in user', async () => {
    await t.api.post('/api/events/ticket').expect(401);
    // no ticket is no credential (401, like every signed-in route); a malformed one is a 422
    expect((await t.api.get('/api/events')).status).to.equal(401);
    expect((await t.api.get('/api/events').query({ ticket: 'x'.repeat(600) })).status).to.equal(422);
    expect((await t.api.get('/api/events').query({ ticket: 'forged.123.abc' })).status).to.equal(401);
    const admin = await adminSession(t);
    const ticket = await ticketOf(admin.token);
    const [userId, exp] = ticket.split('.');
    expect(
      (await t.api.get('/api/events').query({ ticket: `${userId}.${Number(exp) + 60_000}.${ticket.split('.')[2]}` }))
        .status,
    ).to.equal(401);
    t.clock.advanceHours(1);
    try {
      expect((await t.api.get('/api/events').query({ ticket })).status).to.equal(401);
    } finally {
      t.clock.advanceHours(-1);
    }
  });

  it('unsubscribes a stream when its client disconnects', async () => {
    const admin = await adminSession(t);
    const s = await stream(admin.token);
    const before = t.registry.services.events.subscriberCount;
    expect(before).to.be.greaterThan(0);
    s.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(t.registry.services.events.subscriberCount).to.equal(before - 1);
  });

  it('survives clients that hang up while their stream is being opened, and keeps no subscriber of theirs', async () => {
    const admin = await adminSession(t);
    streams.splice(0).forEach((s) => s.close());
    await new Promise((r) => setTimeout(r, 200));
    const before = t.registry.services.events.subscriberCount;
    // the widest window: with no LISTEN connection, each new stream waits for one to be opened
    await t.registry.db.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
      `LISTEN ${EVENTS_CHANNEL}`,
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const hangUps = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const url = `${t.registry.url}/api/events?ticket=${encodeURIComponent(await ticketOf(admin.token))}`;
        return new Promise<void>((done) => {
          const req = http.get(url, (res) => res.resume());
          req.on('error', () => undefined);
          req.on('close', () => done());
          // anywhere from "request just sent" to "stream just opened"
          req.on('socket', () => setTimeout(() => req.destroy(), i % 5));
        });
      }),
    );
    expect(hangUps).to.have.length(20);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.registry.services.events.subscriberCount).to.equal(before);
    await t.api.get('/api/auth').set(auth(admin.token)).expect(200);
  });
});
