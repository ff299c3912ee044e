import { expect } from 'chai';
import {
  CompanyApplication,
  MSG,
  Password,
  Phone,
  Otp,
  TokenPasswordRequest,
  existenceOutcome,
  can,
  refusalOf,
  visibleTabs,
  badgeText,
  DIAL_CODES,
  COUNTRIES,
  type Actor,
} from '../../contracts';
import { givenApplication } from '../support/builders';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('contracts: company application (spec 1 §5)', () => {
  const base = () => ({ ...givenApplication(), captchaToken: 'x' });

  it('accepts a complete Airline application', () => {
    expect(CompanyApplication.safeParse(base()).success).to.equal(true);
  });

  it('gives the spec message for a company name outside 3 to 100 characters', () => {
    expect(messagesOf(CompanyApplication.safeParse({ ...base(), companyName: 'AB' }))).to.include(MSG.companyNameLength);
    expect(messagesOf(CompanyApplication.safeParse({ ...base(), companyName: 'A'.repeat(101) }))).to.include(MSG.companyNameLength);
  });

  it('requires the Supplier-only fields for a Supplier and refuses them for others', () => {
    const supplier = messagesOf(CompanyApplication.safeParse({ ...base(), accountType: 'Supplier' }));
    expect(supplier).to.include.members([MSG.poNumberRequired, MSG.startDateRequired, MSG.endDateRequired]);
    expect(CompanyApplication.safeParse({ ...base(), rsb: 'PO-1' }).success).to.equal(false);
  });

  it('refuses a certificate start date after the end date, with both messages', () => {
    const r = CompanyApplication.safeParse({
      ...base(), accountType: 'Supplier', rsb: 'PO-1', certificateStartDate: '2026-05-01', certificateEndDate: '2026-04-01',
    });
    expect(messagesOf(r)).to.include.members([MSG.startAfterEnd, MSG.endBeforeStart]);
  });

  it('requires a token for a Corporate application', () => {
    expect(messagesOf(CompanyApplication.safeParse({ ...base(), accountType: 'Corporate' }))).to.include(MSG.tokenRequired);
  });

  it('requires the captcha unless a token is present', () => {
    const { captchaToken: _, ...withoutCaptcha } = base();
    expect(messagesOf(CompanyApplication.safeParse(withoutCaptcha))).to.include(MSG.captchaRequired);
    expect(CompanyApplication.safeParse({ ...withoutCaptcha, accountType: 'Intermediary', token: 'abc' }).success).to.equal(true);
  });

  it('gives the address, person and agreement messages', () => {
    const r = CompanyApplication.safeParse({ ...base(), streetAddress: ' ', zip: '123', city: '', name: '', surname: '', position: '', agreement: false, email: 'nope' });
    expect(messagesOf(r)).to.include.members([
      MSG.streetAddressRequired, MSG.zipLength, MSG.cityRequired, MSG.nameRequired, MSG.surnameRequired,
      MSG.positionRequired, MSG.agreementRequired, MSG.validEmail,
    ]);
  });

  it('rejects unknown fields instead of ignoring them', () => {
    expect(CompanyApplication.safeParse({ ...base(), isAdmin: true }).success).to.equal(false);
  });
});

