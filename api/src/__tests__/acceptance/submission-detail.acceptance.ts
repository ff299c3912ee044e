import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, adminSession, givenApplication, signIn, submitApplication } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { tokenIn } from '../support/smtp-sink';
import { statementsDuring } from '../support/statement-log';
import { toDetail } from '../../services/credits/ledger/credit-projection';

/**
 * The admin's submission detail — the answer of GET, approve and reject — is read in a few statements (issue 14,
 * approvals per second) and stays, byte for byte, what the separate reads of each tab composed before: the
 * submission's row, its company, the company's users, the note, the company's certification, the request, the credit
 * and its events. The oracle below is that composition, read tab by tab.
 */
describe('the submission detail: one answer, byte for byte, in fewer reads (issue 14)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  before(async () => (t = await givenRegistry()));

  const admin = async () => `Bearer ${(await adminSession(t)).token}`;
  const as = async (c: TradingCompany) => `Bearer ${(await signIn(t, c.userEmail, PASSWORD)).token}`;

  /** The detail as the eight separate reads of stop 17 composed it. */
  async function detailReadTabByTab(id: string): Promise<Record<string, unknown>> {
    const { db, services: s } = t.registry;
    const {
      rows: [row],
    } = await s.repos.submissions.reviewPage(
      { id: [id] },
      { sortField: 'createdAt', sortOrder: 'DESC', limit: 1, offset: 0 },
    );
    const company = await db.one(
      `SELECT id, name, type, status, registration_number AS "registrationNumber",
              registration_identification AS "registrationIdentification", street_address AS "streetAddress",
              street_address_line_two AS "streetAddressLineTwo", zip, city, country,
              json_build_object('code', phone_code, 'number', phone_number) AS phone, website, rsb,
              certificate_start_date AS "certificateStartDate", certificate_end_date AS "certificateEndDate",
              signed_letter_file_id IS NOT NULL AS "hasSignedLetter", created_at AS "createdAt"
       FROM companies WHERE id = $1`,
      [row.companyId],
    );
    const users = await db.rows<{ email: string }>(
      `SELECT id, suid AS "SUID", first_name AS "firstName", last_name AS "lastName", email, position,
              CASE WHEN phone_code IS NULL THEN NULL ELSE json_build_object('code', phone_code, 'number', phone_number) END AS "cellPhone",
              role, type, status, is_email_confirmed AS "isEmailConfirmed", created_at AS "createdAt"
       FROM users WHERE company_id = $1 ORDER BY type, created_at`,
      [row.companyId],
    );
    const note = await s.repos.submissions.note('submission', id);
    let extra: Record<string, unknown> = {};
    if (row.type === 'BCUTransfer' || row.type === 'BCURetirement') {
      const certification = await db.one<{ end: string | null; expired: boolean }>(
        `SELECT certificate_end_date::text AS end,
                coalesce(certificate_end_date < ($2::timestamptz AT TIME ZONE 'UTC')::date, false) AS expired
         FROM companies WHERE id = $1`,
        [row.companyId, t.clock.now()],
      );
      const request = await s.repos.creditRequests.findViewBySubmission(id);
      const creditId = request?.heldCreditId;
      const base = {
        certificateEndDate: certification?.end ?? null,
        certificationExpired: certification?.expired ?? false,
      };
      let credit: Record<string, unknown> = { ...base, credit: null, events: [] };
      if (creditId) {
        const detail = toDetail(await s.creditQuery.row(creditId));
        credit = {
          ...base,
          credit: detail,
          values: detail.values,
          info: detail.info,
          scope1: detail.scope1,
          scope3: detail.scope3,
          events: await s.creditQuery.events(creditId),
        };
      }
      const tab = request
        ? row.type === 'BCUTransfer'
          ? s.transfers.detail(request)
          : s.retirements.detail(request)
        : {};
      extra = { ...credit, ...tab };
    }
    const applicant = users.find((u) => u.email === row.applicantEmail) ?? null;
    return { ...row, ...{ company, users, applicant, note }, ...extra };
  }

  /** The answer's text must be the oracle's JSON, key order and dates included. */
  async function expectSameAsTabByTab(text: string, id: string) {
    expect(text).to.equal(JSON.stringify(await detailReadTabByTab(id)));
  }

  async function givenTransfer() {
    const sender = await givenTradingCompany(t, 'Supplier');
    const receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, sender, receiver);
    const c = await givenActiveCredit(t, { holder: sender, volumeKg: 10_000, co2eqKg: 7_500, energyMj: 430_000 });
    const sent = await t.api
      .post(`/api/credits/${c.id}/transfer`)
      .set('Authorization', await as(sender))
      .send({ amount: '4', amountType: 'BCU', receiverId: receiver.companyId })
      .expect(201);
    return { sender, receiver, request: sent.body as { id: string; submissionId: string } };
  }

  it("a transfer's detail, pending and approved, and its approval's answer", async () => {
    const { request } = await givenTransfer();
    const id = request.submissionId;
    const pending = await t.api
      .get(`/api/admin/submissions/${id}`)
      .set('Authorization', await admin())
      .expect(200);
    await expectSameAsTabByTab(pending.text, id);
    await t.api
      .put(`/api/admin/submissions/${id}/note`)
      .set('Authorization', await admin())
      .send({ note: 'Checked the PoS' })
      .expect(204);
    const approved = await t.api
      .post(`/api/admin/submissions/${id}/approve`)
      .set('Authorization', await admin())
      .send({ message: 'Fine' })
      .expect(200);
    expect(approved.body).to.include({ status: 'Approved', note: 'Checked the PoS' });
    expect(approved.body.events).to.have.length.greaterThan(2);
    await expectSameAsTabByTab(approved.text, id);
  });

  it("a rejected transfer of a company whose certification ended: the reject's answer", async () => {
    const { sender, request } = await givenTransfer();
    await t.registry.db.rows(
      "UPDATE companies SET certificate_start_date = '2020-01-01', certificate_end_date = '2020-12-31' WHERE id = $1",
      [sender.companyId],
    );
    const rejected = await t.api
      .post(`/api/admin/submissions/${request.submissionId}/reject`)
      .set('Authorization', await admin())
      .send({ message: 'Not this time' })
      .expect(200);
    expect(rejected.body).to.include({
      certificateEndDate: '2020-12-31',
      certificationExpired: true,
      status: 'Rejected',
    });
    await expectSameAsTabByTab(rejected.text, request.submissionId);
  });

  it("a retirement's approval, with its statement's RSID", async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const c = await givenActiveCredit(t, { holder: airline, scope1CompanyId: airline.companyId });
    const req = await t.api
      .post(`/api/credits/${c.id}/retire`)
      .set('Authorization', await as(airline))
      .send({ amount: '2.5', creditClaimCountry: 'France', reporting: 'CORSIA', isScope1Provider: 'yes' })
      .expect(201);
    const approved = await t.api
      .post(`/api/admin/submissions/${req.body.submissionId}/approve`)
      .set('Authorization', await admin())
      .send({})
      .expect(200);
    expect(approved.body.retirementInfo.statementRsid ?? approved.text).to.match(/RS-\d{4}-\d{6,}/);
    await expectSameAsTabByTab(approved.text, req.body.submissionId);
  });

  it("a company's registration: the approval's answer (no type tabs)", async () => {
    const a = givenApplication();
    expect((await submitApplication(t, a)).status).to.equal(201);
    const token = tokenIn(await t.sink.waitFor(a.email, /Confirm your email/));
    await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD }).expect(200);
    const {
      body: [submission],
    } = await t.api
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ q: a.companyName, type: 'Registration' }) })
      .set('Authorization', await admin())
      .expect(200);
    const approved = await t.api
      .post(`/api/admin/submissions/${submission.id}/approve`)
      .set('Authorization', await admin())
      .send({})
      .expect(200);
    expect(approved.body.applicant).to.include({ email: a.email });
    await expectSameAsTabByTab(approved.text, submission.id);
  });

  it("an approval's answer reads the submission with its company, users and note in one statement, the request, and its credit with its events in one", async () => {
    const { request } = await givenTransfer();
    const token = await admin();
    const sql = await statementsDuring(() =>
      t.api
        .post(`/api/admin/submissions/${request.submissionId}/approve`)
        .set('Authorization', token)
        .send({})
        .expect(200),
    );
    // after the commit; the mail outbox, the job queue and the PDF renderer may run beside it: only the detail's reads count
    const after = sql.slice(sql.findIndex((q) => /^COMMIT/i.test(q.trim())) + 1);
    // the submission with its company, users and note in one statement, none of them read apart
    expect(after.filter((q) => /FROM submissions s\b/.test(q))).to.have.length(1);
    expect(
      after.filter((q) => /SELECT body FROM notes|AS "registrationNumber"|AS "SUID"|AS end\b/.test(q)),
    ).to.deep.equal([]);
    // the request, then the credit with its lineage's events in one statement
    expect(after.filter((q) => q.includes('"statementRsid"'))).to.have.length(1);
    expect(after.filter((q) => q.includes('lineage'))).to.have.length(1);
  });
});
