/**
 * Company API keys (issue 16.1): the account owner creates, lists and revokes its company's keys; admins list and
 * revoke every key, auditors read those of their companies. A key is shown once (its secret) and then known only
 * by its hash. A request with a key acts as the company's Secondary user, limited by the key's scopes, while the
 * key is neither revoked nor expired and its company is Active.
 */
import {
  API_KEY_LIMITS,
  type AdminApiKeyFilter,
  type AdminApiKeyView,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyScope,
  type ApiKeyView,
  type Actor,
  type CompanyType,
  LOG_ACTION,
  MSG,
  apiKeyMaxExpiry,
  apiKeyStatus,
  managesIntegrations,
} from '../../contracts';
import type { UnitOfWork } from '../../datasources';
import type { AdminApiKeySort, ApiKeyRepository, ApiKeyRow } from '../../repositories';
import { conflict, forbidden, invalidField, notFound, unauthorized } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Clock } from '../platform/clock';
import { randomToken, sha256 } from '../platform/crypto';
import type { AuditorService } from '../accounts/auditor.service';
import type { ListPage } from '../list-page';

/** Who manages keys: the signed-in user as the access matrix sees it. */
export interface KeyManager extends Actor {
  userId: string;
  companyId: string;
  ip?: string;
}

/** A key that authenticated a request: what the request may do and in whose name. */
export interface AuthenticatedKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  companyId: string;
  companyType: CompanyType;
  /** The user who created the key: the key's writes are recorded under it. */
  userId: string;
  email: string;
}

