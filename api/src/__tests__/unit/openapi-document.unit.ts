/**
 * Issue 16.5 — the committed OpenAPI document as integrators read it: every operation in one tag described at the
 * document level, readable operation ids, examples of request and response on the integrators' operations, and
 * every example valid against its own schema (checked with LoopBack's own validator, as requests are).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { validateValueAgainstSchema, type SchemaObject, type SchemasObject } from '@loopback/rest';
import { REPO_ROOT } from '../../config';

interface MediaType {
  schema: SchemaObject;
  example?: unknown;
}
interface Operation {
  operationId: string;
  tags?: string[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
const doc = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: SchemasObject };
};
const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
  Object.entries(ops).map(([verb, op]) => ({ name: `${verb.toUpperCase()} ${p}`, op })),
);

/** The operations an integrator calls (docs/integrators.md), each with a request example where it has a body. */
const INTEGRATOR_OPERATIONS = [
  'GET /credits',
  'GET /credits/balance-total',
  'POST /credits/{id}/transfer',
  'POST /credits/transfers/bulk',
  'POST /credits/{id}/retire',
  'POST /info-requests',
  'POST /connect/connection-requests',
  'GET /account/statements',
  'GET /statements/verify',
  'GET /profile/api-keys',
  'POST /profile/api-keys',
  'DELETE /profile/api-keys/{id}',
  'GET /profile/webhooks',
  'POST /profile/webhooks',
  'GET /profile/webhooks/{id}/deliveries',
];

describe('the OpenAPI document for integrators (issue 16.5)', () => {
  it('puts every operation in one tag that the document describes, and uses every tag it describes', () => {
    const described = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
    for (const [name, description] of described) expect(description, `description of tag ${name}`).to.not.equal('');
    const used = new Set<string>();
    for (const { name, op } of operations) {
      expect(op.tags, `tags of ${name}`).to.have.length(1);
      expect(described.has(op.tags![0]), `${name}: tag '${op.tags![0]}' is described`).to.equal(true);
      used.add(op.tags![0]);
    }
    expect(
      [...described.keys()].filter((t) => !used.has(t)),
      'described tags no operation has',
    ).to.deep.equal([]);
  });

  it('names every operation once, as Controller.method', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const id of ids) expect(id).to.match(/^[A-Z][A-Za-z]+Controller\.[a-z][A-Za-z]*$/);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it("gives the integrators' operations examples of their request and answer", () => {
    for (const name of INTEGRATOR_OPERATIONS) {
      const op = operations.find((o) => o.name === name)?.op;
      expect(op, name).to.not.equal(undefined);
      if (op!.requestBody)
        expect(op!.requestBody.content['application/json'], `${name} request`).to.have.property('example');
      const ok = Object.entries(op!.responses).find(([status]) => status.startsWith('2'))![1];
      expect(ok.content?.['application/json'], `${name} answer`).to.have.property('example');
    }
  });

  it('has only examples that validate against their own schema', async () => {
    let checked = 0;
    for (const { name, op } of operations) {
      const media = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => [`${name} request ${type}`, m] as const),
        ...Object.entries(op.responses).flatMap(([status, r]) =>
          Object.entries(r.content ?? {}).map(([type, m]) => [`${name} ${status} ${type}`, m] as const),
        ),
      ];
      for (const [where, m] of media) {
        if (m.example === undefined) continue;
        checked++;
        await validateValueAgainstSchema(m.example, m.schema, doc.components.schemas ?? {}, {
          source: 'body',
        }).catch((e: { details?: unknown }) => expect.fail(`${where}: ${JSON.stringify(e.details ?? e)}`));
      }
    }
    expect(checked).to.be.greaterThan(2 * INTEGRATOR_OPERATIONS.length);
  });
});