describe('contracts: phone, password, code', () => {
  it('accepts a known dial code and 4 to 11 digits', () => {
    expect(Phone.safeParse({ code: '+41', number: '1234' }).success).to.equal(true);
    expect(messagesOf(Phone.safeParse({ code: '+999', number: '1234' }))).to.deep.equal([MSG.phoneCodeFormat]);
    expect(messagesOf(Phone.safeParse({ code: '+41', number: '123' }))).to.deep.equal([MSG.phoneFormat]);
    expect(messagesOf(Phone.safeParse({ code: '+41', number: '123456789012' }))).to.deep.equal([MSG.phoneFormat]);
    expect(messagesOf(Phone.safeParse({ code: '+41', number: '12a45' }))).to.deep.equal([MSG.phoneFormat]);
  });

  it('applies the password rule: 8 characters with a digit, a lower-case and a capital letter', () => {
    for (const bad of ['Short1', 'alllower1', 'ALLUPPER1', 'NoDigitsHere'])
      expect(messagesOf(Password.safeParse(bad)), bad).to.deep.equal([MSG.passwordRule]);
    expect(Password.safeParse('Secret123').success).to.equal(true);
  });

  it("accepts a 5-digit code only: 'OTP must be a number from email.' for non-digits, the length rule otherwise", () => {
    expect(Otp.safeParse('12345').success).to.equal(true);
    for (const bad of ['abcde', '12a', '', '123 45']) expect(messagesOf(Otp.safeParse(bad)), bad).to.deep.equal([MSG.otpFormat]);
    for (const bad of ['1234', '123456']) expect(messagesOf(Otp.safeParse(bad)), bad).to.deep.equal([MSG.otpLength]);
  });

  it('requires the confirmation to match', () => {
    const r = TokenPasswordRequest.safeParse({ token: 't', password: 'Secret123', confirmPassword: 'Secret124' });
    expect(messagesOf(r)).to.deep.equal([MSG.passwordSameAsAbove]);
  });

  it('lists about 250 countries and their dial codes from the maintained package', () => {
    expect(COUNTRIES.length).to.be.within(240, 260);
    expect(DIAL_CODES).to.include.members(['+1', '+41', '+49']);
  });
});

describe('contracts: existence outcomes (spec 1 §4)', () => {
  const flags = (t: boolean, a: boolean, n: boolean) => ({ isAccountTypeExist: t, isAccountsExist: a, isAccountNameSame: n });
  it('decides the four outcomes', () => {
    expect(existenceOutcome(flags(true, true, true), 'Airline')).to.equal('alreadyAssociated');
    expect(existenceOutcome(flags(true, false, false), 'Airline')).to.equal('accountExists');
    expect(existenceOutcome(flags(true, false, false), 'Auditor')).to.equal('submit');
    expect(existenceOutcome(flags(false, true, false), 'Airline')).to.equal('confirmNewType');
    expect(existenceOutcome(flags(false, false, false), 'Airline')).to.equal('submit');
  });
});