export class ApiKeyService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly keys: ApiKeyRepository,
    private readonly log: AuditLogService,
    private readonly auditor: AuditorService,
    private readonly clock: Clock,
  ) {}

  /** Creates a key of the owner's company; the answer holds the secret, which is never shown again. */
  async create(owner: KeyManager, input: ApiKeyCreate): Promise<ApiKeyCreated> {
    assertOwner(owner);
    const now = this.clock.now();
    const today = now.toISOString().slice(0, 10);
    if (input.expiresAt <= today || input.expiresAt > apiKeyMaxExpiry(today))
      throw invalidField('expiresAt', MSG.apiKeyExpiryRange);
    const secret = API_KEY_LIMITS.secretPrefix + randomToken(32);
    const row = await this.uow.transaction(async (tx) => {
      const key = await this.keys.insertKey(
        {
          companyId: owner.companyId,
          name: input.name,
          prefix: secret.slice(0, API_KEY_LIMITS.shownPrefixLength),
          secretHash: sha256(secret),
          scopes: input.scopes,
          // a key is valid through the whole expiry day (UTC)
          expiresAt: new Date(`${input.expiresAt}T23:59:59.999Z`),
        },
        owner.userId,
        now,
        tx,
      );
      await this.log.write(tx, {
        kind: 'User',
        action: LOG_ACTION.apiKeyCreated,
        userId: owner.userId,
        companyId: owner.companyId,
        subjectType: 'ApiKey',
        subjectId: key.id,
        ip: owner.ip,
        details: { keyName: key.name, scopes: key.scopes, expiresAt: key.expiresAt },
      });
      return key;
    });
    return { ...this.view(row), secret };
  }

  /** The keys of the owner's company, newest first. */
  async list(owner: KeyManager): Promise<ApiKeyView[]> {
    assertOwner(owner);
    return (await this.keys.ofCompany(owner.companyId)).map((k) => this.view(k));
  }

  /** Revokes a key of the owner's company; another company's key is not found. */
  async revoke(owner: KeyManager, id: string): Promise<ApiKeyView> {
    assertOwner(owner);
    return this.revokeKey(owner, id, (k) => k.companyId === owner.companyId);
  }

  /** A page of every key an admin-area reader may read (an auditor: its granted companies). */
  async adminList(
    reader: { role: string; companyId: string },
    filter: AdminApiKeyFilter,
    page: ListPage<AdminApiKeySort>,
  ): Promise<{ rows: AdminApiKeyView[]; total: number }> {
    const scope = await this.auditor.scope(reader);
    const { rows, total } = await this.keys.findPage(filter, scope, this.clock.now(), page);
    return { rows: rows.map((k) => this.adminView(k)), total };
  }

  async adminGet(reader: { role: string; companyId: string }, id: string): Promise<AdminApiKeyView> {
    const scope = await this.auditor.scope(reader);
    const key = await this.keys.byId(id);
    if (!key || (scope !== 'all' && !scope.includes(key.companyId))) throw notFound();
    return this.adminView(key);
  }

  /** An admin revokes any company's key. */
  async adminRevoke(admin: KeyManager, id: string): Promise<AdminApiKeyView> {
    const view = await this.revokeKey(admin, id, () => true);
    return this.adminView((await this.keys.byId(view.id))!);
  }

  /**
   * The key a secret belongs to, when it may act now: an unknown secret, a revoked or expired key, or a key of a
   * company that is not Active is refused (401) with the reason; each accepted use is noted as the key's last use.
   */
  async authenticate(secret: string): Promise<AuthenticatedKey> {
    const key = secret.startsWith(API_KEY_LIMITS.secretPrefix)
      ? await this.keys.bySecretHash(sha256(secret))
      : undefined;
    if (!key) throw unauthorized(MSG.apiKeyInvalid);
    const now = this.clock.now();
    const status = apiKeyStatus(key, now);
    if (status === 'Revoked') throw unauthorized(MSG.apiKeyWasRevoked);
    if (status === 'Expired') throw unauthorized(MSG.apiKeyExpired);
    if (key.companyStatus !== 'Active') throw unauthorized(MSG.apiKeyCompanyInactive);
    await this.keys.touch(key.id, now);
    return {
      id: key.id,
      name: key.name,
      scopes: key.scopes as ApiKeyScope[],
      companyId: key.companyId,
      companyType: key.companyType as CompanyType,
      userId: key.createdBy,
      email: key.createdByEmail,
    };
  }

  /** Writes the action-log row of a write a key made (the key's name, the operation and its answer's status). */
  async logWrite(key: AuthenticatedKey, write: { method: string; path: string; status: number; ip?: string }) {
    await this.log.write(undefined, {
      kind: 'User',
      action: LOG_ACTION.apiKeyWrite,
      userId: key.userId,
      companyId: key.companyId,
      subjectType: 'ApiKey',
      subjectId: key.id,
      ip: write.ip,
      details: { keyName: key.name, method: write.method, path: write.path, status: write.status },
    });
  }

  private async revokeKey(by: KeyManager, id: string, mayRevoke: (k: ApiKeyRow) => boolean): Promise<ApiKeyView> {
    return this.uow.transaction(async (tx) => {
      const key = await this.keys.byId(id, tx);
      if (!key || !mayRevoke(key)) throw notFound();
      if (!(await this.keys.revoke(id, by.userId, this.clock.now(), tx))) throw conflict(MSG.apiKeyAlreadyRevoked);
      await this.log.write(tx, {
        kind: 'User',
        action: LOG_ACTION.apiKeyRevoked,
        userId: by.userId,
        companyId: key.companyId,
        subjectType: 'ApiKey',
        subjectId: key.id,
        ip: by.ip,
        details: { keyName: key.name, ...(by.companyId !== key.companyId ? { revokedByAdmin: by.userId } : {}) },
      });
      return this.view((await this.keys.byId(id, tx))!);
    });
  }

  private view(k: ApiKeyRow): ApiKeyView {
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    return {
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      scopes: k.scopes as ApiKeyScope[],
      status: apiKeyStatus(k, this.clock.now()),
      expiresAt: iso(k.expiresAt)!,
      createdAt: iso(k.createdAt)!,
      createdBy: k.createdByName,
      lastUsedAt: iso(k.lastUsedAt),
      revokedAt: iso(k.revokedAt),
    };
  }

  private adminView(k: ApiKeyRow): AdminApiKeyView {
    return { ...this.view(k), companyId: k.companyId, companyName: k.companyName };
  }
}

/** Only an Active account owner (the company's Primary user) manages its company's keys. */
function assertOwner(u: KeyManager): void {
  if (!managesIntegrations(u)) throw forbidden(MSG.apiKeyOwnerOnly);
}
