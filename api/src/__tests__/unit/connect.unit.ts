import { expect } from 'chai';
import {
  anonymousCompanyName,
  can,
  canWriteConnect,
  CONTINENTS,
  continentOf,
  ConnectPreferencesInput,
  DiscoveryFilter,
  MSG,
  normalizeTag,
  showsConnectBadge,
  visibleTabs,
} from '../../contracts';
import { actorOf as actor } from '../support/actors';

const prefs = (overrides: Record<string, unknown> = {}) => ({
  isDiscoverable: true,
  isReadyToOfferConnect: true,
  offerTags: ['SAF'],
  offerPitch: 'Pitch',
  acceptRulesOfParticipation: true,
  ...overrides,
});
const messages = (input: unknown) => {
  const r = ConnectPreferencesInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('contracts: Registry Connect', () => {
  it("names an anonymous company 'Anonymous Company #' and the first 4 characters of its id", () => {
    expect(anonymousCompanyName('3f2a9c1e-0000-4000-8000-000000000000')).to.equal('Anonymous Company #3f2a');
  });

  it('maps countries to the seven continents of the fixed list', () => {
    expect(CONTINENTS).to.eql(['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America']);
    expect(continentOf('Germany')).to.equal('Europe');
    expect(continentOf('united states')).to.equal('North America');
    expect(continentOf('Brazil')).to.equal('South America');
    expect(continentOf('Atlantis')).to.equal(undefined);
  });

  it('keeps letters, digits, spaces and hyphens of a tag and collapses whitespace', () => {
    expect(normalizeTag('  Green!!   fuel ')).to.equal('Green fuel');
    expect(normalizeTag('e-SAF 2030')).to.equal('e-SAF 2030');
    expect(normalizeTag('Ökostrom #1')).to.equal('Ökostrom 1');
    expect(normalizeTag('!!!')).to.equal('');
  });

  it('checks the offer and looking rules only while Enable Registry Connect is on; the rules always', () => {
    expect(messages(prefs())).to.eql([]);
    expect(messages(prefs({ isReadyToOfferConnect: false }))).to.eql([MSG.connectOptionRequired]);
    expect(messages(prefs({ isDiscoverable: false, isReadyToOfferConnect: false, offerTags: [] }))).to.eql([]);
    expect(messages(prefs({ isDiscoverable: false, acceptRulesOfParticipation: false }))).to.eql([
      MSG.connectRulesRequired,
    ]);
    expect(messages(prefs({ offerTags: ['a', 'b', 'c', 'd', 'e', 'f'] }))).to.eql([MSG.connectOfferTagsMax]);
    expect(messages(prefs({ offerTags: ['!!', ' '] }))).to.eql([MSG.connectOfferTagsMin]);
    expect(messages(prefs({ offerPitch: 'x'.repeat(140) }))).to.eql([]);
    expect(messages(prefs({ offerPitch: 'x'.repeat(141) }))).to.eql([MSG.connectOfferPitchTooLong]);
    expect(messages(prefs({ isLookingForCompanyConnect: true }))).to.eql([
      MSG.connectLookingTagsMin,
      MSG.connectLookingPitchRequired,
    ]);
  });

  it("reads multi-select filter values as arrays or joined with ', '", () => {
    const f = DiscoveryFilter.parse({ type: 'Airline, Forwarder', industry: ['Logistics'] });
    expect(f).to.include({ connectType: 'offer' });
    expect(f.type).to.eql(['Airline', 'Forwarder']);
    expect(DiscoveryFilter.safeParse({ type: ['Admin'] }).success).to.equal(false);
    expect(DiscoveryFilter.safeParse({ status: ['Connected', 'None'] }).success).to.equal(true);
  });

  it('gives Connect to Admin, SuperAdmin and SystemUsers, never Auditors; writes to Active non-Admin companies', () => {
    expect(can(actor(), 'connect.read')).to.equal(true);
    expect(canWriteConnect(actor())).to.equal(true);
    expect(canWriteConnect(actor({ type: 'Primary' }))).to.equal(true);
    expect(canWriteConnect(actor({ companyType: 'Admin' }))).to.equal(false);
    expect(can(actor({ role: 'Admin', companyType: 'Admin' }), 'connect.admin')).to.equal(true);
    expect(can(actor({ role: 'Admin', companyType: 'Admin' }), 'connect.write')).to.equal(false);
    expect(can(actor({ role: 'Auditor', companyType: 'Auditor' }), 'connect.read')).to.equal(false);
    expect(can(actor({ companyType: 'Auditor' }), 'connect.read')).to.equal(false);
    const suspended = actor({ status: 'Suspended' });
    expect(can(suspended, 'connect.read') && can(suspended, 'connect.member')).to.equal(true);
    expect(canWriteConnect(suspended)).to.equal(false);
    expect(visibleTabs(actor()).map((t) => t.key)).to.include('connect');
    expect(visibleTabs(actor({ role: 'Auditor', companyType: 'Auditor' })).map((t) => t.key)).not.to.include('connect');
    expect(showsConnectBadge(actor())).to.equal(true);
    expect(showsConnectBadge(actor({ role: 'SuperAdmin', companyType: 'Admin' }))).to.equal(false);
  });
});
