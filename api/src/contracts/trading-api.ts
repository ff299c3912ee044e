/**
 * The trading API's paths (spec 2 §2.7–§2.10), apart from the request schemas of trading.ts so that the portal's
 * shell (the Incoming Requests badge) reads them without loading zod and the country list (issue 14 budget).
 */
export const TRADING_API = {
  transfer: (creditId: string) => `/credits/${creditId}/transfer`, // POST TransferRequest → CreditRequestView (201)
  bulkTransfer: '/credits/transfers/bulk', // POST BulkTransferRequest → CreditRequestView[] (201)
  retire: (creditId: string) => `/credits/${creditId}/retire`, // POST RetirementRequest → CreditRequestView (201)
  recipients: '/transfer-recipients', // GET ?creditId= → TransferRecipient[]
  facilitator: (creditId: string) => `/credits/${creditId}/facilitator`, // PUT FacilitatorAssignment → FacilitatorState
  facilitatorOptions: '/facilitator-options', // GET → TransferRecipient[] (the holder's Facilitator contacts)
  outgoing: '/credit-requests', // GET own transfer and retirement requests (simple-rest list); GET /{id}
  incoming: '/incoming-transactions', // GET list (simple-rest, 10 a page, filter {q, status}); GET /{id}
  incomingCount: '/incoming-transactions/count', // GET → { count } pending
  incomingAccept: (id: string) => `/incoming-transactions/${id}/accept`, // POST → IncomingTransaction
  incomingDeny: (id: string) => `/incoming-transactions/${id}/deny`, // POST → IncomingTransaction
  infoRequests: '/info-requests', // GET list (simple-rest, filter {q, status, direction}); POST InfoRequestCreate
  infoRequestCount: '/info-requests/count', // GET → { count } pending received
  infoRequestAnswer: (id: string) => `/info-requests/${id}/answer`, // POST InfoRequestAnswer → InfoRequestView
  infoRequestTargets: '/info-request-companies', // GET ?creditId= → TransferRecipient[] (Airline connections)
} as const;
