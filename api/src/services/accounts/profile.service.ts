/**
 * The signed-in user's profile and company (spec 1 §2 "Profile area", §4, §5). An account owner's profile change
 * becomes a ProfileUpdate submission with before/after values, applied when the admin approves it (spec 3 §2.1);
 * other users' changes — position and phone only — apply at once. Each write logs in its own transaction.
 */
import type { Tx, UnitOfWork } from '../../datasources';
import {
  COMPANY_INFO_COLUMNS,
  type CompanyRepository,
  type SubmissionRepository,
  type UserRepository,
} from '../../repositories';
import type { SubmissionDecision } from '../admin/review.service';
import {
  EMAIL_TAKEN,
  MSG,
  OWNER_ONLY_PROFILE_FIELDS,
  PROFILE_REQUEST_PENDING,
  lockedCompanyFields,
  type CompanyInfo,
  type CompanyType,
  type CompanyUpdateRequest,
  type LogoMimeType,
  LIMITS,
  type ProfileUpdateRequest,
  type ProfileUpdateResult,
  type ProfileValues,
} from '../../contracts';
import type { FileStorageService, UploadedFile } from '../platform/file-storage.service';
import { conflict, forbidden, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Clock } from '../platform/clock';
import type { RequestMeta } from './account.service';
import { publishSubmission } from '../admin/submission-events';

export interface ProfileActor {
  userId: string;
  companyId: string;
  role: string;
  type: string;
  companyType: CompanyType;
}

interface CompanyRow {
  id: string;
  name: string;
  type: CompanyType;
  status: string;
  registration_identification: string;
  registration_number: string;
  street_address: string;
  street_address_line_two: string | null;
  zip: string;
  city: string;
  country: string;
  phone_code: string;
  phone_number: string;
  website: string | null;
  approved_at: Date | null;
  expires_at: Date | null;
  logo_file_id: string | null;
}

