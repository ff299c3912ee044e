/** Step 3 of the login (spec 1 §4): company and account-type options from the login account list. */
import { COMPANY_TYPE_LABELS, type CompanyType, type LoginAccount } from '@bcu/api/contracts';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  disabled: boolean;
}

/** One option per company, sorted by name; disabled when every entry of the company is read-only. */
export function companyOptions(accounts: readonly LoginAccount[]): ChoiceOption[] {
  const byId = new Map<string, { name: string; allReadOnly: boolean }>();
  for (const a of accounts) {
    const c = byId.get(a.companyId) ?? { name: a.companyName, allReadOnly: true };
    c.allReadOnly &&= a.isReadOnly;
    byId.set(a.companyId, c);
  }
  return [...byId.entries()]
    .map(([value, c]) => ({ value, label: c.name, disabled: c.allReadOnly }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The account types held in one company; a read-only entry is disabled. */
export function typeOptions(
  accounts: readonly LoginAccount[],
  companyId: string | undefined,
): ChoiceOption<CompanyType>[] {
  if (!companyId) return [];
  return accounts
    .filter((a) => a.companyId === companyId)
    .map((a) => ({ value: a.companyType, label: COMPANY_TYPE_LABELS[a.companyType], disabled: a.isReadOnly }));
}

/** The user id chosen by company and type, when that pair exists and is not read-only. */
export function chosenUserId(
  accounts: readonly LoginAccount[],
  companyId: string | undefined,
  type: CompanyType | undefined,
): string | undefined {
  const a = accounts.find((x) => x.companyId === companyId && x.companyType === type);
  return a && !a.isReadOnly ? a.userId : undefined;
}

/** The value a select auto-fills and locks: its only option, when it is enabled. */
export function onlyOption<V extends string>(options: readonly ChoiceOption<V>[]): V | undefined {
  return options.length === 1 && !options[0].disabled ? options[0].value : undefined;
}
