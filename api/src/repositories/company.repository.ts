/** Companies (accounts) and their files: registration, profile, lifecycle, admin lists. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Company } from '../models';
import { prepared } from '../datasources/prepared-statements';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import type { AccountFilter, AccountSortField, AdminAccount, AdminAccountDetail, CompanyType } from '../contracts';
import type { ListPage } from '../services/list-page';
import { batchesOf } from './batches';
import { SqlFilter, inCompanies, likePattern, orderBySql } from './sql-filter';

/**
 * The company tab of a submission's detail as a JSON object of `companies c` (read with the submission,
 * SubmissionRepository.reviewDetail): dates as their 'yyyy-MM-dd' text, `createdAt` as text for `timestamptzFromJson`.
 */
export const SUBMISSION_COMPANY_JSON = `json_build_object('id', c.id, 'name', c.name, 'type', c.type, 'status', c.status,
  'registrationNumber', c.registration_number, 'registrationIdentification', c.registration_identification,
  'streetAddress', c.street_address, 'streetAddressLineTwo', c.street_address_line_two, 'zip', c.zip, 'city', c.city,
  'country', c.country, 'phone', json_build_object('code', c.phone_code, 'number', c.phone_number), 'website', c.website,
  'rsb', c.rsb, 'certificateStartDate', c.certificate_start_date::text, 'certificateEndDate', c.certificate_end_date::text,
  'hasSignedLetter', c.signed_letter_file_id IS NOT NULL, 'createdAt', c.created_at::text)`;

