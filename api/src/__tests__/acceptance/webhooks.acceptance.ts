/**
 * Signed webhooks (issue 16.2): the owner registers an endpoint; a committed change is delivered signed after the
 * commit, a rolled-back one never; a receiver answering 500 gets the event again; the owner sees each delivery,
 * resends one, sends a test event, rolls the secret; non-public addresses are refused outside development.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect } from 'chai';
import { REPO_ROOT } from '../../config';
import { MSG, WEBHOOK_LIMITS } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { WebhookReceiver } from '../support/webhook-receiver';
import { verifySignature } from '../../services/integrations/webhook-signature';
import { webhookUrlProblem } from '../../services/integrations/webhook-address';

describe('signed webhooks (issue 16.2)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let receiver: WebhookReceiver;
  let url: string;

  before(async () => {
    t = await givenRegistry();
    receiver = new WebhookReceiver();
    url = await receiver.start();
  });
  after(() => receiver.stop());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.failNext = 0;
  });

  const bearer = async (email: string) => `Bearer ${(await signIn(t, email)).token}`;
  const register = async (c: TradingCompany, events: string[]) => {
    const owner = await bearer(c.ownerEmail);
    const res = await t.api.post('/api/profile/webhooks').set('Authorization', owner).send({ url, events }).expect(201);
    return { owner, endpoint: res.body as { id: string; secret: string; url: string; events: string[] } };
  };
  const deliveries = async (owner: string, endpointId: string) =>
    (await t.api.get(`/api/profile/webhooks/${endpointId}/deliveries`).set('Authorization', owner).expect(200)).body;
  const until = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > end) return v;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('lets only the account owner register an endpoint; the secret is shown once', async () => {
    const c = await givenTradingCompany(t, 'Airline');
    const secondary = await bearer(c.userEmail);
    const refused = await t.api
      .post('/api/profile/webhooks')
      .set('Authorization', secondary)
      .send({ url, events: ['transfer.incoming'] })
      .expect(403);
    expect(refused.body.error.message).to.equal(MSG.webhookOwnerOnly);
    const { owner, endpoint } = await register(c, ['transfer.incoming', 'transfer.incoming']);
    expect(endpoint.secret).to.match(/^whsec_[\w-]{43}$/);
    expect(endpoint.events).to.deep.equal(['transfer.incoming']);
    const list = await t.api.get('/api/profile/webhooks').set('Authorization', owner).expect(200);
    expect(list.body).to.have.length(1);
    expect(list.body[0]).to.not.have.property('secret');
    for (const bad of [
      { url: 'not a url', events: ['transfer.incoming'] },
      { url, events: [] },
      { url, events: ['credit.stolen'] },
    ]) {
      const res = await t.api.post('/api/profile/webhooks').set('Authorization', owner).send(bad).expect(422);
      expect([MSG.webhookUrlInvalid, MSG.webhookEventsRequired]).to.include(res.body.error.message);
    }
    expect((await t.api.get('/api/profile/webhooks').set('Authorization', owner).expect(200)).body).to.have.length(1);
  });

  it('refuses plain HTTP and private, loopback and link-local addresses outside development', async () => {
    expect(await webhookUrlProblem('http://93.184.216.34/hooks', false)).to.equal('scheme');
    for (const u of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://localhost/hooks',
    ])
      expect(await webhookUrlProblem(u, false), u).to.equal('address');
    expect(await webhookUrlProblem('https://93.184.216.34/hooks', false)).to.equal(undefined);
    // the tests' receiver is allowed only because the test registry is configured for development
    expect(await webhookUrlProblem(url, true)).to.equal(undefined);
  });

  it("delivers a committed transfer to the receiver's endpoint, signed, and lists the delivery", async () => {
    const sender = await givenTradingCompany(t, 'Supplier');
    const airline = await givenTradingCompany(t, 'Airline');
    await givenContact(t, sender, airline);
    const { owner, endpoint } = await register(airline, ['transfer.incoming', 'transfer.completed']);
    const c = await givenActiveCredit(t, { holder: sender, volumeKg: 10_000, co2eqKg: 7_500, energyMj: 430_000 });
    const sent = await t.api
      .post(`/api/credits/${c.id}/transfer`)
      .set('Authorization', await bearer(sender.userEmail))
      .send({ amount: '4', amountType: 'BCU', receiverId: airline.companyId })
      .expect(201);
    const admin = `Bearer ${(await adminSession(t)).token}`;
    await t.api
      .post(`/api/admin/submissions/${sent.body.submissionId}/approve`)
      .set('Authorization', admin)
      .send({})
      .expect(200);

    const [got] = await receiver.waitFor(1);
    const header = got.headers[WEBHOOK_LIMITS.signatureHeader.toLowerCase()] as string;
    expect(header).to.match(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, got.body, endpoint.secret)).to.equal(true);
    expect(verifySignature(header, got.body.replace('4.000', '5.000'), endpoint.secret)).to.equal(false);
    expect(verifySignature(header, got.body, 'whsec_another')).to.equal(false);
    const event = JSON.parse(got.body);
    expect(Object.keys(event)).to.deep.equal(['id', 'type', 'time', 'resource']);
    expect(event.type).to.equal('transfer.incoming');
    expect(event.resource).to.include({
      kind: 'transfer',
      id: sent.body.id,
      status: 'Deposit Pending',
      BCUID: `${c.bcuid}-01`,
      amount: '4.000',
      senderCompanyId: sender.companyId,
      receiverCompanyId: airline.companyId,
    });

    const [d] = await until(
      () => deliveries(owner, endpoint.id),
      (l) => l[0]?.status === 'Delivered',
    );
    expect(d).to.include({ type: 'transfer.incoming', status: 'Delivered', attempts: 1, lastStatusCode: 200 });
    expect(d.eventId).to.equal(event.id);
    expect(d.nextAttemptAt).to.equal(null);

    // the receiver accepts: transfer.completed to the subscribed airline
    await t.api
      .post(`/api/incoming-transactions/${sent.body.id}/accept`)
      .set('Authorization', await bearer(airline.userEmail))
      .expect(200);
    const all = await receiver.waitFor(2);
    expect(JSON.parse(all[1].body)).to.deep.include({ type: 'transfer.completed' });
  });

  it('tries again after a 500 from the receiver, showing attempts, status code and the next try', async () => {
    const c = await givenTradingCompany(t, 'Airline');
    const { owner, endpoint } = await register(c, ['transfer.completed']);
    receiver.failNext = 1;
    await t.api.post(`/api/profile/webhooks/${endpoint.id}/test`).set('Authorization', owner).expect(201);
    await receiver.waitFor(1);
    const failed = await until(
      () => deliveries(owner, endpoint.id),
      (l) => l[0]?.attempts === 1,
    );
    expect(failed[0]).to.include({ type: 'webhook.test', status: 'Pending', attempts: 1, lastStatusCode: 500 });
    expect(failed[0].lastError).to.equal('HTTP 500');
    expect(Date.parse(failed[0].nextAttemptAt)).to.be.greaterThan(Date.parse(failed[0].createdAt));

    const both = await receiver.waitFor(2);
    expect(both[1].body).to.equal(both[0].body);
    const done = await until(
      () => deliveries(owner, endpoint.id),
      (l) => l[0]?.status === 'Delivered',
    );
    expect(done[0]).to.include({ status: 'Delivered', attempts: 2, lastStatusCode: 200, nextAttemptAt: null });
  });

  it("tells the holder's endpoint that a BCU expired (the validity job)", async () => {
    const c = await givenTradingCompany(t, 'Airline');
    await register(c, ['credit.expired']);
    const credit = await givenActiveCredit(t, { holder: c });
    t.clock.advanceHours(701 * 24);
    try {
      await t.registry.services.tradingExpiry.runOnce({ companyIds: [c.companyId] });
    } finally {
      t.clock.reset();
    }
    const [got] = await receiver.waitFor(1);
    const event = JSON.parse(got.body);
    expect(event.type).to.equal('credit.expired');
    expect(event.resource).to.include({ kind: 'credit', id: credit.id, BCUID: credit.bcuid, status: 'Expired' });
  });

  it("the guide's verification snippet verifies a real delivery (docs/integrators.md)", async () => {
    const guide = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'integrators.md'), 'utf8');
    const source = /<!-- verify-webhook -->\s*```ts\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(source, 'the snippet after <!-- verify-webhook -->').to.be.a('string');
    const js = ts.transpileModule(source!, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
    const mod: { exports: Record<string, unknown> } = { exports: {} };
    new Function('require', 'module', 'exports', js)(require, mod, mod.exports);
    const verify = mod.exports.verifyBcuSignature as (h: string, b: string, s: string) => boolean;

    const c = await givenTradingCompany(t, 'Airline');
    const { owner, endpoint } = await register(c, ['transfer.incoming']);
    await t.api.post(`/api/profile/webhooks/${endpoint.id}/test`).set('Authorization', owner).expect(201);
    const [got] = await receiver.waitFor(1);
    const header = got.headers['bcu-signature'] as string;
    expect(verify(header, got.body, endpoint.secret)).to.equal(true);
    expect(verify(header, `${got.body} `, endpoint.secret)).to.equal(false);
    expect(verify(header.replace(/t=\d+/, 't=1000'), got.body, endpoint.secret)).to.equal(false);
  });

  it('delivers nothing for a change that was rolled back', async () => {
    const c = await givenTradingCompany(t, 'Airline');
    const { owner, endpoint } = await register(c, ['transfer.incoming']);
    await t.registry.services.uow
      .transaction(async (tx) => {
        await t.registry.services.webhooks.emit(tx, [c.companyId], 'transfer.incoming', { kind: 'transfer' });
        throw new Error('the change fails after the event was queued');
      })
      .catch(() => undefined);
    // a committed event to the same endpoint afterwards arrives alone
    await t.registry.services.uow.transaction((tx) =>
      t.registry.services.webhooks.emit(tx, [c.companyId], 'transfer.incoming', { kind: 'transfer', n: 2 }),
    );
    const [only] = await receiver.waitFor(1);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(receiver.received).to.have.length(1);
    expect(JSON.parse(only.body).resource).to.deep.equal({ kind: 'transfer', n: 2 });
    expect(await deliveries(owner, endpoint.id)).to.have.length(1);
  });

  it("resends a delivery (same event) and signs with the rolled secret from then on; another company's is 404", async () => {
    const c = await givenTradingCompany(t, 'Airline');
    const { owner, endpoint } = await register(c, ['transfer.incoming']);
    await t.api.post(`/api/profile/webhooks/${endpoint.id}/test`).set('Authorization', owner).expect(201);
    const [first] = await receiver.waitFor(1);
    const [d] = await until(
      () => deliveries(owner, endpoint.id),
      (l) => l[0]?.status === 'Delivered',
    );
    const rolled = await t.api
      .post(`/api/profile/webhooks/${endpoint.id}/secret`)
      .set('Authorization', owner)
      .expect(200);
    expect(rolled.body.secret).to.not.equal(endpoint.secret);

    const other = await givenTradingCompany(t, 'Airline');
    await t.api
      .post(`/api/profile/webhooks/deliveries/${d.id}/resend`)
      .set('Authorization', await bearer(other.ownerEmail))
      .expect(404);
    const again = await t.api
      .post(`/api/profile/webhooks/deliveries/${d.id}/resend`)
      .set('Authorization', owner)
      .expect(201);
    expect(again.body.eventId).to.equal(d.eventId);
    const [, second] = await receiver.waitFor(2);
    expect(second.body).to.equal(first.body);
    const header = second.headers['bcu-signature'] as string;
    expect(verifySignature(header, second.body, rolled.body.secret)).to.equal(true);
    expect(verifySignature(header, second.body, endpoint.secret)).to.equal(false);

    await t.api.delete(`/api/profile/webhooks/${endpoint.id}`).set('Authorization', owner).expect(204);
    expect((await t.api.get('/api/profile/webhooks').set('Authorization', owner).expect(200)).body).to.have.length(0);
  });
});
