/**
 * The contact list (spec 2 §2.11): add a company by its contact token, read and search the list (50 a page), switch
 * on-behalf and public anonymity following the column rules of contracts/contacts.ts, delete. Every change is logged
 * in its transaction. Not to be confused with contact.service.ts (the contact-us form).
 */
import {
  canEditContacts,
  CONTACT_MSG,
  contactSwitches,
  FACILITATOR_MANAGED_COUNTRY,
  FACILITATOR_MANAGED_NAME,
  LIMITS,
  type CompanyType,
  type Contact,
  type ContactAdd,
  type ContactFilter,
  type ContactToken,
  type ContactUpdate,
  type CONTACT_SORT_FIELDS,
} from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { forbidden, invalid, notFound, preconditionFailed } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { RequestMeta } from './account.service';
import type { ListPage } from '../list-page';
import { addHours, type Clock } from '../platform/clock';
import { randomToken, sha256 } from '../platform/crypto';

export interface ContactActor {
  userId: string;
  companyId: string;
  companyType: CompanyType;
  role: string;
  status: string;
  /** Primary or Secondary. */
  type: string;
}

const SORT_SQL: Record<(typeof CONTACT_SORT_FIELDS)[number], string> = {
  name: 'lower(t.name)',
  createdAt: 'cc.created_at',
};

interface Row {
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

const SELECT = `
  SELECT cc.id, cc.from_company_id AS "fromId", cc.to_company_id AS "toId", t.name, t.country, t.type, t.status,
         cc.is_allow_on_behalf AS "isAllowOnBehalf", cc.is_public_anonymity AS "isPublicAnonymity",
         cc.is_created_by_facilitator AS "isCreatedByFacilitator", cc.created_at AS "createdAt"
  FROM company_contacts cc JOIN companies t ON t.id = cc.to_company_id`;

/** The row as the viewer sees it: a facilitator-made connection hides its partner from everyone but facilitators. */
function view(r: Row, viewerType: CompanyType): Contact {
  const masked = r.isCreatedByFacilitator && viewerType !== 'Facilitator';
  return {
    id: r.id,
    fromId: r.fromId,
    toId: masked ? null : r.toId,
    to: masked
      ? { id: null, name: FACILITATOR_MANAGED_NAME, country: FACILITATOR_MANAGED_COUNTRY, type: null, status: null }
      : { id: r.toId, name: r.name, country: r.country, type: r.type, status: r.status },
    isAllowOnBehalf: r.isAllowOnBehalf,
    isPublicAnonymity: r.isPublicAnonymity,
    isCreatedByFacilitator: r.isCreatedByFacilitator,
    createdAt: r.createdAt.toISOString(),
  };
}

const refuse = (message: string) => preconditionFailed(message);

export class ContactListService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /**
   * Whose list is read: the actor's own company; an Auditor names a company it holds unexpired access to, an Admin
   * any company, a Facilitator a company that lets it operate on its behalf. Anything else is 404.
   */
  async readableList(
    actor: ContactActor,
    accountId: string | undefined,
  ): Promise<{ companyId: string; companyType: CompanyType }> {
    const companyId = accountId ?? actor.companyId;
    if (companyId !== actor.companyId) {
      const allowed =
        actor.role === 'Admin' || actor.role === 'SuperAdmin'
          ? true
          : actor.role === 'Auditor'
            ? !!(await this.db.one(
                'SELECT 1 FROM auditor_access WHERE auditor_company_id = $1 AND company_id = $2 AND expires_at > $3',
                [actor.companyId, companyId, this.clock.now()],
              ))
            : actor.companyType === 'Facilitator' && (await this.operatesFor(this.db.pool, actor.companyId, companyId));
      if (!allowed) throw notFound();
    }
    const company = await this.db.one<{ type: CompanyType }>('SELECT type FROM companies WHERE id = $1', [companyId]);
    if (!company) throw notFound();
    return { companyId, companyType: company.type };
  }

