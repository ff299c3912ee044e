import { expect } from 'chai';
import type { ModelDefinition } from '@loopback/repository';
import * as models from '../../models';
import { givenRegistry, type TestRegistry } from '../support/test-registry';

interface ModelClass {
  definition: ModelDefinition;
}

/**
 * Models and migrations cannot drift (issue 12.2): every table of the migrated schema has one model, and every
 * model maps exactly the table's columns, by name, with the column's nullability.
 */
describe('models match the migrated schema', () => {
  let t: TestRegistry;
  before(async () => {
    t = await givenRegistry();
  });

  const modelClasses = Object.values(models).filter(
    (m): m is typeof m & ModelClass => typeof m === 'function' && 'definition' in m,
  );
  const tableOf = (m: ModelClass) => (m.definition.settings.postgresql as { table: string }).table;

  it('has one model per table', async () => {
    const tables = (
      await t.registry.db.rows<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'pgmigrations'`,
      )
    ).map((r) => r.table_name);
    expect(modelClasses.map(tableOf).sort()).to.deep.equal(tables.sort());
  });

  it('maps every column of each table, and no other', async () => {
    const columns = await t.registry.db.rows<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    for (const m of modelClasses) {
      const table = tableOf(m);
      const expected = columns
        .filter((c) => c.table_name === table)
        .map((c) => `${c.column_name} ${c.is_nullable}`)
        .sort();
      const mapped = Object.values(m.definition.properties)
        .map((p) => {
          const column = p.postgresql as { columnName: string; nullable: string };
          return `${column.columnName} ${column.nullable}`;
        })
        .sort();
      expect(mapped, `model ${m.definition.name} (${table})`).to.deep.equal(expected);
    }
  });
});
