/** Builders for the API tests: applications, PDFs, captcha solutions and signed-in sessions. */
import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { LIMITS, type CompanyApplication } from '../../contracts';
import type { TestRegistry } from './test-registry';
import { codeIn } from './smtp-sink';

export const PASSWORD = 'Secret123';

export const uniqueEmail = (prefix = 'user') => `${prefix}.${crypto.randomBytes(4).toString('hex')}@example.com`;
export const uniqueName = (prefix = 'Company') => `${prefix} ${crypto.randomBytes(3).toString('hex')}`;

export async function givenPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText('Signed company letter', { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

/** Solves a challenge from the server the way the ALTCHA widget does, and returns the widget's payload. */
export async function givenCaptcha(t: TestRegistry): Promise<string> {
  const challenge = (await t.api.get('/api/captcha/challenge').expect(200)).body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function givenApplication(overrides: Partial<CompanyApplication> = {}): CompanyApplication {
  return {
    companyName: uniqueName('Airline'),
    accountType: 'Airline',
    registrationNumber: 'CHE-123.456.789',
    registrationIdentification: 'Registration number',
    streetAddress: 'Flughafenstrasse 1',
    zip: '8058',
    city: 'Zurich',
    country: 'Switzerland',
    companyPhone: { code: '+41', number: '441234567' },
    name: 'Anna',
    surname: 'Muster',
    email: uniqueEmail('applicant'),
    position: 'Head of Sustainability',
    userPhone: { code: '+41', number: '791234567' },
    password: PASSWORD,
    agreement: true,
    ...overrides,
  } as CompanyApplication;
}

/** Posts an application as the portal does: JSON payload + the letter, with a solved captcha unless given. */
export async function submitApplication(
  t: TestRegistry,
  application: Record<string, unknown>,
  letter: { content?: Buffer; filename?: string; contentType?: string } | null = {},
) {
  const payload = { ...application };
  if (!('captchaToken' in payload) && !payload.token) payload.captchaToken = await givenCaptcha(t);
  if (payload.captchaToken === undefined) delete payload.captchaToken;
  const req = t.api.post('/api/auth/register').field('payload', JSON.stringify(payload));
  if (letter)
    req.attach('signedCompanyLetter', letter.content ?? (await givenPdf()), {
      filename: letter.filename ?? 'letter.pdf',
      contentType: letter.contentType ?? 'application/pdf',
    });
  return await req;
}

/** The three login steps; returns the access token, refresh cookie and session user. */
export async function signIn(t: TestRegistry, email: string, password = PASSWORD, pick?: (a: { companyType: string }) => boolean) {
  const mark = t.sink.mark();
  const step1 = await t.api.post('/api/auth/login').send({ email, password }).expect(200);
  const code = codeIn(await t.sink.waitFor(email, /login code/, mark));
  const account = (step1.body.accounts as { userId: string; companyType: string; isReadOnly: boolean }[]).find(
    (a) => !a.isReadOnly && (!pick || pick(a)),
  )!;
  const session = await t.api.post('/api/auth/session').send({ email, password, otp: code, userId: account.userId }).expect(200);
  const cookie = (session.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bcu_refresh='))!;
  return { token: session.body.accessToken as string, cookie: cookie.split(';')[0], user: session.body.user };
}

/** Applies, confirms the e-mail and has the admin approve: an Active company owner ready to sign in. */
export async function givenApprovedCompany(t: TestRegistry, overrides: Partial<CompanyApplication> = {}) {
  const application = givenApplication(overrides);
  const applied = await submitApplication(t, application);
  if (applied.status !== 201) throw new Error(`application refused: ${JSON.stringify(applied.body)}`);
  const token = /[?&]token=([\w-]+)/.exec((await t.sink.waitFor(application.email, /Confirm your email/)).text)![1];
  await t.api.post('/api/email-confirmation/confirm').send({ token, email: application.email, password: PASSWORD }).expect(200);
  const admin = await adminSession(t);
  const { body: [submission] } = await t.api
    .get('/api/admin/submissions')
    .query({ filter: JSON.stringify({ q: application.companyName, type: 'Registration' }) })
    .set('Authorization', `Bearer ${admin.token}`)
    .expect(200);
  await t.api.post(`/api/admin/submissions/${submission.id}/approve`).set('Authorization', `Bearer ${admin.token}`).send({}).expect(200);
  return { application, submissionId: submission.id as string };
}

let adminCache: { signedInAt: number; session: Promise<{ token: string }> } | undefined;
/** The demo admin's session, shared by the tests; signed in again before its access token runs out (whole-suite runs). */
export function adminSession(t: TestRegistry) {
  if (!adminCache || Date.now() - adminCache.signedInAt > (LIMITS.accessTokenSeconds * 1000) / 2)
    adminCache = { signedInAt: Date.now(), session: signIn(t, 'admin@demo.bcu', 'Demo1234!') };
  return adminCache.session;
}
