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
import type { Tx, UnitOfWork } from '../../datasources';
import type { CompanyRepository, ContactRepository, ContactRow } from '../../repositories';
import type { AuditorService } from './auditor.service';
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

type Row = ContactRow;

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
    private readonly uow: UnitOfWork,
    private readonly contacts: ContactRepository,
    private readonly companies: CompanyRepository,
    private readonly auditor: AuditorService,
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
            ? await this.auditor.granted(actor.companyId, [companyId])
            : actor.companyType === 'Facilitator' && (await this.operatesFor(actor.companyId, companyId));
      if (!allowed) throw notFound();
    }
    const company = await this.companies.findTypeOf(companyId, false);
    if (!company) throw notFound();
    return { companyId, companyType: company.type };
  }

  async list(actor: ContactActor, f: ContactFilter, page: ListPage<(typeof CONTACT_SORT_FIELDS)[number]>) {
    const { companyId } = await this.readableList(actor, f.accountId);
    // a masked (facilitator-made) row is found by its displayed texts only, never by the hidden partner
    const masked =
      actor.companyType === 'Facilitator' ? undefined : `${FACILITATOR_MANAGED_NAME} ${FACILITATOR_MANAGED_COUNTRY}`;
    const { rows, total } = await this.contacts.findListPage(companyId, f.q || undefined, masked, page);
    return { rows: rows.map((r) => view(r, actor.companyType)), total };
  }

  /** A contact token of the actor's company, valid 48 hours, usable by several partners until then. */
  async generateToken(actor: ContactActor, meta: RequestMeta): Promise<ContactToken> {
    this.assertCanEdit(actor);
    const token = randomToken();
    const expiresAt = addHours(this.clock.now(), LIMITS.inviteTokenHours);
    await this.uow.transaction(async (tx) => {
      await this.contacts.createToken(sha256(token), actor.companyId, actor.userId, expiresAt, tx);
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
    return this.uow.transaction(async (tx) => {
      let ownerId = actor.companyId;
      let byFacilitator = false;
      if (input.accountId && input.accountId !== actor.companyId) {
        if (actor.companyType !== 'Facilitator' || !(await this.operatesFor(actor.companyId, input.accountId, tx)))
          throw refuse(CONTACT_MSG.notOnBehalfOfAccount);
        ownerId = input.accountId;
        byFacilitator = true;
      }
      const target = await this.contacts.findTokenCompany(sha256(input.token), this.clock.now(), tx);
      if (!target) throw refuse(CONTACT_MSG.tokenInvalid);
      if (target.id === ownerId) throw refuse(CONTACT_MSG.ownCompany);
      if (target.type === 'Admin') throw refuse(CONTACT_MSG.adminCompany);
      if (target.status !== 'Active') throw refuse(CONTACT_MSG.companyNotActive);
      const contactId = await this.contacts.addContact(
        { fromId: ownerId, toId: target.id, byFacilitator, userId: actor.userId, at: this.clock.now() },
        tx,
      );
      if (!contactId) throw refuse('');
      await this.log.write(tx, {
        kind: 'User',
        action: 'Contact added',
        userId: actor.userId,
        companyId: ownerId,
        subjectType: 'company',
        subjectId: target.id,
        ip: meta.ip,
        details: { contactId, byFacilitator },
      });
      return view((await this.contacts.findContact(contactId, tx))!, actor.companyType);
    });
  }

  /** Switches on-behalf and public anonymity; switching on-behalf off resets public anonymity. */
  async update(actor: ContactActor, id: string, input: ContactUpdate, meta: RequestMeta): Promise<Contact> {
    this.assertCanEdit(actor);
    return this.uow.transaction(async (tx) => {
      const row = await this.contacts.lockOwnContact(id, actor.companyId, tx);
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
        await this.contacts.setSwitches(id, onBehalf, anonymity, tx);
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
    await this.uow.transaction(async (tx) => {
      const row = await this.contacts.deleteOwnContact(id, actor.companyId, tx);
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
  private operatesFor(facilitatorId: string, companyId: string, tx?: Tx): Promise<boolean> {
    return this.contacts.allowsOnBehalf(companyId, facilitatorId, tx);
  }

  private assertCanEdit(actor: ContactActor) {
    if (!canEditContacts(actor) || actor.companyType === 'Admin' || actor.companyType === 'Auditor') throw forbidden();
  }
}
