/**
 * The signed-in user's profile and company (spec 1 §2 "Profile area", §4, §5). An account owner's profile change
 * becomes a ProfileUpdate submission with before/after values, applied when the admin approves it (spec 3 §2.1);
 * other users' changes — position and phone only — apply at once. Each write logs in its own transaction.
 */
import type { Tx } from '../../datasources';
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
import type { Database, Queryable } from '../../db/database';
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

const COMPANY_COLUMNS: Record<keyof Omit<CompanyUpdateRequest, 'companyPhone'>, string> = {
  name: 'name',
  registrationIdentification: 'registration_identification',
  registrationNumber: 'registration_number',
  streetAddress: 'street_address',
  streetAddressLineTwo: 'street_address_line_two',
  zip: 'zip',
  city: 'city',
  country: 'country',
  website: 'website',
};

export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly clock: Clock,
    private readonly files: FileStorageService,
  ) {}

  async values(db: Queryable, userId: string): Promise<ProfileValues> {
    const u = await this.db.one<{
      first_name: string;
      last_name: string;
      email: string;
      position: string | null;
      phone_code: string | null;
      phone_number: string | null;
    }>(
      'SELECT first_name, last_name, email, position, phone_code, phone_number FROM users WHERE id = $1',
      [userId],
      db,
    );
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
    return this.db.tx(async (tx) => {
      const current = await this.values(tx, actor.userId);
      // only what differs from the stored values is a change; saving the same values changes nothing
      const after = changedProfileValues(current, req);
      const fields = Object.keys(after) as (keyof ProfileValues)[];
      if (!fields.length) throw invalid(MSG.profileNotUpdated);
      if (owner) {
        const pending = await this.db.one(
          "SELECT 1 FROM submissions WHERE user_id = $1 AND type = 'ProfileUpdate' AND status = 'Pending' FOR UPDATE",
          [actor.userId],
          tx,
        );
        if (pending) throw conflict(PROFILE_REQUEST_PENDING);
        if (after.email !== undefined) await this.assertEmailFree(tx, after.email);
        // the request holds the changed fields only: their stored values before, the asked values after
        const before = Object.fromEntries(fields.map((f) => [f, current[f]]));
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO submissions (type, company_id, user_id, payload) VALUES ('ProfileUpdate', $1, $2, $3) RETURNING id`,
          [actor.companyId, actor.userId, JSON.stringify({ before, after })],
        );
        await publishSubmission(tx, {
          id: rows[0].id,
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
          subjectId: rows[0].id,
          ip: meta.ip,
          details: { fields },
        });
        return { outcome: 'request', message: MSG.profileChangeRequested, submissionId: rows[0].id };
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

  apply(tx: Tx, userId: string, after: Partial<ProfileValues>): Promise<void> {
    return applyProfileValues(tx, userId, after, this.clock.now());
  }

  private async assertEmailFree(db: Queryable, email: string): Promise<void> {
    await assertEmailFree(db, email);
  }

  async company(actor: ProfileActor, db: Queryable = this.db.pool): Promise<CompanyInfo> {
    const c = await this.db.one<CompanyRow>('SELECT * FROM companies WHERE id = $1', [actor.companyId], db);
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
    const c = await this.db.one<{ logo_file_id: string | null }>('SELECT logo_file_id FROM companies WHERE id = $1', [
      actor.companyId,
    ]);
    return c?.logo_file_id ? this.files.read(this.db.pool, c.logo_file_id) : undefined;
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
    await this.db.tx(async (tx) => {
      const old = await this.db.one<{ logo_file_id: string | null }>(
        'SELECT logo_file_id FROM companies WHERE id = $1 FOR UPDATE',
        [actor.companyId],
        tx,
      );
      const id = await this.files.store(tx, 'logo', file, mime);
      await tx.query('UPDATE companies SET logo_file_id = $2, updated_at = $3 WHERE id = $1', [
        actor.companyId,
        id,
        this.clock.now(),
      ]);
      if (old?.logo_file_id) await tx.query('DELETE FROM files WHERE id = $1', [old.logo_file_id]);
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
    await this.db.tx(async (tx) => {
      const old = await this.db.one<{ logo_file_id: string | null }>(
        'SELECT logo_file_id FROM companies WHERE id = $1 FOR UPDATE',
        [actor.companyId],
        tx,
      );
      if (!old?.logo_file_id) throw notFound();
      await tx.query('UPDATE companies SET logo_file_id = NULL, updated_at = $2 WHERE id = $1', [
        actor.companyId,
        this.clock.now(),
      ]);
      await tx.query('DELETE FROM files WHERE id = $1', [old.logo_file_id]);
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
    return this.db.tx(async (tx) => {
      const sets: string[] = [];
      const params: unknown[] = [actor.companyId];
      for (const [k, col] of Object.entries(COMPANY_COLUMNS)) {
        const v = req[k as keyof typeof COMPANY_COLUMNS];
        if (v === undefined) continue;
        params.push(v === '' ? null : v);
        sets.push(`${col} = $${params.length}`);
      }
      if (req.companyPhone) {
        params.push(req.companyPhone.code, req.companyPhone.number);
        sets.push(`phone_code = $${params.length - 1}`, `phone_number = $${params.length}`);
      }
      params.push(this.clock.now());
      sets.push(`updated_at = $${params.length}`);
      await tx.query(`UPDATE companies SET ${sets.join(', ')} WHERE id = $1`, params);
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

async function assertEmailFree(db: Queryable, email: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM credentials WHERE email = $1', [email]);
  if (rows.length) throw conflict(EMAIL_TAKEN);
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

/**
 * Writes profile values to a user (a direct change, or an approved ProfileUpdate submission, which holds the
 * changed fields only; the others keep their stored values). A new e-mail moves the login itself: one password
 * serves every account of an e-mail, so all of them follow (ON UPDATE CASCADE).
 */
export async function applyProfileValues(
  tx: Queryable,
  userId: string,
  changes: Partial<ProfileValues>,
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{
    email: string;
    first_name: string;
    last_name: string;
    position: string | null;
    phone_code: string | null;
    phone_number: string | null;
  }>('SELECT email, first_name, last_name, position, phone_code, phone_number FROM users WHERE id = $1 FOR UPDATE', [
    userId,
  ]);
  if (!rows[0]) throw notFound();
  const u = rows[0];
  const after: ProfileValues = {
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    position: u.position,
    cellPhone: u.phone_code && u.phone_number ? { code: u.phone_code, number: u.phone_number } : null,
    ...changes,
  };
  if (after.email !== rows[0].email) {
    await assertEmailFree(tx, after.email);
    await tx.query('UPDATE credentials SET email = $2, updated_at = $3 WHERE email = $1', [
      rows[0].email,
      after.email,
      now,
    ]);
  }
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = $3, position = $4, phone_code = $5, phone_number = $6, updated_at = $7
     WHERE id = $1`,
    [
      userId,
      after.firstName,
      after.lastName,
      after.position,
      after.cellPhone?.code ?? null,
      after.cellPhone?.number ?? null,
      now,
    ],
  );
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
