/**
 * The account choice of login step 3 (spec 1 §4): a company select and an account type select. Selects auto-fill
 * and lock when only one option exists; options whose entries are all read-only are disabled; company and type
 * together name one user id.
 */
import { COMPANY_TYPE_LABELS, type CompanyType, type LoginAccount } from '@bcu/api/contracts';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  disabled: boolean;
}

/** One option per company, sorted by name; disabled when every entry of the company is read-only. */
export function companyOptions(accounts: readonly LoginAccount[]): ChoiceOption[] {
  const byCompany = new Map<string, { name: string; allReadOnly: boolean }>();
  for (const a of accounts) {
    const c = byCompany.get(a.companyId) ?? { name: a.companyName, allReadOnly: true };
    c.allReadOnly &&= a.isReadOnly;
    byCompany.set(a.companyId, c);
  }
  return [...byCompany.entries()]
    .map(([value, c]) => ({ value, label: c.name, disabled: c.allReadOnly }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The account types held in one company, with their labels; a read-only entry is disabled. */
export function typeOptions(
  accounts: readonly LoginAccount[],
  companyId: string | undefined,
): ChoiceOption<CompanyType>[] {
  if (!companyId) return [];
  return accounts
    .filter((a) => a.companyId === companyId)
    .map((a) => ({ value: a.companyType, label: COMPANY_TYPE_LABELS[a.companyType], disabled: a.isReadOnly }));
}

/** A select is locked when it has a single option at all, and that option is enabled. */
export const isLocked = (options: readonly ChoiceOption[]): boolean => options.length === 1 && !options[0].disabled;

/** The value a select auto-fills and locks: its only option, when it is enabled. */
export function lockedOption<V extends string>(options: readonly ChoiceOption<V>[]): V | undefined {
  return isLocked(options) ? options[0].value : undefined;
}

/** The only option that may be chosen (others disabled); undefined when there is a real choice. */
export function onlyUsableOption<V extends string>(options: readonly ChoiceOption<V>[]): V | undefined {
  const enabled = options.filter((o) => !o.disabled);
  return enabled.length === 1 ? enabled[0].value : undefined;
}

/** The user id of the chosen company and type, when that entry exists and is not read-only. */
export function chosenUserId(
  accounts: readonly LoginAccount[],
  companyId: string | undefined,
  companyType: string | undefined,
): string | undefined {
  const entry = accounts.find((a) => a.companyId === companyId && a.companyType === companyType);
  return entry && !entry.isReadOnly ? entry.userId : undefined;
}
