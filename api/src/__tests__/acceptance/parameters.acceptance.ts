import { expect } from 'chai';
import { LINK_KEYS, MSG, PARAMETER_KEYS, type AdminParameter } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';

describe('parameters (spec 3 §2.6: the 12 link URLs and the two banner switches)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let admin: { token: string };
  let auditor: { token: string };
  let companyUser: { token: string };

  const auth = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : ({} as Record<string, string>));
  const put = (token: string | undefined, key: string, body: Record<string, unknown>) =>
    t.api.put(`/api/admin/parameters/${key}`).set(auth(token)).send(body);
  const logCount = async () =>
    Number((await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs'))!.n);
  const publicLink = async (key: string) =>
    ((await t.api.get('/api/links').expect(200)).body as { key: string; url: string | null }[]).find(
      (l) => l.key === key,
    )!.url;
  const publicSwitch = async (key: string) =>
    ((await t.api.get('/api/parameters').expect(200)).body as { key: string; value: string }[]).find(
      (p) => p.key === key,
    )!.value;

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    companyUser = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
  });

  it('lists the 12 links and the 2 banner switches to admins and auditors', async () => {
    for (const token of [admin.token, auditor.token]) {
      const res = await t.api.get('/api/admin/parameters').set(auth(token)).expect(200);
      const rows = res.body as AdminParameter[];
      expect(rows.filter((r) => r.kind === 'link').map((r) => r.key)).to.have.members([...LINK_KEYS]);
      expect(rows.filter((r) => r.kind === 'switch').map((r) => r.key)).to.have.members([...PARAMETER_KEYS]);
      const n = LINK_KEYS.length + PARAMETER_KEYS.length;
      expect(res.headers['content-range']).to.equal(`parameters 0-${n - 1}/${n}`);
    }
    expect(
      (await t.api.get('/api/admin/parameters/feeScheduleURL').set(auth(auditor.token)).expect(200)).body,
    ).to.include({
      id: 'feeScheduleURL',
      kind: 'link',
    });
    await t.api.get('/api/admin/parameters/nope').set(auth(admin.token)).expect(404);
  });

  it('sets a link URL, clears it with null, and the public links follow at once; each change logged', async () => {
    const before = await logCount();
    const set = await put(admin.token, 'feeScheduleURL', { url: ' https://example.org/fees.pdf ' }).expect(200);
    expect(set.body).to.include({ key: 'feeScheduleURL', url: 'https://example.org/fees.pdf' });
    expect(await publicLink('feeScheduleURL')).to.equal('https://example.org/fees.pdf');
    const log = await t.registry.db.one<{ action: string; details: Record<string, unknown> }>(
      'SELECT action, details FROM action_logs ORDER BY id DESC LIMIT 1',
    );
    expect(log).to.deep.include({ action: 'Link parameter updated' });
    expect(log!.details).to.include({ key: 'feeScheduleURL', to: 'https://example.org/fees.pdf' });
    await put(admin.token, 'feeScheduleURL', { url: '' }).expect(200);
    expect(await publicLink('feeScheduleURL')).to.equal(null);
    expect(await logCount()).to.equal(before + 2);
  });

  it('answers a change with the time it was made, and the list shows the same; an unchanged value keeps it', async () => {
    for (const [key, body] of [
      ['registryManualURL', { url: 'https://example.org/manual.pdf' }],
      ['showHomepageAcademyBanner', { value: 'true' }],
    ] as const) {
      const start = Date.now();
      const res = (await put(admin.token, key, body).expect(200)).body as AdminParameter;
      const at = Date.parse(res.updatedAt ?? '');
      expect(at, `${key} ${res.updatedAt}`).to.be.within(start - 1000, Date.now() + 1000);
      const listed = (
        (await t.api.get('/api/admin/parameters').set(auth(admin.token)).expect(200)).body as AdminParameter[]
      ).find((r) => r.key === key)!;
      expect(listed.updatedAt).to.equal(res.updatedAt);
      expect(((await put(admin.token, key, body).expect(200)).body as AdminParameter).updatedAt).to.equal(
        res.updatedAt,
      );
    }
    await put(admin.token, 'showHomepageAcademyBanner', { value: 'false' }).expect(200);
  });

  it('switches a banner and the public parameters follow at once', async () => {
    await put(admin.token, 'showHomepageDemoBanner', { value: 'true' }).expect(200);
    expect(await publicSwitch('showHomepageDemoBanner')).to.equal('true');
    await put(admin.token, 'showHomepageDemoBanner', { value: 'false' }).expect(200);
    expect(await publicSwitch('showHomepageDemoBanner')).to.equal('false');
  });

  it("refuses a URL that is not http(s), a value other than 'true'/'false', and a field of the other kind", async () => {
    const before = await logCount();
    const bad = await put(admin.token, 'privacyPolicyURL', { url: 'javascript:alert(1)' });
    expect(bad.status).to.equal(422);
    expect(bad.body.error.message).to.equal(MSG.invalidUrl);
    expect((await put(admin.token, 'showHomepageAcademyBanner', { value: 'yes' })).status).to.equal(422);
    const mismatch = await put(admin.token, 'showHomepageAcademyBanner', { url: 'https://example.org' });
    expect(mismatch.status).to.equal(422);
    expect(mismatch.body.error.message).to.equal(MSG.parameterKindMismatch);
    expect((await put(admin.token, 'privacyPolicyURL', { value: 'true' })).status).to.equal(422);
    expect((await put(admin.token, 'unknownURL', { url: 'https://example.org' })).status).to.equal(404);
    expect(await logCount()).to.equal(before);
  });

  it('refuses every write to an auditor (403), a company user (403) and anonymously (401), changing nothing', async () => {
    const before = await logCount();
    const links = (await t.api.get('/api/links').expect(200)).body;
    const switches = (await t.api.get('/api/parameters').expect(200)).body;
    for (const [token, status] of [
      [auditor.token, 403],
      [companyUser.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await put(token, 'registryManualURL', { url: 'https://evil.example' })).status).to.equal(status);
      expect((await put(token, 'showHomepageAcademyBanner', { value: 'true' })).status).to.equal(status);
    }
    expect((await t.api.get('/api/admin/parameters').set(auth(companyUser.token))).status).to.equal(403);
    expect((await t.api.get('/api/links').expect(200)).body).to.deep.equal(links);
    expect((await t.api.get('/api/parameters').expect(200)).body).to.deep.equal(switches);
    expect(await logCount()).to.equal(before);
  });
});