  async list(actor: ContactActor, f: ContactFilter, page: ListPage<(typeof CONTACT_SORT_FIELDS)[number]>) {
    const { companyId } = await this.readableList(actor, f.accountId);
    const params: unknown[] = [companyId];
    const where = ['cc.from_company_id = $1'];
    if (f.q) {
      const p = `$${params.push(`%${f.q}%`)}`;
      // a masked (facilitator-made) row is found by its displayed texts only, never by the hidden partner
      where.push(
        actor.companyType === 'Facilitator'
          ? `(t.name ILIKE ${p} OR t.country ILIKE ${p} OR t.type ILIKE ${p})`
          : `(CASE WHEN cc.is_created_by_facilitator THEN '${FACILITATOR_MANAGED_NAME} ${FACILITATOR_MANAGED_COUNTRY}' ILIKE ${p}
             ELSE (t.name ILIKE ${p} OR t.country ILIKE ${p} OR t.type ILIKE ${p}) END)`,
      );
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM company_contacts cc JOIN companies t ON t.id = cc.to_company_id ${whereSql}`,
      params,
    );
    const rows = await this.db.rows<Row>(
      `${SELECT} ${whereSql} ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, cc.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows: rows.map((r) => view(r, actor.companyType)), total: Number(total!.n) };
  }

