/**
 * Reference values in the backoffice (spec 3 §2.6, §5, §7 "Reference values"): certification schemes, feedstock
 * certifications and incentives — list, create, change, delete, each write with its action-log row (and a live
 * 'reference-values' event) in the same transaction. A scheme or feedstock certification that a credit's
 * registration data names cannot be deleted (the credit would lose its scheme, its baseline and so its CO2eq basis).
 */
import type { Tx, UnitOfWork } from '../../datasources';
import {
  type AdminCertificationScheme,
  type AdminNamedReference,
  MSG,
  type NamedReferenceInput,
  type NamedReferenceSortField,
  type ReferenceFilter,
  type SchemeCreate,
  type SchemeSortField,
  type SchemeUpdate,
} from '../../contracts';
import type { ReferenceRepository } from '../../repositories';
import { conflict, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from './admin-user.service';
import type { RequestMeta } from '../accounts/account.service';
import type { ListPage } from '../list-page';
import { publish } from '../platform/events.service';

/** The two id-and-name lists: their log subject, label and the refusal of deleting an entry a credit names. */
const NAMED = {
  feedstockCertifications: {
    subject: 'feedstock_certification',
    label: 'Feedstock certification',
    inUseMessage: MSG.feedstockCertificationInUse,
  },
  incentives: {
    subject: 'incentive',
    label: 'Incentive',
    inUseMessage: '',
  },
} as const;
export type NamedReferenceList = keyof typeof NAMED;

/** The fields of a scheme an admin changes, in the order they are compared. */
const SCHEME_FIELDS: readonly (keyof SchemeUpdate)[] = ['name', 'baselineValue', 'fuelEmissionFactor'];

/** A unique-name violation becomes the 409 the form shows under the name. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw conflict(MSG.referenceNameTaken, [{ path: 'name', message: MSG.referenceNameTaken }]);
    throw e;
  }
}

export class ReferenceAdminService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reference: ReferenceRepository,
    private readonly log: AuditLogService,
  ) {}

  // ---- certification schemes ----

  listSchemes(filter: ReferenceFilter, page: ListPage<SchemeSortField>) {
    return this.reference.schemePage(filter, page);
  }

  async scheme(id: number, tx?: Tx, lock = false): Promise<AdminCertificationScheme> {
    const row = await this.reference.adminScheme(id, tx, lock);
    if (!row) throw notFound();
    return row;
  }

  createScheme(input: SchemeCreate, by: Editor, meta: RequestMeta): Promise<AdminCertificationScheme> {
    return uniqueName(() =>
      this.uow.transaction(async (tx) => {
        const id = await this.reference.insertScheme(input, tx);
        const after = await this.scheme(id, tx);
        await this.write(tx, 'Certification scheme created', 'certification_scheme', after.id, by, meta, {
          scheme: plain(after),
        });
        return after;
      }),
    );
  }

  /** Applies the given fields that differ; nothing changed: no write, no log row, no event. */
  updateScheme(id: number, input: SchemeUpdate, by: Editor, meta: RequestMeta): Promise<AdminCertificationScheme> {
    return uniqueName(() =>
      this.uow.transaction(async (tx) => {
        const before = await this.scheme(id, tx, true);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const sets: SchemeUpdate = {};
        for (const key of SCHEME_FIELDS) {
          const next = input[key];
          if (next === undefined || next === before[key]) continue;
          changes[key] = { from: before[key], to: next };
          Object.assign(sets, { [key]: next });
        }
        if (!Object.keys(sets).length) return before;
        await this.reference.updateScheme(id, sets, tx);
        const after = await this.scheme(id, tx);
        await this.write(tx, 'Certification scheme updated', 'certification_scheme', id, by, meta, {
          name: after.name,
          changes,
        });
        return after;
      }),
    );
  }

  /** Deletes a scheme no credit names; answers it as it was. */
  removeScheme(id: number, by: Editor, meta: RequestMeta): Promise<AdminCertificationScheme> {
    return this.uow.transaction(async (tx) => {
      // the share lock on credits keeps a registration from naming the scheme between the check and the delete
      await this.reference.holdCredits(tx);
      const before = await this.scheme(id, tx, true);
      if (before.inUse) throw conflict(MSG.schemeInUse, [{ path: 'id', message: MSG.schemeInUse }]);
      await this.reference.deleteScheme(id, tx);
      await this.write(tx, 'Certification scheme deleted', 'certification_scheme', id, by, meta, {
        scheme: plain(before),
      });
      return before;
    });
  }

  // ---- feedstock certifications and incentives ----

  listNamed(list: NamedReferenceList, filter: ReferenceFilter, page: ListPage<NamedReferenceSortField>) {
    return this.reference.namedPage(list, filter, page);
  }

  async named(list: NamedReferenceList, id: number, tx?: Tx, lock = false): Promise<AdminNamedReference> {
    const row = await this.reference.adminNamed(list, id, tx, lock);
    if (!row) throw notFound();
    return row;
  }

  createNamed(list: NamedReferenceList, input: NamedReferenceInput, by: Editor, meta: RequestMeta) {
    const { subject, label } = NAMED[list];
    return uniqueName(() =>
      this.uow.transaction(async (tx) => {
        const id = await this.reference.insertNamed(list, input.name, tx);
        await this.write(tx, `${label} created`, subject, id, by, meta, { name: input.name });
        return this.named(list, id, tx);
      }),
    );
  }

  updateNamed(list: NamedReferenceList, id: number, input: NamedReferenceInput, by: Editor, meta: RequestMeta) {
    const { subject, label } = NAMED[list];
    return uniqueName(() =>
      this.uow.transaction(async (tx) => {
        const before = await this.named(list, id, tx, true);
        if (before.name === input.name) return before;
        await this.reference.renameNamed(list, id, input.name, tx);
        await this.write(tx, `${label} updated`, subject, id, by, meta, {
          changes: { name: { from: before.name, to: input.name } },
        });
        return this.named(list, id, tx);
      }),
    );
  }

  removeNamed(list: NamedReferenceList, id: number, by: Editor, meta: RequestMeta) {
    const { subject, label, inUseMessage } = NAMED[list];
    return this.uow.transaction(async (tx) => {
      if (inUseMessage) await this.reference.holdCredits(tx);
      const before = await this.named(list, id, tx, true);
      if (before.inUse) throw conflict(inUseMessage, [{ path: 'id', message: inUseMessage }]);
      await this.reference.deleteNamed(list, id, tx);
      await this.write(tx, `${label} deleted`, subject, id, by, meta, { name: before.name });
      return before;
    });
  }

  private async write(
    tx: Tx,
    action: string,
    subjectType: string,
    id: number,
    by: Editor,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    await this.log.write(tx, {
      kind: 'User',
      action,
      userId: by.userId,
      companyId: by.companyId,
      subjectType,
      subjectId: String(id),
      ip: meta.ip,
      details: { id, adminId: by.userId, ...details },
    });
    await publish(tx, { topic: 'reference-values', data: { list: subjectType, id } });
  }
}

const plain = ({ inUse: _inUse, ...rest }: AdminCertificationScheme) => rest;
