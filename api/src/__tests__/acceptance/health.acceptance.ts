import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';

/** Issue 15.3: the probes of the reverse proxy and orchestrators. */
describe('GET /api/health and /api/ready (issue 15.3)', () => {
  let t: TestRegistry;
  before(async () => {
    t = await givenRegistry();
  });

  it('answers alive without a token', async () => {
    expect((await t.api.get('/api/health').expect(200)).body).to.deep.equal({ status: 'ok' });
  });

  it('is ready while the database answers with every migration applied', async () => {
    expect((await t.api.get('/api/ready').expect(200)).body).to.deep.equal({
      status: 'ready',
      database: 'reachable',
      pendingMigrations: [],
    });
  });

  it('is not ready (503) while a migration of this build is missing from the database', async () => {
    const db = t.registry.db;
    // run_on as text: put back to the microsecond, as node-pg-migrate orders the applied migrations by it
    const [last] = await db.rows<{ id: number; name: string; run_on: string }>(
      'DELETE FROM pgmigrations WHERE id = (SELECT max(id) FROM pgmigrations) RETURNING id, name, run_on::text',
    );
    try {
      expect((await t.api.get('/api/ready').expect(503)).body).to.deep.equal({
        status: 'unavailable',
        database: 'reachable',
        pendingMigrations: [last.name],
      });
    } finally {
      await db.rows('INSERT INTO pgmigrations (id, name, run_on) VALUES ($1, $2, $3::timestamp)', [
        last.id,
        last.name,
        last.run_on,
      ]);
    }
    await t.api.get('/api/ready').expect(200);
    // and the next start of a registry on this database finds its migrations in order
    const order = await db.rows<{ name: string }>('SELECT name FROM pgmigrations ORDER BY run_on, id');
    expect(order.map((r) => r.name)).to.deep.equal(order.map((r) => r.name).sort());
  });
});
