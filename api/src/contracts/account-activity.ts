/**
 * The read-only activity tabs of an account in the backoffice (spec 3 §2.3: Transactions "account-history",
 * Balance with its 3-decimal total, Contacts): the account's data exactly as the company itself reads it.
 */
export const ACCOUNT_ACTIVITY_API = {
  transactions: (id: string) => `/admin/accounts/${id}/transactions`, // GET Transaction[] (simple-rest)
  credits: (id: string) => `/admin/accounts/${id}/credits`, // GET CreditListRow[] (simple-rest)
  creditsTotal: (id: string) => `/admin/accounts/${id}/credits/total`, // GET BalanceTotal
  contacts: (id: string) => `/admin/accounts/${id}/contacts`, // GET Contact[] (simple-rest)
} as const;