describe('contracts: access matrix (spec 1 §6)', () => {
  const actor = (a: Partial<Actor>): Actor => ({ role: 'SystemUser', type: 'Secondary', companyType: 'Airline', status: 'Active', ...a });

  it('lets only Secondary users of a Supplier register BCUs', () => {
    expect(can(actor({ companyType: 'Supplier' }), 'bcu.register')).to.equal(true);
    expect(can(actor({ companyType: 'Supplier', type: 'Primary' }), 'bcu.register')).to.equal(false);
    expect(can(actor({ companyType: 'Airline' }), 'bcu.register')).to.equal(false);
  });

  it('lets Airline, Corporate, Forwarder and Facilitator users retire, not Suppliers', () => {
    for (const t of ['Airline', 'Corporate', 'Forwarder', 'Facilitator'] as const) expect(can(actor({ companyType: t }), 'bcu.retire')).to.equal(true);
    expect(can(actor({ companyType: 'Supplier' }), 'bcu.retire')).to.equal(false);
  });

  it('gives auditors the admin lists to read but never a review or a write', () => {
    const auditor = actor({ role: 'Auditor', companyType: 'Auditor' });
    expect(can(auditor, 'admin.read')).to.equal(true);
    expect(can(auditor, 'submissions.review')).to.equal(false);
    expect(can(auditor, 'admin.write')).to.equal(false);
  });

  it('lets a Suspended user only read', () => {
    const suspended = actor({ status: 'Suspended', companyType: 'Supplier' });
    expect(can(suspended, 'bcu.register')).to.equal(false);
    expect(can(suspended, 'password.change')).to.equal(false);
    expect(can(suspended, 'profile.read')).to.equal(true);
  });

  it('gives the account owner alone its users, contacts and integrations; the company to its owner or an admin', () => {
    const owner = actor({ type: 'Primary' });
    const admin = actor({ role: 'Admin', type: 'Primary', companyType: 'Admin' });
    const auditor = actor({ role: 'Auditor', companyType: 'Auditor' });
    for (const p of ['users.manage', 'contacts.write', 'integrations.manage'] as const) {
      expect(can(owner, p), p).to.equal(true);
      for (const other of [actor({}), admin, auditor, actor({ type: 'Primary', status: 'Suspended' })])
        expect(can(other, p), `${p} ${other.role} ${other.type} ${other.status}`).to.equal(false);
    }
    expect([owner, admin].map((a) => can(a, 'company.write'))).to.deep.equal([true, true]);
    expect([actor({}), auditor].map((a) => can(a, 'company.write'))).to.deep.equal([false, false]);
  });

  it('narrows the dashboard reads: KPI not for admins, BCU events not for auditors, no download while Suspended', () => {
    const admin = actor({ role: 'Admin', type: 'Primary', companyType: 'Admin' });
    const auditor = actor({ role: 'Auditor', companyType: 'Auditor' });
    expect([actor({}), auditor, admin].map((a) => can(a, 'kpi.read'))).to.deep.equal([true, true, false]);
    expect([actor({}), auditor, admin].map((a) => can(a, 'creditEvents.read'))).to.deep.equal([true, false, true]);
    expect([auditor, actor({})].map((a) => can(a, 'auditor.companies.read'))).to.deep.equal([true, false]);
    const statements = (t: Actor['companyType']) => can(actor({ type: 'Primary', companyType: t }), 'statements.account.read');
    expect(['Airline', 'Supplier', 'Intermediary'].map((t) => statements(t as Actor['companyType']))).to.deep.equal([true, false, false]);
    expect(can(actor({ status: 'Suspended' }), 'transactions.download')).to.equal(false);
    expect(can(actor({ status: 'Inactive' }), 'transactions.download')).to.equal(true);
  });

  it("refuses in the permission's own words: an Admin company's Connect write is 'Access Denied', others the generic text", () => {
    const admin = actor({ role: 'Admin', type: 'Primary', companyType: 'Admin' });
    expect(refusalOf(admin, 'connect.write')).to.deep.equal({
      message: MSG.connectAccessDenied,
      details: [{ path: '', message: MSG.connectAdminCannotModify }],
    });
    expect(refusalOf(actor({ status: 'Suspended' }), 'connect.write')).to.deep.equal({ message: MSG.forbidden });
    expect(refusalOf(actor({}), 'bcu.register')).to.deep.equal({ message: MSG.forbidden });
    const facilitator = actor({ companyType: 'Facilitator' });
    expect([can(facilitator, 'facilitator.assign'), can(actor({}), 'facilitator.assign')]).to.deep.equal([false, true]);
    expect(refusalOf(facilitator, 'facilitator.assign')).to.deep.equal({ message: MSG.facilitatorNotForFacilitators });
    expect(can(actor({ role: 'SuperAdmin', type: 'Primary', companyType: 'Admin' }), 'feedback.send')).to.equal(false);
  });

  it('shows a visitor only the public tabs and an inactive user only public retirements and dashboard', () => {
    expect(visibleTabs(undefined).map((t) => t.key)).to.deep.equal(['introduction', 'resources', 'statements']);
    expect(visibleTabs(actor({ status: 'Suspended' })).map((t) => t.key)).to.deep.equal(['statements', 'dashboard']);
  });

  it('hides BCU Retirement from a SuperAdmin of a Supplier company', () => {
    const keys = visibleTabs(actor({ role: 'SuperAdmin', companyType: 'Supplier' })).map((t) => t.key);
    expect(keys).to.not.include('retirement');
  });

  it("shows '99+' from 100 upwards", () => {
    expect(badgeText(99)).to.equal('99');
    expect(badgeText(100)).to.equal('99+');
  });
});
