/**
 * The account's Retirement Statements panel on the dashboard (spec 2 §2.6: not for an Intermediary or a Supplier
 * account). The panel itself is the statements feature's.
 */
export const showsStatements = (companyType: string | undefined): boolean =>
  companyType !== 'Intermediary' && companyType !== 'Supplier';

export function StatementsSlot(_props: { accountId?: string }) {
  return null;
}
