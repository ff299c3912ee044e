/**
 * Which form a user gets (spec 2 §2.7, §2.8): the transfer form follows the company type (Supplier the default and
 * fallback); a Facilitator gets the form of the selected BCU's company type. Retirement has Airline, Corporate and
 * Forwarder variants, Forwarder the fallback; a Facilitator's BCU list leaves out Intermediary and Supplier credits.
 */
import type { CompanyType } from '@bcu/api/contracts';

export type TransferVariant = 'Supplier' | 'Intermediary' | 'Airline' | 'Corporate' | 'Forwarder';
export type RetirementVariant = 'Airline' | 'Corporate' | 'Forwarder';

const TRANSFER_VARIANTS: readonly string[] = ['Supplier', 'Intermediary', 'Airline', 'Corporate', 'Forwarder'];
const RETIREMENT_VARIANTS: readonly string[] = ['Airline', 'Corporate', 'Forwarder'];

const effectiveType = (userType: CompanyType | undefined, creditType: string | undefined) =>
  userType === 'Facilitator' ? creditType : userType;

export function transferVariant(userType: CompanyType | undefined, creditType?: string): TransferVariant {
  const t = effectiveType(userType, creditType);
  return t && TRANSFER_VARIANTS.includes(t) ? (t as TransferVariant) : 'Supplier';
}

export function retirementVariant(userType: CompanyType | undefined, creditType?: string): RetirementVariant {
  const t = effectiveType(userType, creditType);
  return t && RETIREMENT_VARIANTS.includes(t) ? (t as RetirementVariant) : 'Forwarder';
}

/** A Facilitator retires only credits of companies that may retire (not Intermediary or Supplier). */
export const retirableByFacilitator = (creditCompanyType: string): boolean =>
  creditCompanyType !== 'Intermediary' && creditCompanyType !== 'Supplier';

/** The credits a user may pick for retirement. */
export function retirableCredits<C extends { companyType: string }>(credits: C[], userType: CompanyType | undefined): C[] {
  return userType === 'Facilitator' ? credits.filter((c) => retirableByFacilitator(c.companyType)) : credits;
}

/**
 * Retirement needs a Scope 1 provider on the credit (spec 2 §2.8); an Airline holder is its own Scope 1 provider,
 * as the ledger reads it (RetirementService). Otherwise the user may send an information request (§2.9).
 */
export const needsScope1Request = (holderType: string | undefined, scope1CompanyId: string | null | undefined): boolean =>
  holderType !== 'Airline' && !scope1CompanyId;
