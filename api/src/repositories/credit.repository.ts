/** Credits (BCUs) with their events and attachments: the ledger's reads, writes and locks. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Credit } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import { PRODUCT_TYPE_SQL } from '../services/credits/ledger/credit-projection';

export class CreditRepository extends SqlRepository<Credit, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Credit, dataSource);
  }

  // ---- trading and statements: reads of a credit ----

  /** A credit as its table row (snake_case columns, as the ledger reads it), unlocked; undefined when unknown. */
  async findRow<R extends object>(id: string, tx?: Tx): Promise<R | undefined> {
    return this.one<R>('SELECT * FROM credits WHERE id = $1', [id], tx);
  }

  /** The product type the registration declared (`details.productType`), as text. */
  async declaredProductType(id: string, tx?: Tx): Promise<string | null | undefined> {
    return (
      await this.one<{ product: string | null }>(
        "SELECT details->>'productType' AS product FROM credits WHERE id = $1",
        [id],
        tx,
      )
    )?.product;
  }

  /** The product type as the BCU shows it: an admin's correction first, then the end product, then the declared one. */
  async shownProductType(id: string, tx?: Tx): Promise<string | null | undefined> {
    return (
      await this.one<{ p: string | null }>(`SELECT ${PRODUCT_TYPE_SQL} AS p FROM credits c WHERE c.id = $1`, [id], tx)
    )?.p;
  }

  /** The BCU Info tab of an incoming transaction: the credit in tonnes, its issuer and its parent's BCU ID. */
  async findBcuInfo(id: string): Promise<Record<string, unknown> | undefined> {
    return this.one<Record<string, unknown>>(
      `SELECT c.id, c.bcuid AS "BCUID", c.status, (c.volume_kg / 1000.0)::numeric(20,3)::text AS volume,
              (c.co2eq_kg / 1000.0)::numeric(20,3)::text AS "tonnesOfCO2eq", c.energy_mj::text AS "neatAmountInMJ",
              c.details, c.expires_at AS "expiresAt", c.registration_approved_at AS "registrationApproveDate",
              i.name AS "issuerName", p.bcuid AS "parentBcuid"
       FROM credits c JOIN companies i ON i.id = c.issuer_company_id LEFT JOIN credits p ON p.id = c.parent_id WHERE c.id = $1`,
      [id],
    );
  }
}
