/** Credits (BCUs) with their events and attachments: the ledger's reads, writes and locks. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Credit } from '../models';
import { SqlRepository, timestamptzFromJson } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { Tx } from '../datasources';
import type { CreditStatus } from '../contracts';
import { SqlFilter } from './sql-filter';
import { DETAIL_SELECT, DETAIL_WITH_EVENTS_SQL, LINEAGE_EVENTS_SQL, LIST_SELECT, creditSearchIds } from './credit.sql';
import type { QueryResultRow } from 'pg';
import { cursorBatches } from '../db/cursor';
import type { DetailSqlRow, EventSqlRow, ListSqlRow } from '../services/credits/ledger/credit-projection';
import { PRODUCT_TYPE_SQL } from '../services/credits/ledger/credit-projection';

export class CreditRepository extends SqlRepository<Credit, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Credit, dataSource);
  }

  /**
   * Runs `fn` as the ledger: the database lets a transaction create credits, change their ledger columns or append
   * BCU events only while its local flag `bcu.ledger` is on (migration 1763760001500); the flag is set for the
   * ledger's own writes and off again after them. Only the ledger service calls this.
   */
  async asLedger<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
    const depth = ledgerDepth.get(tx) ?? 0;
    if (depth === 0) await this.run("SELECT set_config('bcu.ledger', 'on', true)", [], tx);
    ledgerDepth.set(tx, depth + 1);
    try {
      return await fn();
    } finally {
      ledgerDepth.set(tx, depth);
      // an aborted transaction refuses every statement; it is rolled back with its flag anyway
      if (depth === 0) await this.run("SELECT set_config('bcu.ledger', 'off', true)", [], tx).catch(() => 0);
    }
  }

  /** Locks the credits (in id order, so concurrent steps never deadlock) and returns their rows. */
  lockByIds(ids: string[], tx: Tx): Promise<CreditRow[]> {
    return this.rows<CreditRow>(LOCK_CREDITS_SQL, [ids], tx);
  }

  /** A split parent and its children not merged yet (the candidates of a merge back). */
  async familyIds(parentId: string, tx: Tx): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      "SELECT id FROM credits WHERE id = $1 OR (parent_id = $1 AND status <> 'Merged')",
      [parentId],
      tx,
    );
    return rows.map((r) => r.id);
  }

  /** Sets a credit's facilitator assignment as it is (a merge joins its children's assignments). */
  async setFacilitatorAssignment(id: string, companyId: string | null, amountKg: string | null, tx: Tx) {
    await this.run(
      'UPDATE credits SET facilitator_company_id = $2, facilitator_amount_kg = $3 WHERE id = $1',
      [id, companyId, amountKg],
      tx,
    );
  }

  /**
   * Deposit Approved: the credit becomes the receiver's, Active, without facilitator; with its BCU event, in one
   * statement (`writeWithEvent`).
   */
  async moveToHolder(
    toCompanyId: string,
    byFacilitator: boolean,
    now: Date,
    event: LedgerEventRow,
    tx: Tx,
  ): Promise<CreditRow> {
    return this.writeWithEvent(
      `company_id = $14, status = 'Active', facilitator_company_id = NULL, facilitator_amount_kg = NULL,
       transferred_by_facilitator = $15, updated_at = $16`,
      [toCompanyId, byFacilitator, now],
      event,
      tx,
    );
  }

  /** The credit and its split descendants the holder still holds Active or Split (a Scope 1 answer's lineage). */
  async heldLineageIds(creditId: string, holderId: string, tx: Tx): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `WITH RECURSIVE d AS (SELECT id FROM credits WHERE id = $1 UNION ALL SELECT c.id FROM credits c JOIN d ON c.parent_id = d.id)
       SELECT c.id FROM credits c JOIN d ON d.id = c.id WHERE c.company_id = $2 AND c.status IN ('Active', 'Split')`,
      [creditId, holderId],
      tx,
    );
    return rows.map((r) => r.id);
  }

  /** Assigns the credit (up to `amountKg`) to a facilitator company. */
  async assignFacilitator(id: string, facilitatorId: string, amountKg: string, now: Date, tx: Tx): Promise<CreditRow> {
    return (await this.one<CreditRow>(
      'UPDATE credits SET facilitator_company_id = $2, facilitator_amount_kg = $3, updated_at = $4 WHERE id = $1 RETURNING *',
      [id, facilitatorId, amountKg, now],
      tx,
    ))!;
  }

  /** Ends the credit's facilitator assignment. */
  async unassignFacilitator(id: string, now: Date, tx: Tx): Promise<CreditRow> {
    return (await this.one<CreditRow>(
      'UPDATE credits SET facilitator_company_id = NULL, facilitator_amount_kg = NULL, updated_at = $2 WHERE id = $1 RETURNING *',
      [id, now],
      tx,
    ))!;
  }

  /**
   * Locks up to 200 credits in `statuses` whose validity ended by `now` (of the companies, when given), skipping
   * rows another transaction holds.
   */
  lockExpiredBatch(now: Date, statuses: readonly string[], companyIds: string[] | undefined, tx: Tx) {
    return this.rows<CreditRow>(
      `SELECT * FROM credits WHERE status = ANY($2::text[]) AND expires_at <= $1 ${companyIds ? 'AND company_id = ANY($3::uuid[])' : ''}
       ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED`,
      companyIds ? [now, statuses, companyIds] : [now, statuses],
      tx,
    );
  }

  /** The Transit credits whose validity ended by `now` (of the companies, when given), in id order. */
  async heldPastValidityIds(now: Date, companyIds?: string[]): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT id FROM credits WHERE status = 'Transit' AND expires_at <= $1 ${companyIds ? 'AND company_id = ANY($2::uuid[])' : ''} ORDER BY id`,
      companyIds ? [now, companyIds] : [now],
    );
    return rows.map((r) => r.id);
  }

  /** Whether a credit was ever split (it has children). */
  async hasChildren(id: string, tx: Tx): Promise<boolean> {
    return !!(await this.one('SELECT 1 FROM credits WHERE parent_id = $1 LIMIT 1', [id], tx));
  }

  /** How many children a credit has (a new split numbers its parts after them). */
  async childCount(id: string, tx: Tx): Promise<number> {
    return (await this.one<{ n: number }>('SELECT count(*)::int AS n FROM credits WHERE parent_id = $1', [id], tx))!.n;
  }

  /**
   * Writes the given columns of one credit (names chosen by the caller's code, never by a client) and returns the
   * row after the change.
   */
  async updateColumns(id: string, columns: Record<string, unknown>, tx: Tx): Promise<CreditRow> {
    const names = Object.keys(columns);
    return (await this.one<CreditRow>(
      `UPDATE credits SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING *`,
      [id, ...names.map((c) => columns[c])],
      tx,
    ))!;
  }

  /** Sets the given columns of one credit (as updateColumns) without reading it back. */
  async setColumns(id: string, columns: Record<string, unknown>, tx: Tx): Promise<void> {
    const names = Object.keys(columns);
    if (!names.length) return;
    await this.run(
      prepared(`UPDATE credits SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`),
      [id, ...names.map((c) => columns[c])],
      tx,
    );
  }

  /** A split's child: the parent's registration data (`copied` columns) with its own BCUID and quantities, Active. */
  async insertSplitChild(
    parentId: string,
    copied: string[],
    child: {
      bcuid: string;
      volumeKg: string;
      co2eqKg: string;
      energyMj: string;
      facilitatorCompanyId: string | null;
      facilitatorAmountKg: string | null;
      now: Date;
    },
    tx: Tx,
  ): Promise<CreditRow> {
    const list = copied.map((col) => `"${col}"`).join(', ');
    return (await this.one<CreditRow>(
      `INSERT INTO credits (bcuid, parent_id, root_id, status, volume_kg, co2eq_kg, energy_mj, facilitator_company_id,
                            facilitator_amount_kg, created_at, updated_at, ${list})
       SELECT $2, id, coalesce(root_id, id), 'Active', $3, $4, $5, $6, $7, $8, $8, ${list} FROM credits WHERE id = $1
       RETURNING *`,
      [
        parentId,
        child.bcuid,
        child.volumeKg,
        child.co2eqKg,
        child.energyMj,
        child.facilitatorCompanyId,
        child.facilitatorAmountKg,
        child.now,
      ],
      tx,
    ))!;
  }

  /** Sets a credit's status, with its BCU event, in one statement (`writeWithEvent`); returns the row after it. */
  async setStatus(status: CreditStatus, now: Date, event: LedgerEventRow, tx: Tx): Promise<CreditRow> {
    return this.writeWithEvent('status = $14, updated_at = $15', [status, now], event, tx);
  }

  /**
   * A ledger step's write of one credit (`set`: its SET clause, parameters from $14, the credit being the event's
   * `creditId`) and its BCU event, in one statement: the event is written only with the row it records. Outside
   * an `asLedger` step the statement carries the ledger's flag itself, as `appendEvent`'s whole step does: on before
   * either row is written (the UPDATE joins `ledger_on`), off once the event is written (the outer query counts the
   * INSERT's rows first). So the step costs one round trip instead of four.
   */
  private async writeWithEvent(set: string, params: unknown[], e: LedgerEventRow, tx: Tx): Promise<CreditRow> {
    const carriesFlag = !ledgerDepth.get(tx);
    const sql = carriesFlag
      ? `WITH ledger_on AS MATERIALIZED (SELECT set_config('bcu.ledger', 'on', true)),
              updated AS (UPDATE credits SET ${set} FROM ledger_on WHERE credits.id = $1 RETURNING credits.*),
              appended AS (${APPEND_EVENT_INSERT} FROM updated RETURNING 1)
         SELECT updated.* FROM updated,
           (SELECT set_config('bcu.ledger', 'off', true) FROM (SELECT count(*) FROM appended) AS written) AS flag_off`
      : `WITH updated AS (UPDATE credits SET ${set} WHERE id = $1 RETURNING *),
              appended AS (${APPEND_EVENT_INSERT} FROM updated RETURNING 1)
         SELECT updated.* FROM updated, (SELECT count(*) FROM appended) AS written`;
    return (await this.one<CreditRow>(prepared(sql), [...eventParams(e), ...params], tx))!;
  }

  /** The columns of `credits` a split copies from the parent (every stored column but `notCopied`). */
  async copyableColumns(notCopied: ReadonlySet<string>): Promise<string[]> {
    const rows = await this.rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'credits' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    );
    return rows.map((r) => r.column_name).filter((c) => !notCopied.has(c));
  }

  /**
   * Appends a ledger step's BCU event, naming the initiator, the acting account and the holder as they are now.
   * `ownStep`: the event is a whole ledger step by itself (no other write of the ledger with it), so its statement
   * carries the ledger's flag as `asLedger` would around it — on before its row is written (the INSERT reads
   * `ledger_on` first), off once the INSERT has written every row (the outer SELECT counts them first) — and the step
   * costs one round trip instead of three. Inside an `asLedger` step the flag is already on, and stays on.
   */
  async appendEvent(e: LedgerEventRow, tx: Tx, ownStep = false): Promise<void> {
    const carriesFlag = ownStep && !ledgerDepth.get(tx);
    await this.run(carriesFlag ? APPEND_EVENT_STEP_SQL : APPEND_EVENT_SQL, eventParams(e), tx);
  }

  /** A registration's Pending credit (no BCUID yet), its own root, held by the registering company. */
  async insertRegistered(
    c: {
      id: string;
      submissionId: string;
      companyId: string;
      userId: string;
      volumeKg: string;
      co2eqKg: string;
      energyMj: string;
      details: unknown;
      posNumber: string;
      posFileId: string;
      supplierFileId: string | null;
      registrationFlow: string;
      now: Date;
    },
    tx: Tx,
  ): Promise<void> {
    await this.run(
      `INSERT INTO credits (id, root_id, registration_submission_id, company_id, issuer_company_id, registered_by_user_id, status,
         volume_kg, co2eq_kg, energy_mj, details, pos_number, pos_file_id, supplier_file_id, registration_flow, created_at, updated_at)
       VALUES ($1, $1, $2, $3, $3, $4, 'Pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
      [
        c.id,
        c.submissionId,
        c.companyId,
        c.userId,
        c.volumeKg,
        c.co2eqKg,
        c.energyMj,
        JSON.stringify(c.details),
        c.posNumber,
        c.posFileId,
        c.supplierFileId,
        c.registrationFlow,
        c.now,
      ],
      tx,
    );
  }

  /** A registration's event (submitted, approved, rejected): the account and the holder are the registering company. */
  async appendRegistrationEvent(
    e: {
      creditId: string;
      event: 'Registration Submitted' | 'Registration Approved' | 'Registration Rejected';
      bcuid: string | null;
      pre: CreditStatus | null;
      post: CreditStatus;
      amountKg: string;
      userId: string;
      initiatorName: string | null;
      companyId: string;
      companyName: string;
      submissionId: string;
      details: unknown;
      at: Date;
    },
    tx: Tx,
  ): Promise<void> {
    await this.run(
      `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, user_id, initiator_name,
         account_company_id, account_name, holder_company_id, holder_name, submission_id, details, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'User', $7, $8, $9, $10, $9, $10, $11, $12, $13)`,
      [
        e.creditId,
        e.event,
        e.bcuid,
        e.pre,
        e.post,
        e.amountKg,
        e.userId,
        e.initiatorName,
        e.companyId,
        e.companyName,
        e.submissionId,
        JSON.stringify(e.details),
        e.at,
      ],
      tx,
    );
  }

  /** The next number of the BCUID sequence (BCU-{year}-{number}). */
  async nextBcuNumber(tx: Tx): Promise<string> {
    return (await this.one<{ n: string }>("SELECT nextval('credit_bcuid_seq') AS n", [], tx))!.n;
  }

  /** Issues a Pending registration: its BCUID, Active, approved now, valid until `expiresAt`. */
  async markIssued(id: string, bcuid: string, now: Date, expiresAt: Date, tx: Tx): Promise<void> {
    await this.run(
      `UPDATE credits SET status = 'Active', bcuid = $2, registration_approved_at = $3, expires_at = $4, updated_at = $3 WHERE id = $1`,
      [id, bcuid, now, expiresAt],
      tx,
    );
  }

  /** Denies a Pending registration. */
  async markDenied(id: string, now: Date, tx: Tx): Promise<void> {
    await this.run(
      `UPDATE credits SET status = 'Denied', registration_denied_at = $2, updated_at = $2 WHERE id = $1`,
      [id, now],
      tx,
    );
  }

  /** An admin's descriptive edit's 'Edited' event: the admin, the admin's company and the holder by name. */
  async appendEditedEvent(creditId: string, userId: string, details: unknown, at: Date, tx: Tx): Promise<void> {
    await this.run(
      `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, triggered_by, user_id, initiator_name,
         account_company_id, account_name, holder_company_id, holder_name, details, created_at)
       SELECT c.id, 'Edited', c.bcuid, c.status, c.status, 'User', u.id, trim(u.first_name || ' ' || u.last_name),
              u.company_id, uc.name, c.company_id, h.name, $3::jsonb, $4
       FROM credits c JOIN companies h ON h.id = c.company_id, users u JOIN companies uc ON uc.id = u.company_id
       WHERE c.id = $1 AND u.id = $2`,
      [creditId, userId, JSON.stringify(details), at],
      tx,
    );
  }

  // ---- registration ----

  /** Whether a registered (not denied) credit already carries this PoS number, whatever the case. */
  async posNumberTaken(posNumber: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      `SELECT 1 FROM credits WHERE lower(pos_number) = lower($1) AND parent_id IS NULL AND status <> 'Denied' LIMIT 1`,
      [posNumber],
      tx,
    ));
  }

  /** Locks the credit a BCURegistration submission created. */
  lockRegistration(submissionId: string, tx: Tx) {
    return this.one<{
      id: string;
      status: string;
      volume_kg: string;
      company_id: string;
      registered_by_user_id: string | null;
      pos_number: string;
    }>(
      'SELECT id, status, volume_kg, company_id, registered_by_user_id, pos_number FROM credits WHERE registration_submission_id = $1 FOR UPDATE',
      [submissionId],
      tx,
    );
  }

  /** The id of the credit a BCURegistration submission created. */
  async registrationCreditId(submissionId: string): Promise<string | undefined> {
    return (
      await this.one<{ id: string }>(
        'SELECT id FROM credits WHERE registration_submission_id = $1 ORDER BY created_at LIMIT 1',
        [submissionId],
      )
    )?.id;
  }

  /** A credit's holder, facilitator and registration PDF of `kind` (a split part's is its root's). */
  registrationFileOf(creditId: string, kind: 'pos' | 'supplier') {
    return this.one<{ company_id: string; facilitator_company_id: string | null; file_id: string | null }>(
      `SELECT c.company_id, c.facilitator_company_id, coalesce(c.${kind === 'pos' ? 'pos' : 'supplier'}_file_id, r.${kind === 'pos' ? 'pos' : 'supplier'}_file_id) AS file_id
         FROM credits c LEFT JOIN credits r ON r.id = c.root_id WHERE c.id = $1`,
      [creditId],
    );
  }

  // ---- read side (balance, detail, admin list) ----

  /** The balance's or admin list's conditions on `credits c`, from an allow-listed filter (see CreditListFilter). */
  listWhere(f: CreditListFilter): SqlFilter {
    const where = new SqlFilter();
    if (f.holderOrFacilitator) where.add('(c.company_id = ? OR c.facilitator_company_id = ?)', f.holderOrFacilitator);
    if (f.companyId) where.add('c.company_id = ?', f.companyId);
    if (f.statuses) where.add('c.status = ANY(?)', f.statuses);
    if (f.assigned !== undefined) where.add('(c.facilitator_company_id IS NOT NULL) = ?', f.assigned);
    if (f.expiresFrom || f.expiresTo) where.dateRange('c.expires_at', f.expiresFrom, f.expiresTo);
    if (f.expiresWithin) {
      where.add('c.expires_at >= ?', f.expiresWithin[0]);
      where.add('c.expires_at < ?', f.expiresWithin[1]);
    }
    if (f.registrationYear)
      where.add("extract(year FROM c.registration_approved_at AT TIME ZONE 'UTC') = ?", f.registrationYear);
    if (f.createdFrom || f.createdTo) where.dateRange('c.created_at', f.createdFrom, f.createdTo);
    if (f.ids) where.add('c.id = ANY(?)', f.ids);
    const { search } = f;
    if (search) where.addBound((p) => `c.id = ANY(ARRAY(${creditSearchIds(search.text, p, search.inBalance)}))`);
    if (f.companyIds) where.add('c.company_id = ANY(?::uuid[])', f.companyIds);
    if (f.countedStatuses) where.add('c.status = ANY(?)', f.countedStatuses);
    return where;
  }

  /** How many credits match the conditions. */
  async countWhere(where: SqlFilter): Promise<number> {
    return Number((await this.one<{ n: string }>(`SELECT count(*) AS n FROM credits c ${where.sql}`, where.params))!.n);
  }

  /**
   * How many credits the filter lists: when it asks for nothing but one holder's credits in some statuses, read from
   * what the holder holds (credit_holdings, kept by the database; see its migration) instead of counting them.
   */
  async countListed(f: CreditListFilter, where: SqlFilter): Promise<number> {
    const held = await this.heldTotals(f);
    return held ? Number(held.n) : this.countWhere(where);
  }

  /**
   * The number and kilograms of the credits a filter of one holder and statuses alone lists (with `countedStatuses`,
   * only those of them), summed from credit_holdings; undefined for any other filter, which must be counted.
   */
  async heldTotals(f: CreditListFilter): Promise<{ kg: string; n: string } | undefined> {
    const { companyId, statuses, countedStatuses, ...others } = f;
    if (!companyId || !statuses || Object.values(others).some((v) => v !== undefined)) return undefined;
    const listed = countedStatuses ? statuses.filter((s) => countedStatuses.includes(s)) : statuses;
    return (await this.one<{ kg: string; n: string }>(
      `SELECT coalesce(sum(volume_kg), 0)::text AS kg, coalesce(sum(credits), 0)::text AS n
       FROM credit_holdings WHERE company_id = $1 AND status = ANY($2)`,
      [companyId, listed],
    ))!;
  }

  /**
   * Folds the changes credit_holdings collected into one row per company and status, in one statement: no sum
   * changes, a concurrent fold skips the rows this one took, and changes not yet committed stay for the next fold.
   * Returns how many rows were folded.
   */
  async foldHoldings(): Promise<number> {
    const rows = await this.rows<{ n: string }>(
      `WITH several AS (
         SELECT company_id, status FROM credit_holdings GROUP BY company_id, status HAVING count(*) > 1
       ), taken AS (
         DELETE FROM credit_holdings h USING several s WHERE h.company_id = s.company_id AND h.status = s.status
         RETURNING h.*
       ), folded AS (
         INSERT INTO credit_holdings (company_id, status, credits, volume_kg)
         SELECT company_id, status, sum(credits), sum(volume_kg) FROM taken GROUP BY company_id, status
         HAVING sum(credits) <> 0 OR sum(volume_kg) <> 0
       )
       SELECT count(*) AS n FROM taken`,
      [],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * One page of list rows: the ids are chosen on `credits` alone (an index walk for the default order; the holder
   * is joined only to sort by its name), then only those rows are joined to their names.
   */
  listPage(where: SqlFilter, order: string, limit: number, offset: number, holderJoin = false) {
    const join = holderJoin ? 'JOIN companies h ON h.id = c.company_id' : '';
    return this.rows<ListSqlRow>(
      `${LIST_SELECT} WHERE c.id IN (
         SELECT c.id FROM credits c ${join} ${where.sql} ${order} LIMIT ${limit} OFFSET ${offset}
       ) ${order}`,
      where.params,
    );
  }

  /** The list rows under the conditions in `order`, as one statement (to be read through a cursor). */
  listStatement(where: SqlFilter, order: string): { sql: string; params: unknown[] } {
    return { sql: `${LIST_SELECT} ${where.sql} ${order}`, params: where.params };
  }

  /** Every list row under the conditions in `order`, in batches from a server-side cursor (downloads). */
  async *listBatches(where: SqlFilter, order: string): AsyncGenerator<ListSqlRow[]> {
    yield* cursorBatches<ListSqlRow & QueryResultRow>(
      (this.dataSource as PostgresDataSource).pool,
      `${LIST_SELECT} ${where.sql} ${order}`,
      where.params,
    );
  }

  /**
   * The sum of the volumes the balance counts under the conditions and their number; for a facilitator
   * (`facilitatorId`), a credit another company holds counts with the assigned amount only (capped at the volume).
   */
  async volumeTotal(where: SqlFilter, facilitatorId?: string): Promise<{ kg: string; n: string }> {
    const params = facilitatorId ? [...where.params, facilitatorId] : where.params;
    // a holder's total sums volume_kg alone (the index-only scan of credits_company_status)
    const volume = facilitatorId
      ? `CASE WHEN c.company_id = $${params.length} THEN c.volume_kg ELSE least(coalesce(c.facilitator_amount_kg, 0), c.volume_kg) END`
      : 'c.volume_kg';
    return (await this.one<{ kg: string; n: string }>(
      `SELECT coalesce(sum(${volume}), 0)::text AS kg, count(*) AS n FROM credits c ${where.sql}`,
      params,
    ))!;
  }

  /** The detail row of a credit (certification expiry judged at `now`). */
  detailRow(id: string, now: Date) {
    return this.one<DetailSqlRow>(DETAIL_SELECT, [id, now]);
  }

  /** The BCU events of a credit and of its ancestors, newest first. */
  lineageEvents(id: string) {
    return this.rows<EventSqlRow>(LINEAGE_EVENTS_SQL, [id]);
  }

  /** A credit's detail row (detailRow) with the BCU events of it and its ancestors (lineageEvents), in one statement. */
  async detailRowWithEvents(id: string, now: Date) {
    const row = await this.one<DetailSqlRow & { lineage_events: EventSqlRow[] }>(DETAIL_WITH_EVENTS_SQL, [id, now]);
    // the events' times came as text inside the JSON: made the Dates their columns would have been
    for (const e of row?.lineage_events ?? []) e.created_at = timestamptzFromJson(e.created_at as unknown as string)!;
    return row;
  }

  /** A credit's facilitator assignment with the facilitator's name and type. */
  facilitatorState(creditId: string) {
    return this.one<{
      id: string;
      bcuid: string;
      fid: string | null;
      fname: string | null;
      ftype: string | null;
      fkg: string | null;
    }>(
      `SELECT c.id, c.bcuid, f.id AS fid, f.name AS fname, f.type AS ftype, c.facilitator_amount_kg::text AS fkg
       FROM credits c LEFT JOIN companies f ON f.id = c.facilitator_company_id WHERE c.id = $1`,
      [creditId],
    );
  }

  // ---- admin edit, note, attachments ----

  /** Locks a credit for an admin's edit, with its registration data and the scheme and feedstock names. */
  lockForEdit(id: string, tx: Tx) {
    return this.one<{
      details: Record<string, unknown>;
      volume_kg: string;
      energy_mj: string;
      status: string;
      bcuid: string | null;
      company_id: string;
      scheme: string | null;
      feedstock: string | null;
    }>(
      `SELECT c.details, c.volume_kg, c.energy_mj, c.status, c.bcuid, c.company_id, cs.name AS scheme, fs.name AS feedstock
       FROM credits c
       LEFT JOIN ref_certification_schemes cs ON cs.id::text = c.details->>'sustainabilityCertification'
       LEFT JOIN ref_feedstocks fs ON fs.id::text = c.details->>'rawMaterialFeedstock'
       WHERE c.id = $1 FOR UPDATE OF c`,
      [id],
      tx,
    );
  }

  /** Stores an admin's descriptive corrections under `details.edited` (the registration itself is kept). */
  async setEdited(id: string, edited: Record<string, unknown>, now: Date, tx: Tx): Promise<void> {
    await this.run(
      `UPDATE credits SET details = jsonb_set(details, '{edited}', $2::jsonb), updated_at = $3 WHERE id = $1`,
      [id, JSON.stringify(edited), now],
      tx,
    );
  }

  /** Locks a credit; false when it does not exist. */
  async lockExisting(id: string, tx: Tx): Promise<boolean> {
    return !!(await this.one('SELECT 1 FROM credits WHERE id = $1 FOR UPDATE', [id], tx));
  }

  /** The admin's note on a credit. */
  async noteOf(creditId: string): Promise<string | undefined> {
    return (
      await this.one<{ body: string }>("SELECT body FROM notes WHERE subject_type = 'credit' AND subject_id = $1", [
        creditId,
      ])
    )?.body;
  }

  /** Sets (or replaces) the admin's note on a credit. */
  async setNote(creditId: string, body: string, userId: string, tx: Tx): Promise<void> {
    await this.run(
      `INSERT INTO notes (subject_type, subject_id, body, updated_by) VALUES ('credit', $1, $2, $3)
       ON CONFLICT (subject_type, subject_id) DO UPDATE SET body = EXCLUDED.body, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [creditId, body, userId],
      tx,
    );
  }

  /** A credit's attachments with their file's name, type and size, oldest first. */
  attachmentsOf(creditId: string) {
    return this.rows<{ id: string; name: string; mime_type: string; size_bytes: number; created_at: Date }>(
      `SELECT f.id, f.filename AS name, f.mime_type, f.size_bytes, a.created_at
       FROM credit_attachments a JOIN files f ON f.id = a.file_id WHERE a.credit_id = $1 ORDER BY a.created_at, f.id`,
      [creditId],
    );
  }

  /** Links a stored file to a credit as an attachment. */
  async addAttachment(creditId: string, fileId: string, userId: string, now: Date, tx: Tx): Promise<void> {
    await this.run(
      'INSERT INTO credit_attachments (file_id, credit_id, uploaded_by, created_at) VALUES ($1, $2, $3, $4)',
      [fileId, creditId, userId, now],
      tx,
    );
  }

  /** Whether the file is an attachment of the credit. */
  async isAttachment(creditId: string, fileId: string): Promise<boolean> {
    return !!(await this.one('SELECT 1 FROM credit_attachments WHERE credit_id = $1 AND file_id = $2', [
      creditId,
      fileId,
    ]));
  }

  /** Unlinks an attachment; false when the file was no attachment of the credit. */
  async removeAttachment(creditId: string, fileId: string, tx: Tx): Promise<boolean> {
    const rows = await this.rows(
      'DELETE FROM credit_attachments WHERE credit_id = $1 AND file_id = $2 RETURNING file_id',
      [creditId, fileId],
      tx,
    );
    return rows.length > 0;
  }

  // ---- Impact Trends Dashboard (kpi.service.ts): the company's monthly figures (migration 1763760003600) ----

  /** The KPI figures of a company for the period `cur` against `prev` (counts and signed kilogram sums). */
  async kpiFigures(
    companyId: string,
    cur: { start: Date; end: Date },
    prev: { start: Date; end: Date },
  ): Promise<KpiRow> {
    const inCur = `f.month >= ${UTC_MONTH('$2')} AND f.month < ${UTC_MONTH('$3')}`;
    const inPrev = `f.month >= ${UTC_MONTH('$4')} AND f.month < ${UTC_MONTH('$5')}`;
    const sum = (expr: string, where: string) => `coalesce(sum(${expr}) FILTER (WHERE ${where}), 0)`;
    return (await this.one<KpiRow>(
      `SELECT
         ${sum('f.count', `f.kind IN ${TRANSFERS} AND ${inCur}`)} AS transfers,
         ${sum('f.count', `f.kind IN ${TRANSFERS} AND ${inPrev}`)} AS transfers_prev,
         ${sum('f.amount_kg', `f.kind IN ${TRANSFERS} AND ${inCur}`)} AS transfer_kg,
         ${sum('f.amount_kg', `f.kind IN ${TRANSFERS} AND ${inPrev}`)} AS transfer_kg_prev,
         ${sum('f.count', `f.kind IN ${RETIREMENTS} AND ${inCur}`)} AS retirements,
         ${sum('f.count', `f.kind IN ${RETIREMENTS} AND ${inPrev}`)} AS retirements_prev,
         ${sum(heldChange('amount_kg'), `f.month < ${UTC_MONTH('$3')}`)} AS volume_kg,
         ${sum(heldChange('amount_kg'), `f.month < ${UTC_MONTH('$5')}`)} AS volume_kg_prev,
         ${sum(heldChange('co2eq_kg'), `f.month < ${UTC_MONTH('$3')}`)} AS active_kg,
         ${sum(heldChange('co2eq_kg'), `f.month < ${UTC_MONTH('$5')}`)} AS active_kg_prev,
         ${sum('f.co2eq_kg', `f.kind = 'Retirement' AND f.month < ${UTC_MONTH('$3')}`)} AS retired_kg,
         ${sum('f.co2eq_kg', `f.kind = 'Retirement' AND f.month < ${UTC_MONTH('$5')}`)} AS retired_kg_prev
       FROM company_month_figures f WHERE f.company_id = $1`,
      [companyId, cur.start, cur.end, prev.start, prev.end],
    ))!;
  }

  /** The chart's months 1..`months` of a year: the series, the inventory, cumulative retirements and GHG targets. */
  chartMonths(companyId: string, year: { start: Date; end: Date }, yearNumber: number, ghg: boolean, months: number) {
    const col = ghg ? 'co2eq_kg' : 'amount_kg';
    const series = (name: string, kinds: string) =>
      `coalesce(sum(f.${col}) FILTER (WHERE f.kind IN ${kinds}), 0) AS "${name}"`;
    return this.rows<ChartRow>(
      `WITH opening AS (
         SELECT coalesce(sum(${heldChange(col)}), 0) AS kg FROM company_month_figures f
         WHERE f.company_id = $1 AND f.month < ${UTC_MONTH('$2')}
       ), per AS (
         SELECT extract(month FROM f.month)::int AS month,
                ${series('Transfer', TRANSFERS)}, ${series('Retirement', RETIREMENTS)},
                ${series('Incoming', "('Incoming')")}, ${series('Register', "('Register')")},
                ${series('Withdrawal', "('Withdrawal')")}, ${series('Scope1', "('Scope1')")},
                coalesce(sum(${heldChange(col)}), 0) AS held
         FROM company_month_figures f
         WHERE f.company_id = $1 AND f.month >= ${UTC_MONTH('$2')} AND f.month < ${UTC_MONTH('$3')} GROUP BY 1
       )
       SELECT g AS month,
              coalesce(per."Transfer", 0) AS "Transfer", coalesce(per."Retirement", 0) AS "Retirement",
              coalesce(per."Incoming", 0) AS "Incoming", coalesce(per."Register", 0) AS "Register",
              coalesce(per."Withdrawal", 0) AS "Withdrawal", coalesce(per."Scope1", 0) AS "Scope1",
              opening.kg + sum(coalesce(per.held, 0)) OVER (ORDER BY g) AS inventory,
              sum(coalesce(per."Retirement", 0)) OVER (ORDER BY g) AS cumulative,
              CASE WHEN $5 THEN (
                SELECT sum(tg.value_kg) FROM targets tg
                WHERE tg.company_id = $1 AND tg.indicator = 'GHG'
                  AND tg.start_date <= (make_date($4, g, 1) + interval '1 month' - interval '1 day')::date
                  AND tg.end_date >= make_date($4, g, 1)
              ) END AS target
       FROM generate_series(1, $6::int) g CROSS JOIN opening LEFT JOIN per ON per.month = g
       ORDER BY g`,
      [companyId, year.start, year.end, yearNumber, ghg, months],
    );
  }

  // ---- trading and statements: reads of a credit ----

  /** A credit as its table row (snake_case columns, as the ledger reads it), unlocked; undefined when unknown. */
  async findRow<R extends object>(id: string, tx?: Tx): Promise<R | undefined> {
    return this.one<R>('SELECT * FROM credits WHERE id = $1', [id], tx);
  }

  /**
   * The product type a retirement statement names: the one the registration declared (`details.productType`, as
   * text), else the one the BCU shows (see shownProductType); null when neither.
   */
  async retiredProductType(id: string, tx?: Tx): Promise<string | null> {
    return (
      (
        await this.one<{ p: string | null }>(
          prepared(
            `SELECT coalesce(c.details->>'productType', ${PRODUCT_TYPE_SQL}) AS p FROM credits c WHERE c.id = $1`,
          ),
          [id],
          tx,
        )
      )?.p ?? null
    );
  }

  /** The product type as the BCU shows it: an admin's correction first, then the end product, then the declared one. */
  async shownProductType(id: string, tx?: Tx): Promise<string | null | undefined> {
    return (
      await this.one<{ p: string | null }>(
        prepared(`SELECT ${PRODUCT_TYPE_SQL} AS p FROM credits c WHERE c.id = $1`),
        [id],
        tx,
      )
    )?.p;
  }

  /** The BCU Info tab of an incoming transaction: the credit in tonnes, its issuer and its parent's BCU ID. */
  async findBcuInfo(id: string): Promise<Record<string, unknown> | undefined> {
    return this.one<Record<string, unknown>>(BCU_INFO_SQL, [id]);
  }
}

/** Locks credits in id order (lockByIds: every ledger step). */
const LOCK_CREDITS_SQL = prepared('SELECT * FROM credits WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE');

/** A BCU event, naming the initiator, the acting account and the holder as they are now (appendEvent). */
const APPEND_EVENT_INSERT = `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, user_id,
     initiator_name, account_company_id, account_name, holder_company_id, holder_name, submission_id, details, created_at)
   SELECT $1, $2, $3, $4, $5, $6, $7, $8,
     (SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) FROM users WHERE id = $8),
     $9, (SELECT name FROM companies WHERE id = $9), $10, (SELECT name FROM companies WHERE id = $10), $11, $12, $13`;
const APPEND_EVENT_SQL = prepared(APPEND_EVENT_INSERT);
/** APPEND_EVENT_INSERT's parameters, $1 to $13. */
const eventParams = (e: LedgerEventRow) => [
  e.creditId,
  e.event,
  e.bcuid,
  e.pre,
  e.post,
  e.amountKg,
  e.triggeredBy,
  e.userId,
  e.accountCompanyId,
  e.holderCompanyId,
  e.submissionId,
  JSON.stringify(e.details),
  e.at,
];
/** The same event as a whole ledger step: the statement carries the ledger's flag (appendEvent's `ownStep`). */
const APPEND_EVENT_STEP_SQL = prepared(
  `WITH ledger_on AS MATERIALIZED (SELECT set_config('bcu.ledger', 'on', true)),
        appended AS (${APPEND_EVENT_INSERT} FROM ledger_on RETURNING 1)
   SELECT set_config('bcu.ledger', 'off', true) FROM (SELECT count(*) FROM appended) AS written`,
);

/** The BCU Info tab of an incoming transaction (findBcuInfo; also in the answer of an accept or a decline). */
const BCU_INFO_SQL = prepared(
  `SELECT c.id, c.bcuid AS "BCUID", c.status, (c.volume_kg / 1000.0)::numeric(20,3)::text AS volume,
          (c.co2eq_kg / 1000.0)::numeric(20,3)::text AS "tonnesOfCO2eq", c.energy_mj::text AS "neatAmountInMJ",
          c.details, c.expires_at AS "expiresAt", c.registration_approved_at AS "registrationApproveDate",
          i.name AS "issuerName", p.bcuid AS "parentBcuid"
   FROM credits c JOIN companies i ON i.id = c.issuer_company_id LEFT JOIN credits p ON p.id = c.parent_id WHERE c.id = $1`,
);

/** How deep each transaction is inside `asLedger` (nested ledger steps keep the flag until the outermost ends). */
const ledgerDepth = new WeakMap<Tx, number>();

/** A row of `credits` as the ledger reads it (snake_case columns; kilograms and MJ as integer strings). */
export interface CreditRow {
  id: string;
  bcuid: string;
  parent_id: string | null;
  root_id: string | null;
  company_id: string;
  issuer_company_id: string;
  status: CreditStatus;
  volume_kg: string;
  co2eq_kg: string;
  energy_mj: string;
  facilitator_company_id: string | null;
  facilitator_amount_kg: string | null;
  scope1_company_id: string | null;
  scope3_company_id: string | null;
  scope3_logistic_company_id: string | null;
  credit_claim_country: string | null;
  reporting: string | null;
  expires_at: Date | null;
}

/** One BCU event of a ledger step. */
export interface LedgerEventRow {
  creditId: string;
  event: string;
  bcuid: string | null;
  pre: string | null;
  post: string | null;
  amountKg: string | null;
  triggeredBy: 'User' | 'System';
  userId: string | null;
  accountCompanyId: string | null;
  holderCompanyId: string;
  submissionId: string | null;
  details: unknown;
  at: Date;
}

/** The allow-listed conditions of the balance and the admin BCUs list (each value bound as a parameter). */
export interface CreditListFilter {
  /** A facilitator's balance: credits it holds or that are assigned to it. */
  holderOrFacilitator?: string;
  companyId?: string;
  companyIds?: readonly string[];
  statuses?: string[];
  assigned?: boolean;
  expiresFrom?: string;
  expiresTo?: string;
  /** [from, to) of the expiry. */
  expiresWithin?: [Date, Date];
  registrationYear?: number;
  createdFrom?: string;
  createdTo?: string;
  ids?: string[];
  /**
   * Text searched in the BCUID, PoS number and holder; in a balance (`inBalance`) also in the product type and
   * feedstock.
   */
  search?: { text: string; inBalance: boolean };
  /** The statuses a balance total adds up (on top of the listed ones). */
  countedStatuses?: string[];
}

/** The UTC month (a date) of a period boundary given as a moment (the SQL parameter `param`). */
const UTC_MONTH = (param: string) => `(${param}::timestamptz AT TIME ZONE 'UTC')::date`;

/** Kinds of company_month_figures: the transfers and retirements a company made, its own or for another company. */
const TRANSFERS = "('Transfer', 'Transfer on behalf')";
const RETIREMENTS = "('Retirement', 'Retirement on behalf')";

/**
 * Signed change of the company's holdings by a month's figures of one kind, in the given kg column: + Register and
 * Incoming, − its own Transfers and Retirements, − Withdrawals (their reversals are already negative); what a
 * facilitator did for another company and Scope 1 information change nothing.
 */
const heldChange = (col: 'amount_kg' | 'co2eq_kg') => `CASE
    WHEN f.kind IN ('Register', 'Incoming') THEN f.${col}
    WHEN f.kind IN ('Transfer', 'Retirement', 'Withdrawal') THEN -f.${col}
    ELSE 0 END`;

interface KpiRow {
  transfers: string;
  transfers_prev: string;
  transfer_kg: string;
  transfer_kg_prev: string;
  retirements: string;
  retirements_prev: string;
  volume_kg: string;
  volume_kg_prev: string;
  active_kg: string;
  active_kg_prev: string;
  retired_kg: string;
  retired_kg_prev: string;
}

type ChartRow = Record<'Transfer' | 'Retirement' | 'Incoming' | 'Register' | 'Withdrawal' | 'Scope1', string> & {
  month: number;
  inventory: string;
  cumulative: string;
  target: string | null;
};