export class ProfileService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly companies: CompanyRepository,
    private readonly submissions: SubmissionRepository,
    private readonly log: AuditLogService,
    private readonly clock: Clock,
    private readonly files: FileStorageService,
  ) {}

  async values(userId: string, tx?: Tx): Promise<ProfileValues> {
    const u = await this.users.findProfileValues(userId, false, tx);
    if (!u) throw notFound();
    return {
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      position: u.position,
      cellPhone: u.phone_code && u.phone_number ? { code: u.phone_code, number: u.phone_number } : null,
    };
  }

  /**
   * Changes the caller's profile. The account owner's change is a request for the admin; another user may change
   * position and phone only, at once.
   */
  async update(actor: ProfileActor, req: ProfileUpdateRequest, meta: RequestMeta): Promise<ProfileUpdateResult> {
    const owner = actor.type === 'Primary';
    if (!owner && OWNER_ONLY_PROFILE_FIELDS.some((f) => req[f] !== undefined)) throw forbidden();
    return this.uow.transaction(async (tx) => {
      const current = await this.values(actor.userId, tx);
      // only what differs from the stored values is a change; saving the same values changes nothing
      const after = changedProfileValues(current, req);
      const fields = Object.keys(after) as (keyof ProfileValues)[];
      if (!fields.length) throw invalid(MSG.profileNotUpdated);
      if (owner) {
        if (await this.submissions.lockPendingProfileUpdate(actor.userId, tx)) throw conflict(PROFILE_REQUEST_PENDING);
        if (after.email !== undefined) await this.assertEmailFree(after.email, tx);
        // the request holds the changed fields only: their stored values before, the asked values after
        const before = Object.fromEntries(fields.map((f) => [f, current[f]]));
        const submissionId = await this.submissions.createProfileUpdateSubmission(
          actor.companyId,
          actor.userId,
          JSON.stringify({ before, after }),
          tx,
        );
        await publishSubmission(tx, {
          id: submissionId,
          type: 'ProfileUpdate',
          status: 'Pending',
          companyId: actor.companyId,
        });
        await this.log.write(tx, {
          kind: 'User',
          action: 'Profile change requested',
          userId: actor.userId,
          companyId: actor.companyId,
          subjectType: 'submission',
          subjectId: submissionId,
          ip: meta.ip,
          details: { fields },
        });
        return { outcome: 'request', message: MSG.profileChangeRequested, submissionId };
      }
      await this.apply(tx, actor.userId, after);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Profile updated',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'user',
        subjectId: actor.userId,
        ip: meta.ip,
        details: { fields },
      });
      return { outcome: 'applied', message: MSG.profileUpdated };
    });
  }

  /** Applies an approved ProfileUpdate submission's 'after' values to its user (spec 3 §2.1), in the review's transaction. */
  async decide(tx: Tx, d: SubmissionDecision): Promise<void> {
    if (d.status !== 'Approved' || !d.userId) return;
    const { after } = d.payload as { after: Partial<ProfileValues> };
    await this.apply(tx, d.userId, after);
  }

  /**
   * Writes profile values to a user (a direct change, or an approved ProfileUpdate submission, which holds the
   * changed fields only; the others keep their stored values). A new e-mail moves the login itself: one password
   * serves every account of an e-mail, so all of them follow (ON UPDATE CASCADE).
   */
  async apply(tx: Tx, userId: string, changes: Partial<ProfileValues>): Promise<void> {
    const now = this.clock.now();
    const u = await this.users.findProfileValues(userId, true, tx);
    if (!u) throw notFound();
    const after: ProfileValues = {
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      position: u.position,
      cellPhone: u.phone_code && u.phone_number ? { code: u.phone_code, number: u.phone_number } : null,
      ...changes,
    };
    if (after.email !== u.email) {
      await this.assertEmailFree(after.email, tx);
      await this.users.moveCredentials(u.email, after.email, now, tx);
    }
    await this.users.updateProfile(
      userId,
      {
        firstName: after.firstName,
        lastName: after.lastName,
        position: after.position,
        phoneCode: after.cellPhone?.code ?? null,
        phoneNumber: after.cellPhone?.number ?? null,
      },
      now,
      tx,
    );
  }

  private async assertEmailFree(email: string, tx: Tx): Promise<void> {
    if (await this.users.hasCredentials(email, tx)) throw conflict(EMAIL_TAKEN);
  }

  async company(actor: ProfileActor, tx?: Tx): Promise<CompanyInfo> {
    const c = await this.companies.findRow<CompanyRow>(actor.companyId, tx);
    if (!c) throw notFound();
    return {
      id: c.id,
      name: c.name,
      type: c.type,
      status: c.status,
      registrationIdentification: c.registration_identification,
      registrationNumber: c.registration_number,
      streetAddress: c.street_address,
      streetAddressLineTwo: c.street_address_line_two,
      zip: c.zip,
      city: c.city,
      country: c.country,
      companyPhone: { code: c.phone_code, number: c.phone_number },
      website: c.website,
      approvedAt: c.approved_at?.toISOString() ?? null,
      expiresAt: c.expires_at?.toISOString() ?? null,
      hasLogo: !!c.logo_file_id,
      editable: this.mayEditCompany(actor),
      lockedFields: [...lockedCompanyFields(c.type)],
    };
  }

  /** The account owner edits the company (admins their own Admin company); users and auditors' users read. */
  private mayEditCompany(actor: ProfileActor): boolean {
    return actor.type === 'Primary' || actor.role === 'Admin' || actor.role === 'SuperAdmin';
  }

  /** The company's logo, if any. */
  async logo(actor: ProfileActor): Promise<{ mimeType: string; content: Buffer } | undefined> {
    const c = await this.companies.findLogoFile(actor.companyId, false);
    return c?.logo_file_id ? this.files.read(c.logo_file_id) : undefined;
  }

  /**
   * Replaces the company's logo: JPEG, PNG, SVG or WebP by content (not by the declared type), at most 2 MB.
   * An SVG is only ever served as an image with a sandboxing policy, so its scripts cannot run.
   */
  async setLogo(actor: ProfileActor, file: UploadedFile | undefined, meta: RequestMeta): Promise<void> {
    if (!this.mayEditCompany(actor)) throw forbidden();
    if (!file?.size) throw invalid(MSG.invalidImage, [{ path: 'logo', message: MSG.invalidImage }]);
    if (file.size > LIMITS.logoMaxBytes)
      throw invalid(MSG.imageTooLarge, [{ path: 'logo', message: MSG.imageTooLarge }]);
    const mime = logoType(file.buffer);
    if (!mime) throw invalid(MSG.invalidImage, [{ path: 'logo', message: MSG.invalidImage }]);
    await this.uow.transaction(async (tx) => {
      const old = await this.companies.findLogoFile(actor.companyId, true, tx);
      const id = await this.files.store(tx, 'logo', file, mime);
      await this.companies.setLogoFile(actor.companyId, id, this.clock.now(), tx);
      if (old?.logo_file_id) await this.files.remove(old.logo_file_id, tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Company logo uploaded',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'company',
        subjectId: actor.companyId,
        ip: meta.ip,
        details: { mimeType: mime, bytes: file.size },
      });
    });
  }

  async removeLogo(actor: ProfileActor, meta: RequestMeta): Promise<void> {
    if (!this.mayEditCompany(actor)) throw forbidden();
    await this.uow.transaction(async (tx) => {
      const old = await this.companies.findLogoFile(actor.companyId, true, tx);
      if (!old?.logo_file_id) throw notFound();
      await this.companies.setLogoFile(actor.companyId, null, this.clock.now(), tx);
      await this.files.remove(old.logo_file_id, tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Company logo removed',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'company',
        subjectId: actor.companyId,
        ip: meta.ip,
      });
    });
  }

  /** Changes the company's editable fields; the locked ones of its type are refused (spec 1 §2). */
  async updateCompany(actor: ProfileActor, req: CompanyUpdateRequest, meta: RequestMeta): Promise<CompanyInfo> {
    if (!this.mayEditCompany(actor)) throw forbidden();
    const locked = lockedCompanyFields(actor.companyType).filter((f) => f in req);
    if (locked.length) throw forbidden(MSG.accountUpdateFailed);
    return this.uow.transaction(async (tx) => {
      const { companyPhone, ...fields } = req;
      await this.companies.updateInfo(actor.companyId, pick(fields), companyPhone, this.clock.now(), tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Company info updated',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'company',
        subjectId: actor.companyId,
        ip: meta.ip,
        details: { fields: Object.keys(req) },
      });
      return this.company(actor, tx);
    });
  }
}

