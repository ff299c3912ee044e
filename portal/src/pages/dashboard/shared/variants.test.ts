import { describe, expect, it } from 'vitest';
import { needsScope1Request, retirableCredits, retirementVariant, transferVariant } from './variants';

describe('form variant by company type (spec 2 §2.7, §2.8)', () => {
  it('gives each transfer type its form, Supplier as default and fallback', () => {
    expect(transferVariant('Supplier')).to.equal('Supplier');
    expect(transferVariant('Intermediary')).to.equal('Intermediary');
    expect(transferVariant('Airline')).to.equal('Airline');
    expect(transferVariant('Corporate')).to.equal('Corporate');
    expect(transferVariant('Forwarder')).to.equal('Forwarder');
    expect(transferVariant('Auditor')).to.equal('Supplier');
    expect(transferVariant(undefined)).to.equal('Supplier');
  });

  it("lets a Facilitator's form follow the selected BCU's company type", () => {
    expect(transferVariant('Facilitator', 'Airline')).to.equal('Airline');
    expect(transferVariant('Facilitator', 'Forwarder')).to.equal('Forwarder');
    expect(transferVariant('Facilitator')).to.equal('Supplier');
    expect(retirementVariant('Facilitator', 'Corporate')).to.equal('Corporate');
    expect(retirementVariant('Facilitator', 'Supplier')).to.equal('Forwarder');
  });

  it('has Airline, Corporate and Forwarder retirement forms, Forwarder the fallback', () => {
    expect(retirementVariant('Airline')).to.equal('Airline');
    expect(retirementVariant('Corporate')).to.equal('Corporate');
    expect(retirementVariant('Forwarder')).to.equal('Forwarder');
    expect(retirementVariant('Supplier')).to.equal('Forwarder');
  });

  it("leaves Intermediary and Supplier credits out of a Facilitator's retirement list only", () => {
    const credits = [{ companyType: 'Airline' }, { companyType: 'Supplier' }, { companyType: 'Intermediary' }, { companyType: 'Corporate' }];
    expect(retirableCredits(credits, 'Facilitator').map((c) => c.companyType)).to.deep.equal(['Airline', 'Corporate']);
    expect(retirableCredits(credits, 'Airline')).to.have.length(4);
  });

  it('offers the information request when the retirement would name no Scope 1 provider', () => {
    const corporate = { companyType: 'Corporate', companyId: 'h1' };
    const airline = { companyType: 'Airline', companyId: 'h2' };
    expect(needsScope1Request(corporate, null)).to.equal(true);
    expect(needsScope1Request(corporate, 'c1')).to.equal(false);
    // the Airline answers the Scope 1 question first: Yes — it is the provider; No — the credit needs one
    expect(needsScope1Request(airline, null)).to.equal(false);
    expect(needsScope1Request(airline, null, 'yes')).to.equal(false);
    expect(needsScope1Request(airline, null, 'no')).to.equal(true);
    expect(needsScope1Request(airline, 'c1', 'no')).to.equal(false);
  });
});
