/** A company's contact list and its contact tokens. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { CompanyContact } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class ContactRepository extends SqlRepository<CompanyContact, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(CompanyContact, dataSource);
  }

  // ---- trading: who may receive or be asked ----

  /**
   * The transfer recipients of a holder: its contacts except those a facilitator created, Facilitator, Admin and
   * Auditor companies, itself and companies not Active; by name.
   */
  async findTransferRecipients(
    holderId: string,
  ): Promise<{ id: string; name: string; type: string; country: string }[]> {
    return this.rows<{ id: string; name: string; type: string; country: string }>(
      `SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
       WHERE k.from_company_id = $1 AND NOT k.is_created_by_facilitator AND c.type NOT IN ('Facilitator', 'Admin', 'Auditor')
         AND c.id <> $1 AND c.status = 'Active'
       ORDER BY c.name, c.id`,
      [holderId],
    );
  }

  /**
   * The companies that can be asked for a credit's Scope 1 information: the holder's Active Airline contacts not
   * created by a facilitator, except the asking company; by name (only `onlyId` when given).
   */
  async findAirlineConnections(
    holderId: string,
    askingCompanyId: string,
    onlyId?: string,
    tx?: Tx,
  ): Promise<{ id: string; name: string; type: string; country: string }[]> {
    const sql = `
      SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
      WHERE k.from_company_id = $1 AND NOT k.is_created_by_facilitator AND c.type = 'Airline' AND c.status = 'Active' AND c.id <> $2`;
    return onlyId
      ? this.rows(`${sql} AND c.id = $3`, [holderId, askingCompanyId, onlyId], tx)
      : this.rows(`${sql} ORDER BY c.name, c.id`, [holderId, askingCompanyId], tx);
  }

  /**
   * A page of a company's contact list, with the total. `q` searches name, country and type; a row the viewer sees
   * masked (facilitator-made, `masked` names its displayed texts) is found by those texts only, never by the hidden
   * partner.
   */
  async findListPage(
    companyId: string,
    q: string | undefined,
    masked: string | undefined,
    page: { sortField: keyof typeof CONTACT_SORT_SQL; sortOrder: string; limit: number; offset: number },
  ): Promise<{ rows: ContactRow[]; total: number }> {
    const params: unknown[] = [companyId];
    const where = ['cc.from_company_id = $1'];
    if (q) {
      const p = `$${params.push(`%${q}%`)}`;
      const texts = `(t.name ILIKE ${p} OR t.country ILIKE ${p} OR t.type ILIKE ${p})`;
      if (masked === undefined) where.push(texts);
      else {
        const m = `$${params.push(masked)}`;
        where.push(`(CASE WHEN cc.is_created_by_facilitator THEN ${m}::text ILIKE ${p} ELSE ${texts} END)`);
      }
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM company_contacts cc JOIN companies t ON t.id = cc.to_company_id ${whereSql}`,
      params,
    );
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.rows<ContactRow>(
      `${CONTACT_SELECT} ${whereSql} ORDER BY ${CONTACT_SORT_SQL[page.sortField]} ${dir}, cc.id LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Stores a contact token of a company by its digest. */
  async createToken(tokenHash: string, companyId: string, userId: string, expiresAt: Date, tx?: Tx): Promise<void> {
    await this.run(
      'INSERT INTO contact_tokens (token_hash, company_id, created_by_user_id, expires_at) VALUES ($1, $2, $3, $4)',
      [tokenHash, companyId, userId, expiresAt],
      tx,
    );
  }

  /** The company of an unexpired contact token, held against changes until the transaction ends. */
  findTokenCompany(
    tokenHash: string,
    now: Date,
    tx: Tx,
  ): Promise<{ id: string; type: string; status: string } | undefined> {
    return this.one(
      `SELECT c.id, c.type, c.status FROM contact_tokens k JOIN companies c ON c.id = k.company_id
       WHERE k.token_hash = $1 AND k.expires_at > $2 FOR SHARE OF c`,
      [tokenHash, now],
      tx,
    );
  }

  /** Adds a company to a list; undefined when it is already there (nothing changes). */
  async addContact(
    c: { fromId: string; toId: string; byFacilitator: boolean; userId: string; at: Date },
    tx?: Tx,
  ): Promise<string | undefined> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO company_contacts (from_company_id, to_company_id, is_created_by_facilitator, created_by_user_id, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (from_company_id, to_company_id) DO NOTHING RETURNING id`,
      [c.fromId, c.toId, c.byFacilitator, c.userId, c.at],
      tx,
    );
    return row?.id;
  }

  /** A contact row with its partner company. */
  findContact(id: string, tx?: Tx): Promise<ContactRow | undefined> {
    return this.one<ContactRow>(`${CONTACT_SELECT} WHERE cc.id = $1`, [id], tx);
  }

  /** A contact row of the company's own list, locked for a change. */
  lockOwnContact(id: string, companyId: string, tx: Tx): Promise<ContactRow | undefined> {
    return this.one<ContactRow>(
      `${CONTACT_SELECT} WHERE cc.id = $1 AND cc.from_company_id = $2 FOR UPDATE OF cc`,
      [id, companyId],
      tx,
    );
  }

  /** Sets a contact's on-behalf and public-anonymity switches. */
  async setSwitches(id: string, onBehalf: boolean, anonymity: boolean, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE company_contacts SET is_allow_on_behalf = $2, is_public_anonymity = $3 WHERE id = $1',
      [id, onBehalf, anonymity],
      tx,
    );
  }

  /** Deletes a contact of the company's own list; its partner company, or undefined when there is none such. */
  deleteOwnContact(id: string, companyId: string, tx?: Tx): Promise<{ toId: string } | undefined> {
    return this.one(
      'DELETE FROM company_contacts WHERE id = $1 AND from_company_id = $2 RETURNING to_company_id AS "toId"',
      [id, companyId],
      tx,
    );
  }

  /** Whether `companyId` lets the facilitator operate on its behalf (its list has the facilitator, allowed). */
  async allowsOnBehalf(companyId: string, facilitatorId: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2 AND is_allow_on_behalf',
      [companyId, facilitatorId],
      tx,
    ));
  }
}
/** A contact row with its partner company, as stored (the service masks it for the viewer). */
export interface ContactRow {
  id: string;
  fromId: string;
  toId: string;
  name: string;
  country: string;
  type: string;
  status: string;
  isAllowOnBehalf: boolean;
  isPublicAnonymity: boolean;
  isCreatedByFacilitator: boolean;
  createdAt: Date;
}

const CONTACT_SELECT = `
  SELECT cc.id, cc.from_company_id AS "fromId", cc.to_company_id AS "toId", t.name, t.country, t.type, t.status,
         cc.is_allow_on_behalf AS "isAllowOnBehalf", cc.is_public_anonymity AS "isPublicAnonymity",
         cc.is_created_by_facilitator AS "isCreatedByFacilitator", cc.created_at AS "createdAt"
  FROM company_contacts cc JOIN companies t ON t.id = cc.to_company_id`;

const CONTACT_SORT_SQL = {
  name: 'lower(t.name)',
  createdAt: 'cc.created_at',
} as const;
