/**
 * Which form a user gets (spec 2 §2.7, §2.8): the transfer form follows the company type (Supplier the default and
 * fallback); a Facilitator gets the form of the selected BCU's company type. Retirement has Airline, Corporate and
 * Forwarder variants, Forwarder the fallback; a Facilitator's BCU list leaves out Intermediary and Supplier credits.
 */
import { type CompanyType, asksScope1Question, retirementScope1Provider } from '@bcu/api/contracts';

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
 * Whether the retirement form offers the information request instead (spec 2 §2.8, §2.9): the retirement would name
 * no Scope 1 provider (contracts retirementScope1Provider). An Airline holder answers the Scope 1 question first; a
 * No needs a provider already set on the credit, a Yes makes the airline the provider.
 */
export function needsScope1Request(
  credit: { companyType: string; companyId: string },
  scope1CompanyId: string | null | undefined,
  isScope1Provider?: 'yes' | 'no',
): boolean {
  if (asksScope1Question(credit.companyType) && !isScope1Provider) return false;
  const provider = retirementScope1Provider({
    holderType: credit.companyType,
    holderId: credit.companyId,
    isScope1Provider,
    creditScope1Id: scope1CompanyId,
  });
  return provider === null;
}
