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

  it('asks for Scope 1 information only when no provider is set and the holder is not an Airline', () => {
    expect(needsScope1Request('Corporate', null)).to.equal(true);
    expect(needsScope1Request('Corporate', 'c1')).to.equal(false);
    expect(needsScope1Request('Airline', null)).to.equal(false);
  });
});
