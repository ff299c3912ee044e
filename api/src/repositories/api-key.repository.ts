/** Companies' API keys (issue 16.1). */
import { inject } from '@loopback/core';
import type { PostgresDataSource, Tx } from '../datasources';
import { ApiKey } from '../models';
import { SqlRepository } from './sql.repository';
import { SqlFilter, inCompanies, likePattern, orderBySql } from './sql-filter';
import type { ListPage } from '../services/list-page';

/** A key as the services read it, with its creator's name and its company. */
export interface ApiKeyRow {
  id: string;
  companyId: string;
  companyName: string;
  companyType: string;
  companyStatus: string;
  name: string;
  prefix: string;
  scopes: string[];
  expiresAt: Date;
  createdAt: Date;
  createdBy: string;
  createdByName: string;
  createdByEmail: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = `k.id, k.company_id AS "companyId", c.name AS "companyName", c.type AS "companyType",
  c.status AS "companyStatus", k.name, k.prefix, k.scopes, k.expires_at AS "expiresAt", k.created_at AS "createdAt",
  k.created_by AS "createdBy", btrim(concat_ws(' ', u.first_name, u.last_name)) AS "createdByName",
  u.email AS "createdByEmail",
  k.last_used_at AS "lastUsedAt", k.revoked_at AS "revokedAt"`;
const FROM = `FROM api_keys k JOIN companies c ON c.id = k.company_id JOIN users u ON u.id = k.created_by`;

export type AdminApiKeySort = 'createdAt' | 'name' | 'expiresAt' | 'lastUsedAt' | 'companyName';
const SORT_SQL: Record<AdminApiKeySort, string> = {
  createdAt: 'k.created_at',
  name: 'lower(k.name)',
  expiresAt: 'k.expires_at',
  lastUsedAt: 'k.last_used_at',
  companyName: 'lower(c.name)',
};

export class ApiKeyRepository extends SqlRepository<ApiKey, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ApiKey, dataSource);
  }

  /** Stores a new key; its row as read back. */
  async insertKey(
    k: { companyId: string; name: string; prefix: string; secretHash: string; scopes: string[]; expiresAt: Date },
    userId: string,
    now: Date,
    tx: Tx,
  ): Promise<ApiKeyRow> {
    const { id } = (await this.one<{ id: string }>(
      `INSERT INTO api_keys (company_id, name, prefix, secret_hash, scopes, expires_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8) RETURNING id`,
      [k.companyId, k.name, k.prefix, k.secretHash, k.scopes, k.expiresAt, userId, now],
      tx,
    ))!;
    return (await this.byId(id, tx))!;
  }

  byId(id: string, tx?: Tx): Promise<ApiKeyRow | undefined> {
    return this.one<ApiKeyRow>(`SELECT ${COLUMNS} ${FROM} WHERE k.id = $1`, [id], tx);
  }

  /** The key whose secret has this hash. */
  bySecretHash(secretHash: string): Promise<ApiKeyRow | undefined> {
    return this.one<ApiKeyRow>(`SELECT ${COLUMNS} ${FROM} WHERE k.secret_hash = $1`, [secretHash]);
  }

  /** A company's keys, newest first. */
  ofCompany(companyId: string): Promise<ApiKeyRow[]> {
    return this.rows<ApiKeyRow>(`SELECT ${COLUMNS} ${FROM} WHERE k.company_id = $1 ORDER BY k.created_at DESC, k.id`, [
      companyId,
    ]);
  }

  /** A page of every company's keys (the backoffice), narrowed to the reader's companies. */
  async findPage(
    f: { q?: string; companyId?: string; status?: 'Active' | 'Expired' | 'Revoked' },
    scope: 'all' | readonly string[],
    now: Date,
    page: ListPage<AdminApiKeySort>,
  ): Promise<{ rows: ApiKeyRow[]; total: number }> {
    const where = inCompanies(new SqlFilter(), 'k.company_id', scope);
    if (f.q) where.add('(k.name ILIKE ? OR c.name ILIKE ?)', likePattern(f.q));
    if (f.companyId) where.add('k.company_id::text = ?', f.companyId);
    if (f.status === 'Revoked') where.add('(k.revoked_at IS NOT NULL) = ?', true);
    if (f.status === 'Expired') where.add('k.revoked_at IS NULL AND k.expires_at <= ?', now);
    if (f.status === 'Active') where.add('k.revoked_at IS NULL AND k.expires_at > ?', now);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n ${FROM} ${where.sql}`, where.params);
    const rows = await this.rows<ApiKeyRow>(
      `SELECT ${COLUMNS} ${FROM} ${where.sql} ${orderBySql(SORT_SQL, page, 'k.id', true)}
       LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Revokes a live key; false when it was already revoked (or does not exist). */
  async revoke(id: string, userId: string, now: Date, tx: Tx): Promise<boolean> {
    return (
      (await this.run(
        'UPDATE api_keys SET revoked_at = $2, revoked_by = $3 WHERE id = $1 AND revoked_at IS NULL',
        [id, now, userId],
        tx,
      )) > 0
    );
  }

  /** Notes a use of the key (its "last used"). */
  async touch(id: string, now: Date): Promise<void> {
    await this.run('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, now]);
  }
}