  /** A contact token of the actor's company, valid 48 hours, usable by several partners until then. */
  async generateToken(actor: ContactActor, meta: RequestMeta): Promise<ContactToken> {
    this.assertCanEdit(actor);
    const token = randomToken();
    const expiresAt = addHours(this.clock.now(), LIMITS.inviteTokenHours);
    await this.db.tx(async (tx) => {
      await tx.query(
        'INSERT INTO contact_tokens (token_hash, company_id, created_by_user_id, expires_at) VALUES ($1, $2, $3, $4)',
        [sha256(token), actor.companyId, actor.userId, expiresAt],
      );
      await this.log.write(tx, {
        kind: 'User',
        action: 'Contact token generated',
        userId: actor.userId,
        companyId: actor.companyId,
        ip: meta.ip,
      });
    });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Adds the company of a contact token. Refusals the user can act on are 412 with their message (spec 2 §7); adding a
   * company already in the list is a 412 with an empty message, which the portal shows as a success (nothing changes).
   */
  async add(actor: ContactActor, input: ContactAdd, meta: RequestMeta): Promise<Contact> {
    this.assertCanEdit(actor);
    return this.db.tx(async (tx) => {
      let ownerId = actor.companyId;
      let byFacilitator = false;
      if (input.accountId && input.accountId !== actor.companyId) {
        if (actor.companyType !== 'Facilitator' || !(await this.operatesFor(tx, actor.companyId, input.accountId)))
          throw refuse(CONTACT_MSG.notOnBehalfOfAccount);
        ownerId = input.accountId;
        byFacilitator = true;
      }
      const target = await this.db.one<{ id: string; type: string; status: string }>(
        `SELECT c.id, c.type, c.status FROM contact_tokens k JOIN companies c ON c.id = k.company_id
         WHERE k.token_hash = $1 AND k.expires_at > $2 FOR SHARE OF c`,
        [sha256(input.token), this.clock.now()],
        tx,
      );
      if (!target) throw refuse(CONTACT_MSG.tokenInvalid);
      if (target.id === ownerId) throw refuse(CONTACT_MSG.ownCompany);
      if (target.type === 'Admin') throw refuse(CONTACT_MSG.adminCompany);
      if (target.status !== 'Active') throw refuse(CONTACT_MSG.companyNotActive);
      const inserted = await this.db.one<{ id: string }>(
        `INSERT INTO company_contacts (from_company_id, to_company_id, is_created_by_facilitator, created_by_user_id, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (from_company_id, to_company_id) DO NOTHING RETURNING id`,
        [ownerId, target.id, byFacilitator, actor.userId, this.clock.now()],
        tx,
      );
      if (!inserted) throw refuse('');
      await this.log.write(tx, {
        kind: 'User',
        action: 'Contact added',
        userId: actor.userId,
        companyId: ownerId,
        subjectType: 'company',
        subjectId: target.id,
        ip: meta.ip,
        details: { contactId: inserted.id, byFacilitator },
      });
      return view((await this.db.one<Row>(`${SELECT} WHERE cc.id = $1`, [inserted.id], tx))!, actor.companyType);
    });
  }

  /** Switches on-behalf and public anonymity; switching on-behalf off resets public anonymity. */
  async update(actor: ContactActor, id: string, input: ContactUpdate, meta: RequestMeta): Promise<Contact> {
    this.assertCanEdit(actor);
    return this.db.tx(async (tx) => {
      const row = await this.db.one<Row>(
        `${SELECT} WHERE cc.id = $1 AND cc.from_company_id = $2 FOR UPDATE OF cc`,
        [id, actor.companyId],
        tx,
      );
      if (!row) throw notFound();
      const viewer = { companyType: actor.companyType, role: actor.role, status: actor.status, type: actor.type };
      const current = view(row, actor.companyType);
      const onBehalf = input.isAllowOnBehalf ?? row.isAllowOnBehalf;
      if (
        input.isAllowOnBehalf !== undefined &&
        input.isAllowOnBehalf !== row.isAllowOnBehalf &&
        !contactSwitches(viewer, current).onBehalf
      )
        throw invalid(CONTACT_MSG.onBehalfNotSwitchable, [
          { path: 'isAllowOnBehalf', message: CONTACT_MSG.onBehalfNotSwitchable },
        ]);
      const anonymityRefused = () =>
        invalid(CONTACT_MSG.anonymityNotSwitchable, [
          { path: 'isPublicAnonymity', message: CONTACT_MSG.anonymityNotSwitchable },
        ]);
      let anonymity = input.isPublicAnonymity ?? row.isPublicAnonymity;
      if (!onBehalf) {
        if (input.isPublicAnonymity === true) throw anonymityRefused();
        anonymity = false; // switching on-behalf off resets public anonymity (spec 2 §2.11)
      } else if (
        anonymity !== row.isPublicAnonymity &&
        !contactSwitches(viewer, { ...current, isAllowOnBehalf: true }).publicAnonymity
      ) {
        throw anonymityRefused();
      }
      if (onBehalf !== row.isAllowOnBehalf || anonymity !== row.isPublicAnonymity) {
        await tx.query('UPDATE company_contacts SET is_allow_on_behalf = $2, is_public_anonymity = $3 WHERE id = $1', [
          id,
          onBehalf,
          anonymity,
        ]);
        await this.log.write(tx, {
          kind: 'User',
          action: 'Contact updated',
          userId: actor.userId,
          companyId: actor.companyId,
          subjectType: 'company',
          subjectId: row.toId,
          ip: meta.ip,
          details: { contactId: id, isAllowOnBehalf: onBehalf, isPublicAnonymity: anonymity },
        });
      }
      return { ...current, isAllowOnBehalf: onBehalf, isPublicAnonymity: anonymity };
    });
  }

  async remove(actor: ContactActor, id: string, meta: RequestMeta): Promise<void> {
    this.assertCanEdit(actor);
    await this.db.tx(async (tx) => {
      const row = await this.db.one<{ toId: string }>(
        'DELETE FROM company_contacts WHERE id = $1 AND from_company_id = $2 RETURNING to_company_id AS "toId"',
        [id, actor.companyId],
        tx,
      );
      if (!row) throw notFound();
      await this.log.write(tx, {
        kind: 'User',
        action: 'Contact removed',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'company',
        subjectId: row.toId,
        ip: meta.ip,
        details: { contactId: id },
      });
    });
  }

  /** True when `companyId` lets the facilitator operate on its behalf (its list has the facilitator, allowed). */
  private async operatesFor(db: Queryable, facilitatorId: string, companyId: string): Promise<boolean> {
    return !!(await this.db.one(
      'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2 AND is_allow_on_behalf',
      [companyId, facilitatorId],
      db,
    ));
  }

  private assertCanEdit(actor: ContactActor) {
    if (!canEditContacts(actor) || actor.companyType === 'Admin' || actor.companyType === 'Auditor') throw forbidden();
  }
}
