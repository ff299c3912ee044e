/**
 * The account choice of login step 3 (spec 1 §4): a company select and an account type select. Selects
 * auto-fill and lock when only one option exists; options whose entries are all read-only are disabled;
 * company and type together name one user id.
 */
import { COMPANY_TYPE_LABELS, type LoginAccount } from '@bcu/api/contracts';

export interface ChoiceOption {
  value: string;
  label: string;
  disabled: boolean;
}

export function companyOptions(accounts: LoginAccount[]): ChoiceOption[] {
  const byCompany = new Map<string, LoginAccount[]>();
  for (const a of accounts) byCompany.set(a.companyId, [...(byCompany.get(a.companyId) ?? []), a]);
  return [...byCompany.entries()]
    .map(([companyId, entries]) => ({
      value: companyId,
      label: entries[0].companyName,
      disabled: entries.every((e) => e.isReadOnly),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function typeOptions(accounts: LoginAccount[], companyId: string | undefined): ChoiceOption[] {
  return accounts
    .filter((a) => a.companyId === companyId)
    .map((a) => ({ value: a.companyType, label: COMPANY_TYPE_LABELS[a.companyType], disabled: a.isReadOnly }));
}

/** The option to fill in: the only one that may be chosen; undefined when there is a real choice. */
export function onlyOption(options: ChoiceOption[]): string | undefined {
  const enabled = options.filter((o) => !o.disabled);
  return enabled.length === 1 ? enabled[0].value : undefined;
}

/** A select is locked when it has a single option at all (spec 1 §4: auto-fill and lock). */
export const isLocked = (options: ChoiceOption[]): boolean => options.length === 1 && !options[0].disabled;

/** The user id of the chosen company and type, when that entry may be used. */
export function chosenUserId(accounts: LoginAccount[], companyId?: string, companyType?: string): string | undefined {
  const entry = accounts.find((a) => a.companyId === companyId && a.companyType === companyType);
  return entry && !entry.isReadOnly ? entry.userId : undefined;
}