/** The asked values that differ from the stored ones (a phone by code and number). */
export function changedProfileValues(current: ProfileValues, asked: Partial<ProfileValues>): Partial<ProfileValues> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const phone = (p: ProfileValues['cellPhone'] | undefined) => (p ? { code: p.code, number: p.number } : null);
  return Object.fromEntries(
    (Object.keys(asked) as (keyof ProfileValues)[])
      .filter((k) => asked[k] !== undefined)
      .filter((k) =>
        k === 'cellPhone' ? !same(phone(asked.cellPhone), phone(current.cellPhone)) : !same(asked[k], current[k]),
      )
      .map((k) => [k, asked[k]]),
  ) as Partial<ProfileValues>;
}

/** The company info fields of a request that have a column (the rest of the request is not written). */
function pick(fields: Omit<CompanyUpdateRequest, 'companyPhone'>) {
  return Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => k in COMPANY_INFO_COLUMNS && v !== undefined),
  ) as Partial<Record<keyof typeof COMPANY_INFO_COLUMNS, string>>;
}

/** The image type of a logo by its first bytes (an SVG by its markup), or undefined. */
export function logoType(b: Buffer): LogoMimeType | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  const head = b
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (
    (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) &&
    /<svg[\s>]/i.test(b.toString('utf8'))
  )
    return 'image/svg+xml';
  return undefined;
}
