/**
 * The account's Retirement Statements panel on the dashboard (spec 2 §2.6: not for an Intermediary or a Supplier
 * account). The panel itself is the statements feature's.
 */
import { AccountStatementsPanel } from '../../features/statements/account-statements-panel';

export const showsStatements = (companyType: string | undefined): boolean =>
  companyType !== 'Intermediary' && companyType !== 'Supplier';

export function StatementsSlot({ accountId }: { accountId?: string }) {
  return <AccountStatementsPanel accountId={accountId} />;
}
