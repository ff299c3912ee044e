import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { MSG } from '../../contracts';
import { REPO_ROOT } from '../../config';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';
import { givenTradingCompany } from '../support/ledger-builders';

/**
 * Text the database cannot hold (issue 11.6): a NUL character or a lone UTF-16 surrogate in any text a client
 * sends is refused with 422 and the field's message (contracts `isStorableText`), never a 500; nothing changes.
 */
describe('NUL characters and lone surrogates in text input', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let admin: string;
  let supplier: string;

  before(async () => {
    t = await givenRegistry();
    admin = `Bearer ${(await signIn(t, 'admin@demo.bcu', 'Demo1234!')).token}`;
    supplier = `Bearer ${(await signIn(t, (await givenTradingCompany(t, 'Supplier')).userEmail)).token}`;
  });

  const BAD = ['Na\u0000me', 'Name \ud800', '\udc00 Name'];

  const expect422 = (r: { status: number; body: { error?: { message: string } } }, message: string, what: string) => {
    expect(r.status, `${what}: ${JSON.stringify(r.body)}`).to.equal(422);
    expect(r.body.error!.message, what).to.equal(message);
  };

  it('refuses them in the bodies of the reported routes with the field message', async () => {
    const company = (await t.registry.db.one<{ id: string }>(
      "SELECT id FROM companies WHERE type = 'Supplier' LIMIT 1",
    ))!;
    const feedstock = await t.api
      .post('/api/admin/feedstock-certifications')
      .set('Authorization', admin)
      .send({ name: `Feedstock ${Date.now()}` })
      .expect(200);
    const incentive = await t.api
      .post('/api/admin/incentives')
      .set('Authorization', admin)
      .send({ name: `Incentive ${Date.now()}` })
      .expect(200);
    const notesBefore = await t.registry.db.rows('SELECT * FROM notes ORDER BY subject_id');
    for (const bad of BAD) {
      expect422(
        await t.api.put(`/api/admin/accounts/${company.id}/note`).set('Authorization', admin).send({ note: bad }),
        MSG.textUnstorable,
        `note ${JSON.stringify(bad)}`,
      );
      for (const resource of ['feedstock-certifications', 'incentives']) {
        expect422(
          await t.api.post(`/api/admin/${resource}`).set('Authorization', admin).send({ name: bad }),
          MSG.nameRequired,
          `POST ${resource}`,
        );
        const id = resource === 'incentives' ? incentive.body.id : feedstock.body.id;
        expect422(
          await t.api.patch(`/api/admin/${resource}/${id}`).set('Authorization', admin).send({ name: bad }),
          MSG.nameRequired,
          `PATCH ${resource}`,
        );
      }
      expect422(
        await t.api.post('/api/credits/check-pos-number').set('Authorization', supplier).send({ number: bad }),
        MSG.posNumberMin,
        'check-pos-number',
      );
      expect422(
        await t.api.post('/api/feedback').set('Authorization', supplier).send({ feedback: bad }),
        MSG.feedbackEmpty,
        'feedback',
      );
    }
    expect(await t.registry.db.rows('SELECT * FROM notes ORDER BY subject_id')).to.deep.equal(notesBefore);
  });

  it('refuses them in a path or a query with 422', async () => {
    for (const p of ['/api/admin/parameters/%00', '/api/admin/parameters/%ED%A0%80', '/api/admin/logs?q=%00'])
      expect422(await t.api.get(p).set('Authorization', admin), MSG.textUnstorable, p);
    expect422(
      await t.api.put('/api/admin/parameters/%00').set('Authorization', admin).send({ url: null }),
      MSG.textUnstorable,
      'PUT parameter',
    );
  });

  it('refuses them in the query of the public routes too, as their documented 422', async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'));
    const routes = [
      ['get', '/health'],
      ['get', '/ready'],
      ['get', '/links'],
      ['get', '/parameters'],
      ['get', '/captcha/challenge'],
      ['get', '/reference/countries'],
      ['post', '/auth/logout'],
    ] as const;
    for (const [verb, p] of routes) {
      expect(doc.paths[p][verb].responses, `${verb} ${p} declares 422`).to.have.property('422');
      expect422(await t.api[verb](`/api${p}?q=%00`), MSG.textUnstorable, `${verb} ${p}`);
    }
  });

  it('answers no 5xx for them in any string field of any JSON body of the API document', async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'));
    const resolve = (s: Record<string, unknown>): Record<string, unknown> =>
      typeof s.$ref === 'string' ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]) : s;
    /** A value of the schema with every string replaced by text that cannot be stored. */
    const sample = (raw: Record<string, unknown>, bad: string, depth = 0): unknown => {
      const s = resolve(raw);
      const branch = (s.anyOf ?? s.oneOf) as Record<string, unknown>[] | undefined;
      if (branch) return sample(branch[0], bad, depth);
      if (s.type === 'string') return bad;
      if (s.type === 'array') return depth > 4 ? [] : [sample(s.items as Record<string, unknown>, bad, depth + 1)];
      if (s.type === 'object' || s.properties) {
        const props = (s.properties ?? {}) as Record<string, Record<string, unknown>>;
        return Object.fromEntries(
          Object.entries(props).map(([k, v]) => [k, depth > 4 ? bad : sample(v, bad, depth + 1)]),
        );
      }
      return bad;
    };
    const tried: string[] = [];
    const call = t.api as unknown as Record<string, (u: string) => import('supertest').Test>;
    for (const [route, ops] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = (op.requestBody as { content?: Record<string, { schema: Record<string, unknown> }> } | undefined)
          ?.content?.['application/json']?.schema;
        if (!schema) continue;
        const url = `/api${route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
        for (const bad of BAD) {
          const body = sample(schema, bad);
          if (!JSON.stringify(body).includes(JSON.stringify(bad).slice(1, -1))) continue;
          for (const auth of [admin, supplier]) {
            const r = await call[method](url)
              .set('Authorization', auth)
              .send(body as object);
            expect(
              r.status,
              `${method.toUpperCase()} ${route} ${JSON.stringify(bad)}: ${JSON.stringify(r.body)}`,
            ).to.be.below(500);
            tried.push(`${method} ${route}`);
          }
        }
      }
    }
    expect(new Set(tried).size).to.be.greaterThan(30);
  });
});