export class CompanyRepository extends SqlRepository<Company, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Company, dataSource);
  }

  /** A company's certificate end day ('yyyy-MM-dd'), null without one; undefined when there is no such company. */
  async certificateEndOf(companyId: string, tx?: Tx): Promise<string | null | undefined> {
    const row = await this.one<{ certificate_end_date: string | null }>(
      'SELECT certificate_end_date FROM companies WHERE id = $1',
      [companyId],
      tx,
    );
    return row ? row.certificate_end_date : undefined;
  }

  /** A company's name (for the records that name it as it is now). */
  async nameOf(companyId: string, tx?: Tx): Promise<string | undefined> {
    return (await this.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId], tx))?.name;
  }

  /** A company's type (Supplier, Facilitator, …). */
  async typeOf(companyId: string): Promise<string | undefined> {
    return (await this.one<{ type: string }>('SELECT type FROM companies WHERE id = $1', [companyId]))?.type;
  }

  /** A company's type and status (a facilitator must be an Active Facilitator company). */
  typeAndStatusOf(companyId: string, tx?: Tx) {
    return this.one<{ type: string; status: string }>(
      'SELECT type, status FROM companies WHERE id = $1',
      [companyId],
      tx,
    );
  }

  /** The Active Facilitator companies in a company's contact list, by name. */
  facilitatorContactsOf(companyId: string) {
    return this.rows<{ id: string; name: string; type: string; country: string }>(
      `SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
       WHERE k.from_company_id = $1 AND c.type = 'Facilitator' AND c.status = 'Active'
       ORDER BY c.name, c.id`,
      [companyId],
    );
  }

  /** Whether `toCompanyId` is in the contact list of `fromCompanyId`. */
  async isContact(fromCompanyId: string, toCompanyId: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2',
      [fromCompanyId, toCompanyId],
      tx,
    ));
  }

  // ---- trading and statements: a company as a party of a request ----

  /** A company's id, name, type and status (the parties of transfers, retirements and statements); undefined when unknown. */
  async findParty(
    id: string,
    tx?: Tx,
  ): Promise<{ id: string; name: string; type: string; status: string } | undefined> {
    return this.one<{ id: string; name: string; type: string; status: string }>(
      prepared('SELECT id, name, type, status FROM companies WHERE id = $1'),
      [id],
      tx,
    );
  }

  // ---- admin accounts (spec 3 §2.3), review of registrations, signed letters ----

  /** A page of the admin accounts list under the filter, within the reader's companies, with the total. */
  async adminAccountPage(
    filter: AccountFilter,
    page: ListPage<AccountSortField>,
    scope: 'all' | readonly string[],
  ): Promise<{ rows: AdminAccount[]; total: number }> {
    const where = inCompanies(accountWhere(filter), 'c.id', scope);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n ${ACCOUNT_FROM} ${where.sql}`, where.params);
    const rows = await this.rows<AdminAccount>(
      `${ACCOUNT_SELECT} ${where.sql} ${accountOrder(page)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Every account of the list under the filter in list order, in batches from a cursor (accounts.csv). */
  adminAccountBatches(
    filter: AccountFilter,
    sort: Pick<ListPage<AccountSortField>, 'sortField' | 'sortOrder'>,
    scope: 'all' | readonly string[],
  ): AsyncGenerator<AdminAccount[]> {
    const where = inCompanies(accountWhere(filter), 'c.id', scope);
    return batchesOf<AdminAccount>(
      this.dataSource,
      `${ACCOUNT_SELECT} ${where.sql} ${accountOrder(sort)}`,
      where.params,
    );
  }

  /** One company as a row of the admin accounts list. */
  adminAccount(id: string): Promise<AdminAccount | undefined> {
    return this.one<AdminAccount>(`${ACCOUNT_SELECT} WHERE c.id = $1`, [id]);
  }

  /** The Company Info fields of the admin account detail that the list row does not carry. */
  adminAccountInfo(id: string): Promise<Omit<AdminAccountDetail, keyof AdminAccount | 'users' | 'note'> | undefined> {
    return this.one(
      `SELECT registration_identification AS "registrationIdentification", json_build_object('code', phone_code, 'number', phone_number) AS phone,
              website, rsb, certificate_start_date AS "certificateStartDate", certificate_end_date AS "certificateEndDate"
       FROM companies WHERE id = $1`,
      [id],
    );
  }

  /** Locks the company's row for a change in `tx`; whether it exists. */
  async lockExisting(id: string, tx: Tx): Promise<boolean> {
    return !!(await this.one('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [id], tx));
  }

  /** The company's stored row (snake_case columns), locked for an admin edit in `tx`. */
  lockForEdit(id: string, tx: Tx): Promise<Record<string, unknown> | undefined> {
    return this.one<Record<string, unknown>>('SELECT * FROM companies WHERE id = $1 FOR UPDATE', [id], tx);
  }

  /** Sets the given columns (named by the caller's allow-list, never by a client) and the update time. */
  async updateColumns(id: string, values: Record<string, unknown>, tx: Tx): Promise<void> {
    const columns = Object.keys(values);
    if (!columns.length) return;
    await this.run(
      `UPDATE companies SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...Object.values(values)],
      tx,
    );
  }

  /** The applying company, locked while its registration is decided in `tx`. */
  lockApplicant(
    id: string,
    tx: Tx,
  ): Promise<{ name: string; type: CompanyType; referred_by_company_id: string | null } | undefined> {
    return this.one('SELECT name, type, referred_by_company_id FROM companies WHERE id = $1 FOR UPDATE', [id], tx);
  }

  /** An approved registration: the company is Active from `now`, until `expiresAt` (null: never expires). */
  async activate(id: string, now: Date, expiresAt: Date | null, tx: Tx): Promise<void> {
    await this.run(
      "UPDATE companies SET status = 'Active', approved_at = $2, expires_at = $3, updated_at = $2 WHERE id = $1",
      [id, now, expiresAt],
      tx,
    );
  }

  /** A rejected registration: the company is Declined. */
  async decline(id: string, now: Date, tx: Tx): Promise<void> {
    await this.run("UPDATE companies SET status = 'Declined', updated_at = $2 WHERE id = $1", [id, now], tx);
  }

  /** The company's certificate validity end date as 'yyyy-MM-dd' (null when it has none or does not exist). */
  async certificateEndDate(id: string): Promise<string | null> {
    const row = await this.one<{ end: string | null }>(
      `SELECT to_char(certificate_end_date, 'YYYY-MM-DD') AS "end" FROM companies WHERE id = $1`,
      [id],
    );
    return row?.end ?? null;
  }

  /** The company's signed letter with the company's name; undefined when either is missing. */
  signedLetter(id: string): Promise<{ companyName: string; content: Buffer } | undefined> {
    return this.one(
      `SELECT c.name AS "companyName", f.content FROM companies c JOIN files f ON f.id = c.signed_letter_file_id
       WHERE c.id = $1`,
      [id],
    );
  }

  /** Locks the rows of the given companies in id order (so concurrent writers of a pair queue up, never deadlock). */
  async lockInIdOrder(ids: readonly string[], tx: Tx): Promise<void> {
    await this.rows('SELECT id FROM companies WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids], tx);
  }

  /** Creates an applying company (Pending) with its signed letter and the company that referred it; its id. */
  async createApplicant(
    a: {
      name: string;
      type: string;
      registrationNumber: string;
      registrationIdentification: string;
      streetAddress: string;
      streetAddressLineTwo: string | null;
      zip: string;
      city: string;
      country: string;
      phoneCode: string;
      phoneNumber: string;
      website: string | null;
      rsb: unknown;
      certificateStartDate: string | null;
      certificateEndDate: string | null;
      signedLetterFileId: string;
      referredByCompanyId: string | null;
    },
    tx?: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO companies (name, type, registration_number, registration_identification, street_address,
         street_address_line_two, zip, city, country, phone_code, phone_number, website, rsb,
         certificate_start_date, certificate_end_date, signed_letter_file_id, referred_by_company_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17) RETURNING id`,
      [
        a.name,
        a.type,
        a.registrationNumber,
        a.registrationIdentification,
        a.streetAddress,
        a.streetAddressLineTwo,
        a.zip,
        a.city,
        a.country,
        a.phoneCode,
        a.phoneNumber,
        a.website,
        a.rsb,
        a.certificateStartDate,
        a.certificateEndDate,
        a.signedLetterFileId,
        a.referredByCompanyId,
      ],
      tx,
    );
    return row!.id;
  }

  /** A company's name and type. */
  findNameAndType(id: string | null, tx?: Tx): Promise<{ name: string; type: CompanyType } | undefined> {
    return this.one('SELECT name, type FROM companies WHERE id = $1', [id], tx);
  }

  /** A company's name, its row locked (user management serialises on it: the user limit). */
  lockName(id: string, tx: Tx): Promise<{ name: string } | undefined> {
    return this.one('SELECT name FROM companies WHERE id = $1 FOR UPDATE', [id], tx);
  }

  /** A company's type; `share` holds it against changes until the transaction ends. */
  findTypeOf(id: string, share: boolean, tx?: Tx): Promise<{ type: CompanyType } | undefined> {
    return this.one(`SELECT type FROM companies WHERE id = $1${share ? ' FOR SHARE' : ''}`, [id], tx);
  }

  /** Every column of a company (the profile's company card). */
  findRow<R extends object>(id: string, tx?: Tx): Promise<R | undefined> {
    return this.one<R>('SELECT * FROM companies WHERE id = $1', [id], tx);
  }

  /** The file of a company's logo; `lock` holds the row for a change of logo. */
  findLogoFile(id: string, lock: boolean, tx?: Tx): Promise<{ logo_file_id: string | null } | undefined> {
    return this.one(`SELECT logo_file_id FROM companies WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id], tx);
  }

  /** Sets (or, with null, clears) a company's logo. */
  async setLogoFile(id: string, fileId: string | null, at: Date, tx?: Tx): Promise<void> {
    await this.run(
      fileId
        ? 'UPDATE companies SET logo_file_id = $2, updated_at = $3 WHERE id = $1'
        : 'UPDATE companies SET logo_file_id = NULL, updated_at = $2 WHERE id = $1',
      fileId ? [id, fileId, at] : [id, at],
      tx,
    );
  }

  /** Writes a company's editable info fields (only those given; '' clears a field) and its phone. */
  async updateInfo(
    id: string,
    fields: Partial<Record<keyof typeof COMPANY_INFO_COLUMNS, string>>,
    phone: { code: string; number: string } | undefined,
    at: Date,
    tx?: Tx,
  ): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [k, col] of Object.entries(COMPANY_INFO_COLUMNS)) {
      const v = fields[k as keyof typeof COMPANY_INFO_COLUMNS];
      if (v === undefined) continue;
      params.push(v === '' ? null : v);
      sets.push(`${col} = $${params.length}`);
    }
    if (phone) {
      params.push(phone.code, phone.number);
      sets.push(`phone_code = $${params.length - 1}`, `phone_number = $${params.length}`);
    }
    params.push(at);
    sets.push(`updated_at = $${params.length}`);
    await this.run(`UPDATE companies SET ${sets.join(', ')} WHERE id = $1`, params, tx);
  }

  /**
   * Makes Inactive the accounts (not Admin, Active or Suspended, among `ids` when given) Suspended since before
   * `suspendedBefore` or without activity (approval or a user's last activity) since `idleBefore`; rows locked by
   * a concurrent run are skipped. The accounts changed, with the reason.
   */
  inactivateDue(
    now: Date,
    suspendedBefore: Date,
    idleBefore: Date,
    ids: string[] | null,
    tx?: Tx,
  ): Promise<(LifecycleDueRow & { reason: 'suspendedSixMonths' | 'noActivity'; last_activity: Date | null })[]> {
    return this.rows(
      `WITH candidates AS (
         SELECT c.id, c.status, c.suspended_at,
                greatest(coalesce(c.approved_at, c.created_at),
                         (SELECT max(u.last_activity_at) FROM users u WHERE u.company_id = c.id)) AS last_activity
         FROM companies c
         WHERE c.type <> 'Admin' AND c.status IN ('Active', 'Suspended') AND ($4::uuid[] IS NULL OR c.id = ANY($4))),
       due AS (
         SELECT c.id,
                CASE WHEN k.status = 'Suspended' AND k.suspended_at <= $2 THEN 'suspendedSixMonths' ELSE 'noActivity' END AS reason,
                k.last_activity
         FROM candidates k JOIN companies c ON c.id = k.id
         WHERE (k.status = 'Suspended' AND k.suspended_at <= $2) OR k.last_activity <= $3
         FOR UPDATE OF c SKIP LOCKED)
       UPDATE companies c SET status = 'Inactive', inactive_at = $1, updated_at = $1
       FROM due
       WHERE c.id = due.id AND c.status IN ('Active', 'Suspended')
       RETURNING c.id, c.name, c.type, c.expires_at, due.reason, due.last_activity`,
      [now, suspendedBefore, idleBefore, ids],
      tx,
    );
  }

  /** Suspends the Active accounts (not Admin, among `ids` when given) expired before `expiredBefore`. */
  suspendDue(now: Date, expiredBefore: Date, ids: string[] | null, tx?: Tx): Promise<LifecycleDueRow[]> {
    return this.rows(
      `UPDATE companies c SET status = 'Suspended', suspended_at = $1, updated_at = $1
       WHERE c.id IN (SELECT id FROM companies WHERE type <> 'Admin' AND status = 'Active' AND expires_at <= $2
                        AND ($3::uuid[] IS NULL OR id = ANY($3)) FOR UPDATE SKIP LOCKED)
       RETURNING c.id, c.name, c.type, c.expires_at`,
      [now, expiredBefore, ids],
      tx,
    );
  }

  /**
   * Marks the expiry notice sent for the Active accounts expiring between `expiredAfter` and `expiresBefore` that
   * were not yet noticed for this expiry date (expiry_notice_for remembers it: once per date, again after a
   * renewal). The accounts to notify.
   */
  markExpiryNoticeDue(
    now: Date,
    expiresBefore: Date,
    expiredAfter: Date,
    ids: string[] | null,
    tx?: Tx,
  ): Promise<LifecycleDueRow[]> {
    return this.rows(
      `UPDATE companies c SET expiry_notice_sent_at = $1, expiry_notice_for = c.expires_at
       WHERE c.id IN (SELECT id FROM companies WHERE type <> 'Admin' AND status = 'Active' AND expires_at <= $2
                        AND expires_at > $3 AND expiry_notice_for IS DISTINCT FROM expires_at
                        AND ($4::uuid[] IS NULL OR id = ANY($4)) FOR UPDATE SKIP LOCKED)
       RETURNING c.id, c.name, c.type, c.expires_at`,
      [now, expiresBefore, expiredAfter, ids],
      tx,
    );
  }
}
// ---- admin accounts list SQL (see adminAccountPage) ----

const ACCOUNT_SORT: Record<AccountSortField, string> = {
  createdAt: 'c.created_at',
  name: 'c.name',
  type: 'c.type',
  status: 'c.status',
  country: 'c.country',
  approvedAt: 'c.approved_at',
};

const ACCOUNT_FROM = 'FROM companies c';
const ACCOUNT_SELECT = `
  SELECT c.id, c.name, c.type, c.status, c.country, c.city,
         concat_ws(', ', c.street_address, nullif(c.street_address_line_two, '')) AS address,
         c.street_address AS "streetAddress", c.street_address_line_two AS "streetAddressLineTwo", c.zip,
         c.registration_number AS "registrationNumber",
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS "usersCount",
         c.signed_letter_file_id IS NOT NULL AS "hasSignedLetter",
         c.created_at AS "createdAt", c.approved_at AS "approvedAt", c.expires_at AS "expiresAt"
  ${ACCOUNT_FROM}`;

function accountWhere(f: AccountFilter): SqlFilter {
  const w = new SqlFilter();
  if (f.type) w.add('c.type = ANY(?)', [f.type].flat());
  if (f.status) w.add('c.status = ANY(?)', [f.status].flat());
  if (f.id) w.add('c.id = ANY(?::uuid[])', f.id);
  w.dateRange('c.created_at', f.from, f.to);
  if (f.q)
    w.add(
      `(c.name ILIKE ? OR c.registration_number ILIKE ? OR c.city ILIKE ? OR c.country ILIKE ? OR c.id::text ILIKE ?
        OR EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.email ILIKE ?))`,
      likePattern(f.q),
    );
  return w;
}

const accountOrder = (p: Pick<ListPage<AccountSortField>, 'sortField' | 'sortOrder'>) =>
  orderBySql(ACCOUNT_SORT, p, 'c.id', true);
/** The columns behind a company's editable info fields (the profile's company form). */
export const COMPANY_INFO_COLUMNS = {
  name: 'name',
  registrationIdentification: 'registration_identification',
  registrationNumber: 'registration_number',
  streetAddress: 'street_address',
  streetAddressLineTwo: 'street_address_line_two',
  zip: 'zip',
  city: 'city',
  country: 'country',
  website: 'website',
} as const;

/** An account a lifecycle rule changed. */
export interface LifecycleDueRow {
  id: string;
  name: string;
  type: CompanyType;
  expires_at: Date | null;
}
