/* Generated from openapi.json by client/scripts/generate.mjs (`npm run generate -w client`). Do not edit. */
export interface paths {
  '/account/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes the password of the signed-in user (not for Suspended users) */
    post: operations['AccountController.change'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails a reset link when the e-mail is known (same answer either way) */
    post: operations['AccountController.forgot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password with the token of the reset mail */
    post: operations['AccountController.reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets the first password with the token of a set-password mail */
    post: operations['AccountController.set'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in company's retirement statements with their credits (react-admin list convention); an Auditor names a company it has access to (accountId); not for Intermediary or Supplier accounts */
    get: operations['StatementsController.account'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accounts (companies) of every type (react-admin list convention): type, status, dates, search */
    get: operations['AccountsAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An account with Company Info, its users and the admin note */
    get: operations['AccountsAdminController.detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes the given Company Info fields of an account (only changed fields; the list sends the address) */
    patch: operations['AccountsAdminController.update'];
    trace?: never;
  };
  '/admin/accounts/{id}/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An account's contact list (react-admin list convention, 50 a page, search on name, country and type) — as the company reads it */
    get: operations['AccountActivityAdminController.contacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts/{id}/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An account's balance (react-admin list convention, 10 a page): statuses, assigned/unassigned, expiry range or preset, registration year, search — as the company reads it */
    get: operations['AccountActivityAdminController.credits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts/{id}/credits/total': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The total volume (BCU, 3 decimals) and count of an account's balance under the same filter */
    get: operations['AccountActivityAdminController.creditsTotal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts/{id}/note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the admin note of an account (at most 1000 characters) */
    put: operations['AccountsAdminController.note'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts/{id}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An account's transactions history (react-admin list convention, 50 a page, newest first): filter type, from/to (days), q — as the company reads them */
    get: operations['AccountActivityAdminController.transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/accounts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** accounts.csv: every account under the same filter and sort as the list, streamed */
    get: operations['AccountsAdminController.export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every company's API keys (react-admin list convention: filter {q, companyId, status}, range, sort); an Auditor sees its granted companies' keys */
    get: operations['ApiKeysAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One API key */
    get: operations['ApiKeysAdminController.one'];
    put?: never;
    post?: never;
    /** Revokes a company's API key (Admin, SuperAdmin): it stops working at once */
    delete: operations['ApiKeysAdminController.revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/audit/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recomputes the hash chain of the action log and names the first altered row */
    get: operations['LogsAdminController.verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certification-schemes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Certification schemes (react-admin list convention), filter {q, id}; 50 a page, by id */
    get: operations['ReferenceAdminController.listSchemes'];
    put?: never;
    /** Creates a scheme: name and baseline value (> 0, 2 decimals) required; fuel emission factor 0 unless given */
    post: operations['ReferenceAdminController.createScheme'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certification-schemes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One certification scheme, with inUse: whether a credit names it (then it cannot be deleted) */
    get: operations['ReferenceAdminController.scheme'];
    put?: never;
    post?: never;
    /** Deletes a scheme that no credit names (409 otherwise); answers it as it was */
    delete: operations['ReferenceAdminController.removeScheme'];
    options?: never;
    head?: never;
    /** Changes the given fields of a scheme */
    patch: operations['ReferenceAdminController.updateScheme'];
    trace?: never;
  };
  '/admin/companies/{id}/signed-letter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's signed letter (PDF) */
    get: operations['SubmissionsAdminController.signedLetter'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every BCU (react-admin list convention, 50 a page): statuses, created date range, trimmed search on BCU ID, holder and PoS number */
    get: operations['CreditsAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/credits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A BCU with every tab (values, info, scope 1, scope 3, events, facilitator), its note and attachments */
    get: operations['CreditsAdminController.detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes a BCU's data (only changed fields plus id, spec 3 §5); volume, energy and status change only through the ledger (409 otherwise) */
    patch: operations['CreditsAdminController.update'];
    trace?: never;
  };
  '/admin/credits/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The attachments of a BCU */
    get: operations['CreditsAdminController.attachments'];
    put?: never;
    /** Adds an attachment to a BCU (multipart field `file`: PDF, image, text, CSV or Office file, at most 10 MB) */
    post: operations['CreditsAdminController.addAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/credits/{id}/attachments/{attachmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Downloads an attachment of a BCU */
    get: operations['CreditsAdminController.downloadAttachment'];
    put?: never;
    post?: never;
    /** Removes an attachment of a BCU */
    delete: operations['CreditsAdminController.removeAttachment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/credits/{id}/note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the admin note of a BCU (at most 1000 characters) */
    put: operations['CreditsAdminController.note'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/credits/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** BCU_download_{timestamp}.xlsx: every BCU under the same filter and sort as the list, streamed */
    get: operations['CreditsAdminController.download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/feedstock-certifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feedstock certifications (react-admin list convention), filter {q, id} */
    get: operations['ReferenceAdminController.listFeedstock'];
    put?: never;
    /** Creates a feedstock certification {name} */
    post: operations['ReferenceAdminController.createFeedstock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/feedstock-certifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One feedstock certification, with inUse */
    get: operations['ReferenceAdminController.feedstock'];
    put?: never;
    post?: never;
    /** Deletes a feedstock certification that no credit names (409 otherwise) */
    delete: operations['ReferenceAdminController.removeFeedstock'];
    options?: never;
    head?: never;
    /** Renames a feedstock certification */
    patch: operations['ReferenceAdminController.updateFeedstock'];
    trace?: never;
  };
  '/admin/fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account fee rows (react-admin list convention), filter {companyId}; 50 a page, newest period first */
    get: operations['FeesAdminController.list'];
    put?: never;
    /** Adds a fee row to an account: period ≥ 1, fees and rate ≥ 0 (2 decimals), BCU issued ≥ 0 (3 decimals) or blank; volume fee = issue rate × BCU issued */
    post: operations['FeesAdminController.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/fees/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One account fee row */
    get: operations['FeesAdminController.detail'];
    put?: never;
    post?: never;
    /** Deletes a fee row; answers the row as it was */
    delete: operations['FeesAdminController.remove'];
    options?: never;
    head?: never;
    /** Changes the given fields of a fee row (the volume fee follows; it is never written) */
    patch: operations['FeesAdminController.update'];
    trace?: never;
  };
  '/admin/incentives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Incentives (react-admin list convention), filter {q, id} */
    get: operations['ReferenceAdminController.listIncentives'];
    put?: never;
    /** Creates an incentive {name} */
    post: operations['ReferenceAdminController.createIncentive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/incentives/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One incentive */
    get: operations['ReferenceAdminController.incentive'];
    put?: never;
    post?: never;
    /** Deletes an incentive */
    delete: operations['ReferenceAdminController.removeIncentive'];
    options?: never;
    head?: never;
    /** Renames an incentive */
    patch: operations['ReferenceAdminController.updateIncentive'];
    trace?: never;
  };
  '/admin/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The action log (react-admin list convention): action, kind, date range, search; default newest first */
    get: operations['LogsAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/logs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One log row */
    get: operations['LogsAdminController.one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/logs/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The distinct actions in the log (choices of the action filter) */
    get: operations['LogsAdminController.actions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/logs/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** logs.csv: every log row under the same filter and sort as the list, streamed */
    get: operations['LogsAdminController.export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/parameters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every parameter: the 12 link settings (key, url), then the two banner switches (key, value) */
    get: operations['ParametersAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/parameters/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One parameter by key */
    get: operations['ParametersAdminController.detail'];
    /** Sets a link's URL ({url}: http(s) or null to clear) or a banner switch ({value}: 'true' | 'false') */
    put: operations['ParametersAdminController.update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Submissions (react-admin list convention: filter, range, sort) */
    get: operations['SubmissionsAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/submissions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A submission with company, users, applicant and note */
    get: operations['SubmissionsAdminController.detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/submissions/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approves a pending submission */
    post: operations['SubmissionsAdminController.approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/submissions/{id}/note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the admin note of a submission (at most 1000 characters) */
    put: operations['SubmissionsAdminController.note'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/submissions/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rejects a pending submission */
    post: operations['SubmissionsAdminController.reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users of every company (react-admin list convention): status, dates, search */
    get: operations['UsersAdminController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user with its company */
    get: operations['UsersAdminController.one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes the given fields of a user (only changed fields; a Locked user only returns to its previous status) */
    patch: operations['UsersAdminController.update'];
    trace?: never;
  };
  '/admin/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** users.csv: every user under the same filter and sort as the list, streamed */
    get: operations['UsersAdminController.export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auditor/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The companies the signed-in auditor may read: unexpired access granted through a company's auditor token; up to 100, by name. Auditors only. */
    get: operations['AuditorController.companies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session user (spec 1 §3) */
    get: operations['AuthController.me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/check-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Step 2: checks the one-time code before the account choice */
    post: operations['AuthController.checkCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Step 1: e-mail and password; a 5-digit code is e-mailed and the accounts are listed */
    post: operations['AuthController.login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revokes the refresh token and clears the cookie */
    post: operations['AuthController.logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotates the refresh cookie and returns a new access token */
    post: operations['AuthController.refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A company applies for an account (multipart: JSON `payload` + `signedCompanyLetter` PDF) */
    post: operations['RegistrationController.register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Step 3: credentials, code and chosen account open a session (sets the refresh cookie) */
    post: operations['AuthController.session'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/validate-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Account existence check before applying (spec 1 §4) */
    post: operations['RegistrationController.validateAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh ALTCHA proof-of-work challenge */
    get: operations['PublicController.challenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charts/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The transactions chart of a year per month: completed Transfer, Retirement, Incoming, Register, Withdrawal, Scope1 amounts, bcuInventory, cumulativeRetirements and (GHG) target; chartType GHG (t CO2eq) or BCU */
    get: operations['KpiController.chart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/admin/connection-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every connection request (Admin, SuperAdmin; read only): filter status, q (company names); 10 a page */
    get: operations['ConnectController.adminRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/admin/connection-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One connection request (Admin, SuperAdmin; read only) */
    get: operations['ConnectController.adminRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/companies/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The logo of a company shown on Discover (none for a company shown anonymously) */
    get: operations['ConnectController.logo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/connection-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's connection requests: filter type 'sent' or 'received' (default), status; 10 a page */
    get: operations['ConnectController.requests'];
    put?: never;
    /** Sends a connection request to a participating company (one Pending request per pair of companies) */
    post: operations['ConnectController.createRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/connection-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One connection request sent or received by your company */
    get: operations['ConnectController.request'];
    /** Approves or declines a Pending request received by your company: action 'approve' or 'decline' */
    put: operations['ConnectController.decide'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/connection-requests/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Received Pending connection requests of your company (the Connect tab badge) */
    get: operations['ConnectController.count'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/discovery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Discover: participating companies other than your own (10 a page, by name); filter connectType offer|looking, q, type, location (continents or countries), industry, status (connection states) */
    get: operations['ConnectController.discovery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connect/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's Registry Connect preferences */
    get: operations['ConnectController.preferences'];
    /** Saves your company's Registry Connect preferences (every field); an Admin company is refused 'Access Denied' */
    put: operations['ConnectController.savePreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A visitor's contact message (captcha required); mailed to the registry's admin address */
    post: operations['ContactController.contact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contact/signed-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signed-in user's contact message: name, company, position and e-mail are the user's own */
    post: operations['ContactController.contactSignedIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's contact list (react-admin list convention, 50 a page, search on name, country and type); an Auditor or Admin names a company (accountId), a Facilitator a company it operates for */
    get: operations['ContactListController.list'];
    put?: never;
    /** Adds the company of a contact token; 412 with the reason when it cannot be added (empty message: already in the list, nothing changed) */
    post: operations['ContactListController.add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contacts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a contact from the list */
    delete: operations['ContactListController.remove'];
    options?: never;
    head?: never;
    /** Switches retire / operate on behalf and public anonymity of a contact (switching on-behalf off resets anonymity) */
    patch: operations['ContactListController.update'];
    trace?: never;
  };
  '/contacts/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A contact token of the signed-in company (valid 48 hours) for partners to add it to their lists */
    post: operations['ContactListController.token'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credit-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Own transfer and retirement requests (react-admin list convention: filter {q, kind, status}, range, sort) */
    get: operations['TradingController.outgoing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credit-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One own transfer or retirement request */
    get: operations['TradingController.outgoingDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in company's BCUs (react-admin list convention, 10 a page): statuses, assigned/unassigned, expiry range or preset, registration year, search; an Auditor names a company it has access to (accountId) */
    get: operations['CreditsController.balance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A BCU with its tabs (values, info, scope 1, scope 3, facilitator, events) and the tabs the viewer sees; visible to its holder, assigned facilitator, admins and auditors with access — anyone else (the issuer of a credit now held by another company included) 404 */
    get: operations['CreditsController.detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The BCU events of a credit and its ancestors, newest first (403 when the viewer does not see the BCU Events tab) */
    get: operations['CreditsController.events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}/facilitator': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Assigns an Active BCU (up to an amount; empty or zero: the full volume) to a Facilitator company, or unassigns it */
    put: operations['TradingController.facilitator'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}/pos-file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A credit's proof of sustainability (pos_{id}.pdf): holder, facilitator, admins and granted auditors */
    get: operations['CreditRegistrationController.posFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}/retire': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Requests the retirement of an amount of an Active BCU (Airline, Corporate, Forwarder holders; a Facilitator on their behalf where allowed) with claim country and reporting; needs a Scope 1 provider on the BCU unless the holder is an Airline */
    post: operations['TradingController.retire'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}/supplier-file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A credit's supplier PoS (supplier_{id}.pdf): holder, facilitator, admins and granted auditors */
    get: operations['CreditRegistrationController.supplierFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/{id}/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Requests a transfer of an amount (BCU, CO2eq or MJ, converted exactly) of an Active BCU to a contact: the amount is held (Transit; split when partial) and a BCUTransfer submission goes to the admin. Airline holders declare Scope 1, Forwarders Scope 3; a Facilitator acts on a BCU assigned to it where the holder allows it */
    post: operations['TradingController.transfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/balance-total': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The total volume (BCU, 3 decimals) and count of the balance under the same filter */
    get: operations['CreditsController.balanceTotal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/check-pos-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a PoS number is already registered (any case); Denied registrations free their number */
    post: operations['CreditRegistrationController.checkPosNumber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Registers BCUs (multipart: JSON `payload`, `posFile` PDF, optional `supplierFile` PDF); Secondary users of Supplier companies with a valid certification */
    post: operations['CreditRegistrationController.register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/registration-excel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Parses one filled registration template (multipart `file`, .xlsx, at most 10 MB) into the wizard values; the registration is data[0] */
    post: operations['CreditExcelController.upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/registration-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller's company may register BCUs now: its certificate validity end date and whether it has passed */
    get: operations['CreditExcelController.status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/registration-template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The BCU registration template for a product source: BCU_Registration_Template_{Acquired|Produced}.xlsx */
    get: operations['CreditExcelController.template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/transfers/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Requests the transfer of the full amount of each of at least 2 BCUs (all or none) */
    post: operations['TradingController.bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email-confirmation/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms the e-mail address of an application (/verify-email) */
    post: operations['RegistrationController.confirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live data events as text/event-stream (event = topic, data = {id, topic, data}); 'balance' and 'counters' reach the users of the affected companies, every topic reaches Admin, SuperAdmin and Auditor users */
    get: operations['EventsController.stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A 30-second ticket that opens the live event stream (GET /events?ticket=…) for the signed-in user */
    post: operations['EventsController.ticket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/facilitator-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Facilitators the signed-in holder may assign BCUs to: the Active Facilitator companies of its contact list */
    get: operations['TradingController.facilitatorOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Feedback of a signed-in user (not the SuperAdmin) */
    post: operations['ContactController.feedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process serves HTTP */
    get: operations['HealthController.health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incoming-transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Transfers to the own company approved by the admin (react-admin list convention: filter {q, status}; 10 a page, newest first) */
    get: operations['IncomingController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incoming-transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One incoming transaction with its BCU Info, Scope 1 Info and Scope 3 Info */
    get: operations['IncomingController.detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incoming-transactions/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accepts a pending incoming transfer: Deposit Approved, the BCU becomes the own company’s (Active); both parties are e-mailed */
    post: operations['IncomingController.accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incoming-transactions/{id}/deny': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Denies a pending incoming transfer: Deposit Rejected, the BCU returns to the sender (Active); both parties are e-mailed */
    post: operations['IncomingController.deny'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incoming-transactions/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending incoming transactions (the tab badge) */
    get: operations['IncomingController.count'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/info-request-companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Companies that can be asked about a BCU: the holder's Airline connections not created by a facilitator */
    get: operations['InfoRequestsController.targets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/info-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scope 1 information requests received (default) or sent (filter {direction, q, status, creditId}; 10 a page, newest first) */
    get: operations['InfoRequestsController.list'];
    put?: never;
    /** Asks one of the holder's Airline connections (not facilitator-created) for the Scope 1 information of a BCU; one pending request per BCU */
    post: operations['InfoRequestsController.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/info-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One request the own company sent or received */
    get: operations['InfoRequestsController.detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/info-requests/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The asked Airline approves (answer yes, claim country, reporting: it becomes the Scope 1 provider of the BCU) or denies, while pending */
    post: operations['InfoRequestsController.answer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/info-requests/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending requests to answer (the tab badge) */
    get: operations['InfoRequestsController.count'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invites/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an invite says about the invitee (registration mode 2) */
    post: operations['RegistrationController.checkInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invites/confirm-identity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An existing user confirms their identity for an invite (registration mode 3) */
    post: operations['RegistrationController.confirmIdentity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invites/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Completes an invited registration */
    post: operations['RegistrationController.registerInvited'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kpi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** KPI values of a month (or, without one, a year) against the previous period, from the ledger: transfers, retirements, transferred BCU, held BCU and CO2eq (active, retired, total); an Auditor names accountId */
    get: operations['KpiController.kpi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Document and policy links (spec 1 §3) */
    get: operations['PublicController.links'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parameters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Banner switches of the landing page: showHomepageDemoBanner, showHomepageAcademyBanner ('true' / 'false') */
    get: operations['ParameterController.parameters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes the caller's profile: an account owner's change becomes a ProfileUpdate submission; other users change position and phone at once */
    post: operations['ProfileController.update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's API keys, newest first (account owner); secrets are never shown again */
    get: operations['ApiKeysController.list'];
    put?: never;
    /** Creates an API key of the company (account owner): a name, scopes and an expiry date at most 12 months ahead; the answer holds the secret (bcu_live_…), shown this once */
    post: operations['ApiKeysController.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revokes an API key of the company (account owner): it stops working at once */
    delete: operations['ApiKeysController.revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's company, with what the caller may edit */
    get: operations['ProfileController.company'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes the company's editable fields (name, identification and address only for Admin and Auditor companies) */
    patch: operations['ProfileController.updateCompany'];
    trace?: never;
  };
  '/profile/company/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's logo (JPEG, PNG, SVG or WebP) */
    get: operations['ProfileController.logo'];
    put?: never;
    /** Uploads the company's logo: JPEG, PNG, SVG or WebP, at most 2 MB (multipart field `logo`) */
    post: operations['ProfileController.uploadLogo'];
    /** Removes the company's logo */
    delete: operations['ProfileController.removeLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in company's account fee rows (react-admin list convention), 50 a page; an Auditor may filter by a company it has access to */
    get: operations['ProfileFeesController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's users with their status, and the open invites (status Pending) */
    get: operations['CompanyUsersController.list'];
    put?: never;
    /** Invites a user by e-mail (account owner; at most 10 Active or Pending users); the link lasts 48 hours */
    post: operations['CompanyUsersController.invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/users/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Removes a user of the company (not the owner's own row, not a Locked user) */
    post: operations['CompanyUsersController.remove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/users/invites/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels an open invite of the company */
    post: operations['CompanyUsersController.cancelInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/users/validate-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks an invitee e-mail: known login, same account type elsewhere; refuses one already in this company */
    post: operations['CompanyUsersController.validateEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's webhook endpoints (account owner); secrets are never shown here */
    get: operations['WebhooksController.list'];
    put?: never;
    /** Registers an HTTPS endpoint for the chosen events (account owner); the answer holds the signing secret, shown only once */
    post: operations['WebhooksController.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes an endpoint: nothing more is sent to it */
    delete: operations['WebhooksController.remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's deliveries, newest first (react-admin list convention): status, HTTP status code, attempts, next try */
    get: operations['WebhooksController.deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/webhooks/{id}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rolls the endpoint's signing secret: the new one signs every delivery from now on and is shown only once */
    post: operations['WebhooksController.rollSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queues a signed test event (type webhook.test) to the endpoint */
    post: operations['WebhooksController.test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/webhooks/deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a delivery again: the same event (same id and body) as a new delivery, signed anew */
    post: operations['WebhooksController.resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database is reachable and every migration of this build is applied */
    get: operations['HealthController.ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/airports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Airports with an IATA code, 50 a page (page from 1); country is an ISO code or a country name; search (IATA code or name) applies from 3 characters on, shorter searches are ignored */
    get: operations['ReferenceController.airports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/airports/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One airport by IATA code; with country, only when it lies in that country */
    get: operations['ReferenceController.airport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/certification-schemes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Certification schemes with baseline (gCO2e/MJ) and fuel emission factor, as exact decimal strings */
    get: operations['ReferenceController.certificationSchemes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/chain-of-custody-models': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Chain of custody models (Mass Balance) */
    get: operations['ReferenceController.chainOfCustodyModels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/conversion-processes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feedstock conversion processes (ASTM D7566 pathways) */
    get: operations['ReferenceController.conversionProcesses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries with continent and dial codes */
    get: operations['PublicController.countries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/end-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** End products (Blended, Unblended, Co-processed) */
    get: operations['ReferenceController.endProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/feedstock-certifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feedstock certifications */
    get: operations['ReferenceController.feedstockCertifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/feedstocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feedstocks, optionally of one raw material group */
    get: operations['ReferenceController.feedstocks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/incentives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Incentives, declarations and tax credits */
    get: operations['ReferenceController.incentives'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/product-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Product types (SAF) */
    get: operations['ReferenceController.productTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reference/raw-materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Raw material groups */
    get: operations['ReferenceController.rawMaterials'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share-token/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A referral / auditor token: 48 hours or until used */
    post: operations['AccountController.shareToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public retirement statements (react-admin list convention) */
    get: operations['PublicController.statements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{id}/credits/{creditId}/certificate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A retired credit's certificate as PDF (certificate_{sid}.pdf) */
    get: operations['StatementsController.certificate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The retirement statement as PDF ({RSID}.pdf), rendered once and stored */
    get: operations['StatementsController.pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** statements.zip: the PDFs of the selected statements */
    post: operations['StatementsController.download'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verify a statement PDF by its SHA-256: the statement it belongs to (as the public list shows it), or issued false when this registry did not issue it */
    get: operations['StatementsController.verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/targets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's impact targets (react-admin list convention, 50 a page, newest start first); filter startDate/endDate (days: periods overlapping them), indicator; an Auditor names accountId */
    get: operations['TargetsController.list'];
    put?: never;
    /** Creates a target of the company (Secondary users); the period runs from the start month to the end month */
    post: operations['TargetsController.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/targets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces name, value and period of one of the company's targets (Secondary users) */
    put: operations['TargetsController.update'];
    post?: never;
    /** Deletes one of the company's targets (Secondary users) */
    delete: operations['TargetsController.remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's transactions (Register, Transfer, Retirement, Incoming, Withdrawal, Scope1) derived from the ledger; filter type (one or several), from/to (days), q; an Auditor names accountId */
    get: operations['TransactionsController.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transactions/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The accounts whose balance and transactions the user may view: its own; an Auditor's granted companies */
    get: operations['TransactionsController.accounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transactions/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** transactions.xlsx: every transaction under the same filter and sort as the list, streamed; refused for Suspended users */
    get: operations['TransactionsController.download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transfer-recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recipients a BCU can be transferred to: the holder's contacts except its own company, Facilitator companies and facilitator-created connections */
    get: operations['TradingController.recipients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/update-tour-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stores that you completed or skipped the Registry Connect tour (connectTourCompleted) */
    post: operations['ConnectController.tourStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  'AccountController.change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          oldPassword: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password changed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountController.forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Instructions sent */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountController.reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Password changed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountController.set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Password set */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'StatementsController.account': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of statements */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "7f8a9b0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c",
           *         "RSID": "RS-2026-000042",
           *         "issuedAt": "2026-11-20T10:30:00.000Z",
           *         "beneficiary": "Northwind Logistics",
           *         "isAnonymous": false,
           *         "productType": "SAF",
           *         "amount": "2.500",
           *         "tonnesOfCO2eq": "2.000",
           *         "claimCountry": "Germany",
           *         "reporting": "EU ETS",
           *         "scope1": "Blue Sky Airways",
           *         "scope3": "Northwind Logistics",
           *         "scope3Logistic": null,
           *         "credits": [
           *           {
           *             "id": "d4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f8a",
           *             "sid": "RS-2026-000042-01",
           *             "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *             "BCUID": "BCU-2026-000123-03",
           *             "amount": "2.500",
           *             "tonnesOfCO2eq": "2.000"
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': {
            amount: string;
            beneficiary: string;
            claimCountry: string | null;
            credits: {
              amount: string;
              BCUID: string;
              creditId: string;
              id: string;
              sid: string;
              tonnesOfCO2eq: string;
            }[];
            id: string;
            isAnonymous: boolean;
            issuedAt: string;
            productType: string | null;
            reporting: string | null;
            RSID: string;
            scope1: string | null;
            scope3: string | null;
            scope3Logistic: string | null;
            tonnesOfCO2eq: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountsAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of accounts */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            approvedAt: string | null;
            city: string;
            country: string;
            createdAt: string;
            expiresAt: string | null;
            hasSignedLetter: boolean;
            id: string;
            name: string;
            registrationNumber: string;
            /** @enum {string} */
            status: 'Pending' | 'Active' | 'Declined' | 'Suspended' | 'Inactive' | 'Closed';
            streetAddress: string;
            streetAddressLineTwo: string | null;
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            usersCount: number;
            zip: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountsAdminController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            approvedAt: string | null;
            certificateEndDate: string | null;
            certificateStartDate: string | null;
            city: string;
            country: string;
            createdAt: string;
            expiresAt: string | null;
            hasSignedLetter: boolean;
            id: string;
            name: string;
            note: string | null;
            phone: {
              code: string;
              number: string;
            };
            registrationIdentification: string;
            registrationNumber: string;
            rsb: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Active' | 'Declined' | 'Suspended' | 'Inactive' | 'Closed';
            streetAddress: string;
            streetAddressLineTwo: string | null;
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            users: {
              cellPhone: {
                code: string;
                number: string;
              } | null;
              companyId: string;
              companyName: string;
              /** @enum {string} */
              companyType:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              createdAt: string;
              email: string;
              firstName: string;
              id: string;
              isAdminApproved: boolean;
              isEmailConfirmed: boolean;
              lastName: string;
              position: string | null;
              /** @enum {string|null} */
              prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
              /** @enum {string} */
              role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
              /** @enum {string} */
              status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
              SUID: string;
              /** @enum {string} */
              type: 'Primary' | 'Secondary';
            }[];
            usersCount: number;
            website: string | null;
            zip: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountsAdminController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date */
          certificateEndDate?: string | null;
          /** Format: date */
          certificateStartDate?: string | null;
          city?: string;
          country?: string;
          name?: string;
          phone?: {
            code: string;
            number: string;
          };
          /** @enum {string} */
          registrationIdentification?:
            | 'Registration number'
            | 'Identification number'
            | 'VAT identification number'
            | 'Tax registration number'
            | 'Trade register number';
          registrationNumber?: string;
          rsb?: string | null;
          /** @enum {string} */
          status?: 'Active' | 'Pending' | 'Suspended';
          streetAddress?: string;
          streetAddressLineTwo?: string | null;
          website?: string | null;
          zip?: string;
        };
      };
    };
    responses: {
      /** @description The updated account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            approvedAt: string | null;
            certificateEndDate: string | null;
            certificateStartDate: string | null;
            city: string;
            country: string;
            createdAt: string;
            expiresAt: string | null;
            hasSignedLetter: boolean;
            id: string;
            name: string;
            note: string | null;
            phone: {
              code: string;
              number: string;
            };
            registrationIdentification: string;
            registrationNumber: string;
            rsb: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Active' | 'Declined' | 'Suspended' | 'Inactive' | 'Closed';
            streetAddress: string;
            streetAddressLineTwo: string | null;
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            users: {
              cellPhone: {
                code: string;
                number: string;
              } | null;
              companyId: string;
              companyName: string;
              /** @enum {string} */
              companyType:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              createdAt: string;
              email: string;
              firstName: string;
              id: string;
              isAdminApproved: boolean;
              isEmailConfirmed: boolean;
              lastName: string;
              position: string | null;
              /** @enum {string|null} */
              prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
              /** @enum {string} */
              role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
              /** @enum {string} */
              status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
              SUID: string;
              /** @enum {string} */
              type: 'Primary' | 'Secondary';
            }[];
            usersCount: number;
            website: string | null;
            zip: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountActivityAdminController.contacts': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of contacts */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            fromId: string;
            id: string;
            isAllowOnBehalf: boolean;
            isCreatedByFacilitator: boolean;
            isPublicAnonymity: boolean;
            to: {
              country: string;
              id: string | null;
              name: string;
              status: string | null;
              type: string | null;
            };
            toId: string | null;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountActivityAdminController.credits': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the balance */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *         "BCUID": "BCU-2026-000123-01",
           *         "productType": "SAF",
           *         "rawMaterial": "Used cooking oil",
           *         "certificationScheme": "ISCC EU",
           *         "registrationApproveDate": "2026-03-02T09:15:00.000Z",
           *         "tonnesOfCO2eq": "10.000",
           *         "volume": "12.500",
           *         "neatAmountInMJ": "550000.000",
           *         "status": "Active",
           *         "statusLabel": "Active",
           *         "expiresAt": "2028-03-02T09:15:00.000Z",
           *         "companyId": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "bcuHolder": "Northwind Logistics",
           *         "companyType": "Corporate",
           *         "facilitatorId": null,
           *         "facilitatorName": null,
           *         "facilitatorAmount": null,
           *         "posNumber": "POS-2026-4711",
           *         "updatedAt": "2026-03-02T09:15:00.000Z",
           *         "createdAt": "2026-02-27T14:02:11.000Z"
           *       }
           *     ]
           */
          'application/json': {
            bcuHolder: string;
            BCUID: string | null;
            certificationScheme: string | null;
            companyId: string;
            companyType: string;
            createdAt: string;
            expiresAt: string | null;
            facilitatorAmount: string | null;
            facilitatorId: string | null;
            facilitatorName: string | null;
            id: string;
            neatAmountInMJ: string;
            posNumber: string | null;
            productType: string | null;
            rawMaterial: string | null;
            registrationApproveDate: string | null;
            /** @enum {string} */
            status:
              | 'Active'
              | 'Deposited'
              | 'Retired'
              | 'Removed'
              | 'Inactive'
              | 'Expired'
              | 'Suspended'
              | 'Closed'
              | 'Withdrawn'
              | 'Disconnected'
              | 'Pending'
              | 'Approved'
              | 'Denied'
              | 'Transit'
              | 'Merged'
              | 'Transcribed'
              | 'Failed'
              | 'Split'
              | 'Locked';
            statusLabel: string;
            tonnesOfCO2eq: string;
            updatedAt: string;
            volume: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountActivityAdminController.creditsTotal': {
    parameters: {
      query?: {
        filter?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The total balance */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "total": "12.500",
           *       "count": 1
           *     }
           */
          'application/json': {
            count: number;
            total: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountsAdminController.note': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Saved */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountActivityAdminController.transactions': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            bcuid: string | null;
            company: {
              id: string;
              name: string;
              type: string;
            };
            creditId: string;
            date: string;
            /** @enum {string|null} */
            direction: 'incoming' | 'outgoing' | null;
            id: string;
            receiver: {
              id: string | null;
              name: string;
            } | null;
            sender: {
              firstName: string;
              lastName: string;
            } | null;
            status: string;
            tonnesOfCO2eq: string;
            /** @enum {string} */
            type: 'Register' | 'Transfer' | 'Retirement' | 'Incoming' | 'Withdrawal' | 'Scope1';
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountsAdminController.export': {
    parameters: {
      query?: {
        filter?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description accounts.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ApiKeysAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of keys */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            companyName: string;
            createdAt: string;
            /** @description Name of the user who created the key */
            createdBy: string;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            scopes: (
              | 'credits:read'
              | 'transactions:read'
              | 'transfers:write'
              | 'retirements:write'
              | 'requests:write'
              | 'statements:read'
            )[];
            /** @enum {string} */
            status: 'Active' | 'Expired' | 'Revoked';
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ApiKeysAdminController.one': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            companyName: string;
            createdAt: string;
            /** @description Name of the user who created the key */
            createdBy: string;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            scopes: (
              | 'credits:read'
              | 'transactions:read'
              | 'transfers:write'
              | 'retirements:write'
              | 'requests:write'
              | 'statements:read'
            )[];
            /** @enum {string} */
            status: 'Active' | 'Expired' | 'Revoked';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ApiKeysAdminController.revoke': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revoked key */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            companyName: string;
            createdAt: string;
            /** @description Name of the user who created the key */
            createdBy: string;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            scopes: (
              | 'credits:read'
              | 'transactions:read'
              | 'transfers:write'
              | 'retirements:write'
              | 'requests:write'
              | 'statements:read'
            )[];
            /** @enum {string} */
            status: 'Active' | 'Expired' | 'Revoked';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'LogsAdminController.verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The result of the check */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            firstBroken?: {
              action: string;
              createdAt: string;
              id: string;
            };
            firstBrokenId?: string;
            ok: boolean;
            rows: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.listSchemes': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of certification schemes */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            baselineValue: number;
            fuelEmissionFactor: number;
            id: number;
            inUse?: boolean;
            name: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.createScheme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baselineValue: number;
          /** @default 0 */
          fuelEmissionFactor?: number;
          name: string;
        };
      };
    };
    responses: {
      /** @description The created scheme */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            baselineValue: number;
            fuelEmissionFactor: number;
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.scheme': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scheme */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            baselineValue: number;
            fuelEmissionFactor: number;
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.removeScheme': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted scheme */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            baselineValue: number;
            fuelEmissionFactor: number;
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.updateScheme': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          baselineValue?: number;
          fuelEmissionFactor?: number;
          name?: string;
        };
      };
    };
    responses: {
      /** @description The updated scheme */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            baselineValue: number;
            fuelEmissionFactor: number;
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'SubmissionsAdminController.signedLetter': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of BCUs */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *         "BCUID": "BCU-2026-000123-01",
           *         "productType": "SAF",
           *         "rawMaterial": "Used cooking oil",
           *         "certificationScheme": "ISCC EU",
           *         "registrationApproveDate": "2026-03-02T09:15:00.000Z",
           *         "tonnesOfCO2eq": "10.000",
           *         "volume": "12.500",
           *         "neatAmountInMJ": "550000.000",
           *         "status": "Active",
           *         "statusLabel": "Active",
           *         "expiresAt": "2028-03-02T09:15:00.000Z",
           *         "companyId": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "bcuHolder": "Northwind Logistics",
           *         "companyType": "Corporate",
           *         "facilitatorId": null,
           *         "facilitatorName": null,
           *         "facilitatorAmount": null,
           *         "posNumber": "POS-2026-4711",
           *         "updatedAt": "2026-03-02T09:15:00.000Z",
           *         "createdAt": "2026-02-27T14:02:11.000Z"
           *       }
           *     ]
           */
          'application/json': {
            bcuHolder: string;
            BCUID: string | null;
            certificationScheme: string | null;
            companyId: string;
            companyType: string;
            createdAt: string;
            expiresAt: string | null;
            facilitatorAmount: string | null;
            facilitatorId: string | null;
            facilitatorName: string | null;
            id: string;
            neatAmountInMJ: string;
            posNumber: string | null;
            productType: string | null;
            rawMaterial: string | null;
            registrationApproveDate: string | null;
            /** @enum {string} */
            status:
              | 'Active'
              | 'Deposited'
              | 'Retired'
              | 'Removed'
              | 'Inactive'
              | 'Expired'
              | 'Suspended'
              | 'Closed'
              | 'Withdrawn'
              | 'Disconnected'
              | 'Pending'
              | 'Approved'
              | 'Denied'
              | 'Transit'
              | 'Merged'
              | 'Transcribed'
              | 'Failed'
              | 'Split'
              | 'Locked';
            statusLabel: string;
            tonnesOfCO2eq: string;
            updatedAt: string;
            volume: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The BCU */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attachments: {
              createdAt: string;
              id: string;
              mimeType: string;
              name: string;
              size: number;
            }[];
            bcuHolder: string;
            BCUID: string | null;
            certificationExpired: boolean;
            certificationScheme: string | null;
            companyId: string;
            companyType: string;
            createdAt: string;
            events: {
              accountName: string | null;
              amount: string | null;
              bcuHolder: string | null;
              BCUID: string | null;
              createdAt: string;
              /** @enum {string} */
              creditEvent:
                | 'Registration Submitted'
                | 'Registration Approved'
                | 'Registration Rejected'
                | 'Transfer Submitted'
                | 'Transfer Approved'
                | 'Transfer Rejected'
                | 'Deposit Approved'
                | 'Deposit Rejected'
                | 'Deposit Expired'
                | 'Retirement Submitted'
                | 'Retirement Approved'
                | 'Retirement Rejected'
                | 'Scope 1 Request Submitted'
                | 'Scope 1 Request Approved'
                | 'Scope 1 Request Rejected'
                | 'Scope 1 Request Expired'
                | 'Split'
                | 'Merge'
                | 'Copy'
                | 'Expired'
                | 'Edited'
                | 'Facilitator Assigned'
                | 'Facilitator Unassigned';
              id: string;
              initiatorName: string | null;
              postEventStatus: string | null;
              preEventStatus: string | null;
              /** @enum {string} */
              triggeredBy: 'User' | 'System';
            }[];
            expiresAt: string | null;
            facilitator: {
              facilitatorAmount: string | null;
              facilitatorId: string | null;
              facilitatorName: string | null;
              transferedByFacilitator: boolean;
            };
            facilitatorAmount: string | null;
            facilitatorId: string | null;
            facilitatorName: string | null;
            hasPosFile: boolean;
            hasSupplierFile: boolean;
            id: string;
            info: {
              [key: string]: unknown;
            };
            issuer: {
              id: string;
              name: string;
              type: string;
            } | null;
            neatAmountInMJ: string;
            note: string | null;
            origin: string | null;
            parentId: string | null;
            posNumber: string | null;
            productType: string | null;
            rawMaterial: string | null;
            registrationApproveDate: string | null;
            registrationDenyDate: string | null;
            registrationFlow: string | null;
            rootId: string | null;
            scope1: {
              creditClaimCountry: string | null;
              hasPendingRequests: boolean;
              reporting: string | null;
              scope1Company: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            scope3: {
              scope3Anonymity: boolean;
              scope3Company: {
                id: string;
                name: string;
                type: string;
              } | null;
              scope3LogisticCompany: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            /** @enum {string} */
            status:
              | 'Active'
              | 'Deposited'
              | 'Retired'
              | 'Removed'
              | 'Inactive'
              | 'Expired'
              | 'Suspended'
              | 'Closed'
              | 'Withdrawn'
              | 'Disconnected'
              | 'Pending'
              | 'Approved'
              | 'Denied'
              | 'Transit'
              | 'Merged'
              | 'Transcribed'
              | 'Failed'
              | 'Split'
              | 'Locked';
            statusLabel: string;
            tabs: ('bcu-values' | 'bcu-info' | 'scope1' | 'scope3' | 'facilitator' | 'bcu-events')[];
            tonnesOfCO2eq: string;
            updatedAt: string;
            values: {
              abatementBaseline: unknown;
              batches: {
                [key: string]: unknown;
              }[];
              batchNumber: number;
              defaultILUCValue: unknown;
              directLandUseChangeDisaggregatedValue: unknown;
              GHGEmissionReduction: unknown;
              landfillDirectionCreditDisaggregatedValue: unknown;
              LCAGHGValue: unknown;
              lowerHeatingValue: unknown;
              neatAmountInMJ: string;
              recyclingEmissionCreditDisaggregatedValue: unknown;
              tonnesOfCO2eq: string;
              volume: string;
            };
            volume: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          abatementBaselineScheme?: (number | null) | (string | null);
          acquisitionDate?: string;
          additionalClaimAsAllowedUnderRsb?: string | null;
          additionalRSBClaim?: string | null;
          batches?:
            | {
                [key: string]: unknown;
              }[]
            | null;
          batchNumber?: number | string | null;
          certificationScheme?: string;
          chainCustodyModel?: string;
          deliveryCountry?: string;
          directLandUseChangeDisaggregatedValue?: number | string | null;
          entryInPOChainDate?: string;
          /** Format: uuid */
          id?: string;
          landfillDirectionCreditDisaggregatedValue?: number | string | null;
          lastProductionCountry?: string;
          LCAGHGValue?: number | string | null;
          neatAmountInMJ?: number | string | null;
          productType?: string;
          rawMaterial?: string;
          recyclingEmissionCreditDisaggregatedValue?: number | string | null;
          /** @enum {string} */
          status?:
            | 'Active'
            | 'Deposited'
            | 'Transit'
            | 'Merged'
            | 'Retired'
            | 'Transcribed'
            | 'Failed'
            | 'Split'
            | 'Suspended'
            | 'Inactive'
            | 'Expired'
            | 'Withdrawn';
          supplierAddress?: string;
          supplierAddressNumber?: string;
          supplierCity?: string;
          supplierCountry?: string;
          supplierName?: string;
          supplierZip?: string;
          volume?: number | string | null;
        };
      };
    };
    responses: {
      /** @description The updated BCU */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attachments: {
              createdAt: string;
              id: string;
              mimeType: string;
              name: string;
              size: number;
            }[];
            bcuHolder: string;
            BCUID: string | null;
            certificationExpired: boolean;
            certificationScheme: string | null;
            companyId: string;
            companyType: string;
            createdAt: string;
            events: {
              accountName: string | null;
              amount: string | null;
              bcuHolder: string | null;
              BCUID: string | null;
              createdAt: string;
              /** @enum {string} */
              creditEvent:
                | 'Registration Submitted'
                | 'Registration Approved'
                | 'Registration Rejected'
                | 'Transfer Submitted'
                | 'Transfer Approved'
                | 'Transfer Rejected'
                | 'Deposit Approved'
                | 'Deposit Rejected'
                | 'Deposit Expired'
                | 'Retirement Submitted'
                | 'Retirement Approved'
                | 'Retirement Rejected'
                | 'Scope 1 Request Submitted'
                | 'Scope 1 Request Approved'
                | 'Scope 1 Request Rejected'
                | 'Scope 1 Request Expired'
                | 'Split'
                | 'Merge'
                | 'Copy'
                | 'Expired'
                | 'Edited'
                | 'Facilitator Assigned'
                | 'Facilitator Unassigned';
              id: string;
              initiatorName: string | null;
              postEventStatus: string | null;
              preEventStatus: string | null;
              /** @enum {string} */
              triggeredBy: 'User' | 'System';
            }[];
            expiresAt: string | null;
            facilitator: {
              facilitatorAmount: string | null;
              facilitatorId: string | null;
              facilitatorName: string | null;
              transferedByFacilitator: boolean;
            };
            facilitatorAmount: string | null;
            facilitatorId: string | null;
            facilitatorName: string | null;
            hasPosFile: boolean;
            hasSupplierFile: boolean;
            id: string;
            info: {
              [key: string]: unknown;
            };
            issuer: {
              id: string;
              name: string;
              type: string;
            } | null;
            neatAmountInMJ: string;
            note: string | null;
            origin: string | null;
            parentId: string | null;
            posNumber: string | null;
            productType: string | null;
            rawMaterial: string | null;
            registrationApproveDate: string | null;
            registrationDenyDate: string | null;
            registrationFlow: string | null;
            rootId: string | null;
            scope1: {
              creditClaimCountry: string | null;
              hasPendingRequests: boolean;
              reporting: string | null;
              scope1Company: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            scope3: {
              scope3Anonymity: boolean;
              scope3Company: {
                id: string;
                name: string;
                type: string;
              } | null;
              scope3LogisticCompany: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            /** @enum {string} */
            status:
              | 'Active'
              | 'Deposited'
              | 'Retired'
              | 'Removed'
              | 'Inactive'
              | 'Expired'
              | 'Suspended'
              | 'Closed'
              | 'Withdrawn'
              | 'Disconnected'
              | 'Pending'
              | 'Approved'
              | 'Denied'
              | 'Transit'
              | 'Merged'
              | 'Transcribed'
              | 'Failed'
              | 'Split'
              | 'Locked';
            statusLabel: string;
            tabs: ('bcu-values' | 'bcu-info' | 'scope1' | 'scope3' | 'facilitator' | 'bcu-events')[];
            tonnesOfCO2eq: string;
            updatedAt: string;
            values: {
              abatementBaseline: unknown;
              batches: {
                [key: string]: unknown;
              }[];
              batchNumber: number;
              defaultILUCValue: unknown;
              directLandUseChangeDisaggregatedValue: unknown;
              GHGEmissionReduction: unknown;
              landfillDirectionCreditDisaggregatedValue: unknown;
              LCAGHGValue: unknown;
              lowerHeatingValue: unknown;
              neatAmountInMJ: string;
              recyclingEmissionCreditDisaggregatedValue: unknown;
              tonnesOfCO2eq: string;
              volume: string;
            };
            volume: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.attachments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Attachments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            id: string;
            mimeType: string;
            name: string;
            size: number;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.addAttachment': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description Stored */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            id: string;
            mimeType: string;
            name: string;
            size: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.downloadAttachment': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attachmentId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.removeAttachment': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attachmentId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.note': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Saved */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsAdminController.download': {
    parameters: {
      query?: {
        filter?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description BCU_download_{timestamp}.xlsx */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.listFeedstock': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of feedstock certifications */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.createFeedstock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description The created feedstock certification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.feedstock': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feedstock certification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.removeFeedstock': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted feedstock certification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.updateFeedstock': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description The updated feedstock certification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'FeesAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of fee rows */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountFee: number;
            accountFeePaid: boolean;
            bcuIssued: number | null;
            companyId: string;
            createdAt: string;
            end: string;
            id: string;
            issueRate: number;
            period: number;
            start: string;
            volumeFee: number | null;
            volumeFeePaid: boolean;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'FeesAdminController.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 0 */
          accountFee?: number;
          /** @default false */
          accountFeePaid?: boolean;
          /** @default null */
          bcuIssued?: number | null;
          /** Format: uuid */
          companyId: string;
          /** Format: date */
          end: string;
          /** @default 0 */
          issueRate?: number;
          /** @default 1 */
          period?: number;
          /** Format: date */
          start: string;
          /** @default false */
          volumeFeePaid?: boolean;
        };
      };
    };
    responses: {
      /** @description The created fee row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountFee: number;
            accountFeePaid: boolean;
            bcuIssued: number | null;
            companyId: string;
            createdAt: string;
            end: string;
            id: string;
            issueRate: number;
            period: number;
            start: string;
            volumeFee: number | null;
            volumeFeePaid: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'FeesAdminController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The fee row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountFee: number;
            accountFeePaid: boolean;
            bcuIssued: number | null;
            companyId: string;
            createdAt: string;
            end: string;
            id: string;
            issueRate: number;
            period: number;
            start: string;
            volumeFee: number | null;
            volumeFeePaid: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'FeesAdminController.remove': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted fee row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountFee: number;
            accountFeePaid: boolean;
            bcuIssued: number | null;
            companyId: string;
            createdAt: string;
            end: string;
            id: string;
            issueRate: number;
            period: number;
            start: string;
            volumeFee: number | null;
            volumeFeePaid: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'FeesAdminController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountFee?: number;
          accountFeePaid?: boolean;
          bcuIssued?: number | null;
          /** Format: date */
          end?: string;
          issueRate?: number;
          period?: number;
          /** Format: date */
          start?: string;
          volumeFeePaid?: boolean;
        };
      };
    };
    responses: {
      /** @description The updated fee row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountFee: number;
            accountFeePaid: boolean;
            bcuIssued: number | null;
            companyId: string;
            createdAt: string;
            end: string;
            id: string;
            issueRate: number;
            period: number;
            start: string;
            volumeFee: number | null;
            volumeFeePaid: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.listIncentives': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of incentives */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.createIncentive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description The created incentive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.incentive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The incentive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.removeIncentive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted incentive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceAdminController.updateIncentive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description The updated incentive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            inUse?: boolean;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'LogsAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of log rows */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            action: string;
            companyId: string | null;
            companyName: string | null;
            createdAt: string;
            details: {
              [key: string]: unknown;
            };
            id: string;
            /** @enum {string} */
            kind: 'User' | 'System';
            subjectId: string | null;
            subjectType: string | null;
            SUID: string | null;
            userId: string | null;
            userName: string | null;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'LogsAdminController.one': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The log row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            action: string;
            companyId: string | null;
            companyName: string | null;
            createdAt: string;
            details: {
              [key: string]: unknown;
            };
            id: string;
            /** @enum {string} */
            kind: 'User' | 'System';
            subjectId: string | null;
            subjectType: string | null;
            SUID: string | null;
            userId: string | null;
            userName: string | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'LogsAdminController.actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Action names, sorted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'LogsAdminController.export': {
    parameters: {
      query?: {
        filter?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description logs.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ParametersAdminController.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All parameters */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            id:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL'
              | 'showHomepageDemoBanner'
              | 'showHomepageAcademyBanner';
            /** @enum {string} */
            key:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL'
              | 'showHomepageDemoBanner'
              | 'showHomepageAcademyBanner';
            /** @enum {string} */
            kind: 'link' | 'switch';
            updatedAt: string | null;
            url: string | null;
            /** @enum {string|null} */
            value: 'true' | 'false' | null;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ParametersAdminController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The parameter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            id:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL'
              | 'showHomepageDemoBanner'
              | 'showHomepageAcademyBanner';
            /** @enum {string} */
            key:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL'
              | 'showHomepageDemoBanner'
              | 'showHomepageAcademyBanner';
            /** @enum {string} */
            kind: 'link' | 'switch';
            updatedAt: string | null;
            url: string | null;
            /** @enum {string|null} */
            value: 'true' | 'false' | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ParametersAdminController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              url: string | null;
            }
          | {
              /** @enum {string} */
              value: 'true' | 'false';
            };
      };
    };
    responses: {
      /** @description The updated parameter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            id:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL'
              | 'showHomepageDemoBanner'
              | 'showHomepageAcademyBanner';
            /** @enum {string} */
            key:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL'
              | 'showHomepageDemoBanner'
              | 'showHomepageAcademyBanner';
            /** @enum {string} */
            kind: 'link' | 'switch';
            updatedAt: string | null;
            url: string | null;
            /** @enum {string|null} */
            value: 'true' | 'false' | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'SubmissionsAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of submissions */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            applicantEmail: string | null;
            applicantName: string;
            companyId: string;
            companyName: string;
            companyType: string;
            createdAt: string;
            id: string;
            reviewedAt: string | null;
            reviewedBy: string | null;
            reviewMessage: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            /** @enum {string} */
            type: 'Registration' | 'ProfileUpdate' | 'BCURegistration' | 'BCUTransfer' | 'BCURetirement';
            updatedAt: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'SubmissionsAdminController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The submission */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            applicant: {
              [key: string]: unknown;
            } | null;
            applicantEmail: string | null;
            applicantName: string;
            company: {
              [key: string]: unknown;
            };
            companyId: string;
            companyName: string;
            companyType: string;
            createdAt: string;
            id: string;
            note: string | null;
            reviewedAt: string | null;
            reviewedBy: string | null;
            reviewMessage: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            /** @enum {string} */
            type: 'Registration' | 'ProfileUpdate' | 'BCURegistration' | 'BCUTransfer' | 'BCURetirement';
            updatedAt: string;
            users: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'SubmissionsAdminController.approve': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string;
        };
      };
    };
    responses: {
      /** @description Approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            applicant: {
              [key: string]: unknown;
            } | null;
            applicantEmail: string | null;
            applicantName: string;
            company: {
              [key: string]: unknown;
            };
            companyId: string;
            companyName: string;
            companyType: string;
            createdAt: string;
            id: string;
            note: string | null;
            reviewedAt: string | null;
            reviewedBy: string | null;
            reviewMessage: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            /** @enum {string} */
            type: 'Registration' | 'ProfileUpdate' | 'BCURegistration' | 'BCUTransfer' | 'BCURetirement';
            updatedAt: string;
            users: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'SubmissionsAdminController.note': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Saved */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'SubmissionsAdminController.reject': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string;
        };
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            applicant: {
              [key: string]: unknown;
            } | null;
            applicantEmail: string | null;
            applicantName: string;
            company: {
              [key: string]: unknown;
            };
            companyId: string;
            companyName: string;
            companyType: string;
            createdAt: string;
            id: string;
            note: string | null;
            reviewedAt: string | null;
            reviewedBy: string | null;
            reviewMessage: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            /** @enum {string} */
            type: 'Registration' | 'ProfileUpdate' | 'BCURegistration' | 'BCUTransfer' | 'BCURetirement';
            updatedAt: string;
            users: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'UsersAdminController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of users */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cellPhone: {
              code: string;
              number: string;
            } | null;
            companyId: string;
            companyName: string;
            /** @enum {string} */
            companyType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            createdAt: string;
            email: string;
            firstName: string;
            id: string;
            isAdminApproved: boolean;
            isEmailConfirmed: boolean;
            lastName: string;
            position: string | null;
            /** @enum {string|null} */
            prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
            /** @enum {string} */
            role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
            /** @enum {string} */
            status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
            SUID: string;
            /** @enum {string} */
            type: 'Primary' | 'Secondary';
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'UsersAdminController.one': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cellPhone: {
              code: string;
              number: string;
            } | null;
            companyId: string;
            companyName: string;
            /** @enum {string} */
            companyType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            createdAt: string;
            email: string;
            firstName: string;
            id: string;
            isAdminApproved: boolean;
            isEmailConfirmed: boolean;
            lastName: string;
            position: string | null;
            /** @enum {string|null} */
            prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
            /** @enum {string} */
            role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
            /** @enum {string} */
            status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
            SUID: string;
            /** @enum {string} */
            type: 'Primary' | 'Secondary';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'UsersAdminController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cellPhone?: {
            code: string;
            number: string;
          };
          email?: string;
          firstName?: string;
          lastName?: string;
          position?: string;
          /** @enum {string} */
          status?: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
        };
      };
    };
    responses: {
      /** @description The updated user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cellPhone: {
              code: string;
              number: string;
            } | null;
            companyId: string;
            companyName: string;
            /** @enum {string} */
            companyType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            createdAt: string;
            email: string;
            firstName: string;
            id: string;
            isAdminApproved: boolean;
            isEmailConfirmed: boolean;
            lastName: string;
            position: string | null;
            /** @enum {string|null} */
            prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
            /** @enum {string} */
            role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
            /** @enum {string} */
            status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
            SUID: string;
            /** @enum {string} */
            type: 'Primary' | 'Secondary';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'UsersAdminController.export': {
    parameters: {
      query?: {
        filter?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description users.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuditorController.companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Companies to choose from */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accessExpiresAt: string;
            id: string;
            name: string;
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuthController.me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountTypes: (
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin'
            )[];
            cellPhone: {
              code: string;
              number: string;
            } | null;
            company: {
              address: string | null;
              addressNumber: string | null;
              city: string | null;
              country: string | null;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              zip: string | null;
            };
            companyId: string;
            connectTourCompleted: boolean;
            createdAt: string;
            email: string;
            firstName: string;
            id: string;
            isAdminApproved: boolean;
            isEmailConfirmed: boolean;
            isReadOnly: boolean;
            lastName: string;
            position: string | null;
            /** @enum {string|null} */
            prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
            /** @enum {string} */
            role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
            /** @enum {string} */
            status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
            SUID: string;
            /** @enum {string} */
            type: 'Primary' | 'Secondary';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuthController.checkCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          otp: string;
        };
      };
    };
    responses: {
      /** @description The code is right */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            valid: true;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuthController.login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Code sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accounts: {
              companyId: string;
              companyName: string;
              /** @enum {string} */
              companyType:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              isReadOnly: boolean;
              userId: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuthController.logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuthController.refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description New access token */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accessToken: string;
            expiresIn: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'RegistrationController.register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The application as a JSON string */
          payload: {
            /** @enum {string} */
            accountType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor';
            /** @enum {boolean} */
            agreement: true;
            captchaToken?: string;
            /** Format: date */
            certificateEndDate?: string;
            /** Format: date */
            certificateStartDate?: string;
            city: string;
            companyName: string;
            companyPhone: {
              code: string;
              number: string;
            };
            country: string;
            email: string;
            name: string;
            password: string;
            position: string;
            /** @enum {string} */
            registrationIdentification:
              | 'Registration number'
              | 'Identification number'
              | 'VAT identification number'
              | 'Tax registration number'
              | 'Trade register number';
            registrationNumber: string;
            rsb?: string;
            streetAddress: string;
            streetAddressLineTwo?: string;
            surname: string;
            token?: string;
            userPhone: {
              code: string;
              number: string;
            };
            website?: string;
            zip: string;
          };
          /**
           * Format: binary
           * @description Signed company letter, PDF, at most 10 MB
           */
          signedCompanyLetter: string;
        };
      };
    };
    responses: {
      /** @description Application stored; confirmation mail sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AuthController.session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          otp: string;
          password: string;
          /** Format: uuid */
          userId: string;
        };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accessToken: string;
            expiresIn: number;
            user: {
              accountTypes: (
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin'
              )[];
              cellPhone: {
                code: string;
                number: string;
              } | null;
              company: {
                address: string | null;
                addressNumber: string | null;
                city: string | null;
                country: string | null;
                name: string;
                /** @enum {string} */
                type:
                  | 'Supplier'
                  | 'Intermediary'
                  | 'Airline'
                  | 'Forwarder'
                  | 'Corporate'
                  | 'Facilitator'
                  | 'Auditor'
                  | 'Admin';
                zip: string | null;
              };
              companyId: string;
              connectTourCompleted: boolean;
              createdAt: string;
              email: string;
              firstName: string;
              id: string;
              isAdminApproved: boolean;
              isEmailConfirmed: boolean;
              isReadOnly: boolean;
              lastName: string;
              position: string | null;
              /** @enum {string|null} */
              prevStatus: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked' | null;
              /** @enum {string} */
              role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin';
              /** @enum {string} */
              status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
              SUID: string;
              /** @enum {string} */
              type: 'Primary' | 'Secondary';
            };
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'RegistrationController.validateAccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountName: string;
          /** @enum {string} */
          accountType: 'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor';
          email: string;
        };
      };
    };
    responses: {
      /** @description The three flags */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            isAccountNameSame: boolean;
            isAccountsExist: boolean;
            isAccountTypeExist: boolean;
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'PublicController.challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ALTCHA challenge */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'KpiController.chart': {
    parameters: {
      query?: {
        accountId?: string;
        chartType?: string;
        year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Chart data */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            chartType: 'GHG' | 'BCU';
            companyId: string;
            companyType: string;
            months: {
              bcuInventory: string;
              cumulativeRetirements: string;
              Incoming: string;
              label: string;
              month: number;
              Register: string;
              Retirement: string;
              Scope1: string;
              target: string | null;
              Transfer: string;
              Withdrawal: string;
            }[];
            unit: string;
            year: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.adminRequests': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of requests */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "reviewedAt": null,
           *         "status": "Pending",
           *         "statusLabel": "Pending",
           *         "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting.",
           *         "reviewMessage": null,
           *         "direction": "sent",
           *         "sender": {
           *           "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *           "name": "Northwind Logistics",
           *           "type": "Corporate",
           *           "isAnonymous": false,
           *           "typeLabel": "Corporate",
           *           "country": "Germany",
           *           "continent": "Europe"
           *         },
           *         "receiver": {
           *           "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *           "name": "Blue Sky Airways",
           *           "type": "Airline",
           *           "isAnonymous": false,
           *           "typeLabel": "Airline",
           *           "country": "Netherlands",
           *           "continent": "Europe"
           *         },
           *         "createdBy": {
           *           "id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
           *           "firstName": "Ada",
           *           "lastName": "Lovelace"
           *         },
           *         "reviewedBy": null,
           *         "canDecide": false,
           *         "contact": null
           *       }
           *     ]
           */
          'application/json': {
            canDecide: boolean;
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            createdAt: string;
            createdBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            /** @enum {string|null} */
            direction: 'sent' | 'received' | null;
            id: string;
            message: string;
            receiver: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            reviewedAt: string | null;
            reviewedBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            reviewMessage: string | null;
            sender: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            statusLabel: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.adminRequest': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "reviewedAt": null,
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting.",
           *       "reviewMessage": null,
           *       "direction": "sent",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate",
           *         "isAnonymous": false,
           *         "typeLabel": "Corporate",
           *         "country": "Germany",
           *         "continent": "Europe"
           *       },
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline",
           *         "isAnonymous": false,
           *         "typeLabel": "Airline",
           *         "country": "Netherlands",
           *         "continent": "Europe"
           *       },
           *       "createdBy": {
           *         "id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
           *         "firstName": "Ada",
           *         "lastName": "Lovelace"
           *       },
           *       "reviewedBy": null,
           *       "canDecide": false,
           *       "contact": null
           *     }
           */
          'application/json': {
            canDecide: boolean;
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            createdAt: string;
            createdBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            /** @enum {string|null} */
            direction: 'sent' | 'received' | null;
            id: string;
            message: string;
            receiver: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            reviewedAt: string | null;
            reviewedBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            reviewMessage: string | null;
            sender: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.logo': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.requests': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of requests */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "reviewedAt": null,
           *         "status": "Pending",
           *         "statusLabel": "Pending",
           *         "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting.",
           *         "reviewMessage": null,
           *         "direction": "sent",
           *         "sender": {
           *           "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *           "name": "Northwind Logistics",
           *           "type": "Corporate",
           *           "isAnonymous": false,
           *           "typeLabel": "Corporate",
           *           "country": "Germany",
           *           "continent": "Europe"
           *         },
           *         "receiver": {
           *           "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *           "name": "Blue Sky Airways",
           *           "type": "Airline",
           *           "isAnonymous": false,
           *           "typeLabel": "Airline",
           *           "country": "Netherlands",
           *           "continent": "Europe"
           *         },
           *         "createdBy": {
           *           "id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
           *           "firstName": "Ada",
           *           "lastName": "Lovelace"
           *         },
           *         "reviewedBy": null,
           *         "canDecide": false,
           *         "contact": null
           *       }
           *     ]
           */
          'application/json': {
            canDecide: boolean;
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            createdAt: string;
            createdBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            /** @enum {string|null} */
            direction: 'sent' | 'received' | null;
            id: string;
            message: string;
            receiver: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            reviewedAt: string | null;
            reviewedBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            reviewMessage: string | null;
            sender: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            statusLabel: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.createRequest': {
    parameters: {
      query?: never;
      header?: {
        /** @description Retries with the same key and body within 24 hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "receiverId": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
         *       "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting."
         *     }
         */
        'application/json': {
          message: string;
          /** Format: uuid */
          receiverId: string;
        };
      };
    };
    responses: {
      /** @description The new request */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "reviewedAt": null,
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting.",
           *       "reviewMessage": null,
           *       "direction": "sent",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate",
           *         "isAnonymous": false,
           *         "typeLabel": "Corporate",
           *         "country": "Germany",
           *         "continent": "Europe"
           *       },
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline",
           *         "isAnonymous": false,
           *         "typeLabel": "Airline",
           *         "country": "Netherlands",
           *         "continent": "Europe"
           *       },
           *       "createdBy": {
           *         "id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
           *         "firstName": "Ada",
           *         "lastName": "Lovelace"
           *       },
           *       "reviewedBy": null,
           *       "canDecide": false,
           *       "contact": null
           *     }
           */
          'application/json': {
            canDecide: boolean;
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            createdAt: string;
            createdBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            /** @enum {string|null} */
            direction: 'sent' | 'received' | null;
            id: string;
            message: string;
            receiver: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            reviewedAt: string | null;
            reviewedBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            reviewMessage: string | null;
            sender: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.request': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "reviewedAt": null,
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting.",
           *       "reviewMessage": null,
           *       "direction": "sent",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate",
           *         "isAnonymous": false,
           *         "typeLabel": "Corporate",
           *         "country": "Germany",
           *         "continent": "Europe"
           *       },
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline",
           *         "isAnonymous": false,
           *         "typeLabel": "Airline",
           *         "country": "Netherlands",
           *         "continent": "Europe"
           *       },
           *       "createdBy": {
           *         "id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
           *         "firstName": "Ada",
           *         "lastName": "Lovelace"
           *       },
           *       "reviewedBy": null,
           *       "canDecide": false,
           *       "contact": null
           *     }
           */
          'application/json': {
            canDecide: boolean;
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            createdAt: string;
            createdBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            /** @enum {string|null} */
            direction: 'sent' | 'received' | null;
            id: string;
            message: string;
            receiver: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            reviewedAt: string | null;
            reviewedBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            reviewMessage: string | null;
            sender: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.decide': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'approve' | 'decline';
          message?: string;
        };
      };
    };
    responses: {
      /** @description The decided request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "reviewedAt": null,
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "message": "We would like to transfer BCUs to you for your 2026 Scope 1 reporting.",
           *       "reviewMessage": null,
           *       "direction": "sent",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate",
           *         "isAnonymous": false,
           *         "typeLabel": "Corporate",
           *         "country": "Germany",
           *         "continent": "Europe"
           *       },
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline",
           *         "isAnonymous": false,
           *         "typeLabel": "Airline",
           *         "country": "Netherlands",
           *         "continent": "Europe"
           *       },
           *       "createdBy": {
           *         "id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
           *         "firstName": "Ada",
           *         "lastName": "Lovelace"
           *       },
           *       "reviewedBy": null,
           *       "canDecide": false,
           *       "contact": null
           *     }
           */
          'application/json': {
            canDecide: boolean;
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            createdAt: string;
            createdBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            /** @enum {string|null} */
            direction: 'sent' | 'received' | null;
            id: string;
            message: string;
            receiver: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            reviewedAt: string | null;
            reviewedBy: {
              firstName: string;
              id: string;
              lastName: string;
            } | null;
            reviewMessage: string | null;
            sender: {
              continent: string | null;
              country: string | null;
              id: string;
              isAnonymous: boolean;
              name: string;
              /** @enum {string} */
              type:
                | 'Supplier'
                | 'Intermediary'
                | 'Airline'
                | 'Forwarder'
                | 'Corporate'
                | 'Facilitator'
                | 'Auditor'
                | 'Admin';
              typeLabel: string;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Rejected';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.discovery': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of company cards */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            canRequest: boolean;
            city: string | null;
            /** @enum {string|null} */
            connectionRequestDirection: 'sent' | 'received' | null;
            connectionRequestId: string | null;
            /** @enum {string|null} */
            connectionRequestStatus: 'Pending' | 'Approved' | 'Rejected' | null;
            /** @enum {string} */
            connectionState: 'Connected' | 'Pending' | 'None';
            contact: {
              email: string;
              name: string;
              phone: string | null;
              website: string | null;
            } | null;
            continent: string | null;
            country: string | null;
            hasConnectionRequest: boolean;
            hasLogo: boolean;
            id: string;
            /** @enum {string} */
            industry:
              | 'Agriculture'
              | 'Construction'
              | 'Consulting'
              | 'Education'
              | 'Financial Services'
              | 'Food & Beverage'
              | 'Healthcare'
              | 'Logistics'
              | 'Manufacturing'
              | 'Media & Entertainment'
              | 'Real Estate'
              | 'Renewable Energy'
              | 'Retail'
              | 'Technology'
              | 'Transportation';
            isAnonymous: boolean;
            isLookingForCompanyConnect: boolean;
            isReadyToOfferConnect: boolean;
            logoUrl: string | null;
            lookingPitch: string;
            lookingTags: string[];
            name: string;
            offerPitch: string;
            offerTags: string[];
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            typeLabel: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The preferences */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            acceptRulesOfParticipation: boolean;
            canEdit: boolean;
            city: string;
            companyId: string;
            companyName: string;
            /** @enum {string} */
            companyType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            continent: string | null;
            country: string;
            hasLogo: boolean;
            /** @enum {string} */
            industry:
              | 'Agriculture'
              | 'Construction'
              | 'Consulting'
              | 'Education'
              | 'Financial Services'
              | 'Food & Beverage'
              | 'Healthcare'
              | 'Logistics'
              | 'Manufacturing'
              | 'Media & Entertainment'
              | 'Real Estate'
              | 'Renewable Energy'
              | 'Retail'
              | 'Technology'
              | 'Transportation';
            isAnonymousConnection: boolean;
            isDiscoverable: boolean;
            isLookingForCompanyConnect: boolean;
            isNotifyConnections: boolean;
            isReadyToOfferConnect: boolean;
            lookingPitch: string;
            lookingTags: string[];
            offerPitch: string;
            offerTags: string[];
            updatedAt: string | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.savePreferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          acceptRulesOfParticipation: boolean;
          /** @default false */
          isAnonymousConnection?: boolean;
          isDiscoverable: boolean;
          /** @default false */
          isLookingForCompanyConnect?: boolean;
          /** @default false */
          isNotifyConnections?: boolean;
          /** @default false */
          isReadyToOfferConnect?: boolean;
          lookingPitch?: string | null;
          lookingTags?: string[];
          offerPitch?: string | null;
          offerTags?: string[];
        };
      };
    };
    responses: {
      /** @description The saved preferences */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            acceptRulesOfParticipation: boolean;
            canEdit: boolean;
            city: string;
            companyId: string;
            companyName: string;
            /** @enum {string} */
            companyType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            continent: string | null;
            country: string;
            hasLogo: boolean;
            /** @enum {string} */
            industry:
              | 'Agriculture'
              | 'Construction'
              | 'Consulting'
              | 'Education'
              | 'Financial Services'
              | 'Food & Beverage'
              | 'Healthcare'
              | 'Logistics'
              | 'Manufacturing'
              | 'Media & Entertainment'
              | 'Real Estate'
              | 'Renewable Energy'
              | 'Retail'
              | 'Technology'
              | 'Transportation';
            isAnonymousConnection: boolean;
            isDiscoverable: boolean;
            isLookingForCompanyConnect: boolean;
            isNotifyConnections: boolean;
            isReadyToOfferConnect: boolean;
            lookingPitch: string;
            lookingTags: string[];
            offerPitch: string;
            offerTags: string[];
            updatedAt: string | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactController.contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captchaToken: string;
          cellPhone: {
            code: string;
            number: string;
          };
          companyName: string;
          email: string;
          firstName: string;
          lastName: string;
          message: string;
          position: string;
        };
      };
    };
    responses: {
      /** @description Message sent */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactController.contactSignedIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cellPhone: {
            code: string;
            number: string;
          };
          message: string;
        };
      };
    };
    responses: {
      /** @description Message sent */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Too many requests */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactListController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of contacts */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            fromId: string;
            id: string;
            isAllowOnBehalf: boolean;
            isCreatedByFacilitator: boolean;
            isPublicAnonymity: boolean;
            to: {
              country: string;
              id: string | null;
              name: string;
              status: string | null;
              type: string | null;
            };
            toId: string | null;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactListController.add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          accountId?: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description The new contact */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            fromId: string;
            id: string;
            isAllowOnBehalf: boolean;
            isCreatedByFacilitator: boolean;
            isPublicAnonymity: boolean;
            to: {
              country: string;
              id: string | null;
              name: string;
              status: string | null;
              type: string | null;
            };
            toId: string | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Error */
      412: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactListController.remove': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactListController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isAllowOnBehalf?: boolean;
          isPublicAnonymity?: boolean;
        };
      };
    };
    responses: {
      /** @description The contact */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            fromId: string;
            id: string;
            isAllowOnBehalf: boolean;
            isCreatedByFacilitator: boolean;
            isPublicAnonymity: boolean;
            to: {
              country: string;
              id: string | null;
              name: string;
              status: string | null;
              type: string | null;
            };
            toId: string | null;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactListController.token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token, shown once */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            token: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.outgoing': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of requests */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *         "kind": "Transfer",
           *         "status": "Pending",
           *         "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *         "bcuid": "BCU-2026-000123-01",
           *         "heldCreditId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
           *         "heldBcuid": "BCU-2026-000123-02",
           *         "amount": "4.000",
           *         "tonnesOfCO2eq": "3.200",
           *         "neatAmountInMJ": "176000.000",
           *         "amountType": "BCU",
           *         "amountInput": "4.000",
           *         "sender": {
           *           "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *           "name": "Northwind Logistics",
           *           "type": "Corporate"
           *         },
           *         "senderUser": "Ada Lovelace",
           *         "receiver": {
           *           "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *           "name": "Blue Sky Airways",
           *           "type": "Airline"
           *         },
           *         "onBehalfBy": null,
           *         "isScope1Provider": null,
           *         "isScope3Provider": null,
           *         "creditClaimCountry": null,
           *         "reporting": null,
           *         "scope3Company": null,
           *         "scope3Anonymity": false,
           *         "submissionId": "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
           *         "statementId": null,
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "decidedAt": null,
           *         "completedAt": null,
           *         "expiresAt": null
           *       }
           *     ]
           */
          'application/json': {
            amount: string;
            amountInput: string;
            /** @enum {string} */
            amountType: 'BCU' | 'CO2eq' | 'MJ';
            bcuid: string;
            completedAt: string | null;
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            heldBcuid: string;
            heldCreditId: string;
            id: string;
            isScope1Provider: boolean | null;
            isScope3Provider: boolean | null;
            /** @enum {string} */
            kind: 'Transfer' | 'Retirement';
            neatAmountInMJ: string;
            onBehalfBy: {
              id: string;
              name: string;
              type: string;
            } | null;
            receiver: {
              id: string;
              name: string;
              type: string;
            } | null;
            reporting: string | null;
            scope3Anonymity: boolean;
            scope3Company: {
              id: string;
              name: string;
              type: string;
            } | null;
            sender: {
              id: string;
              name: string;
              type: string;
            };
            senderUser: string;
            statementId: string | null;
            /** @enum {string} */
            status:
              | 'Pending'
              | 'Approved'
              | 'Rejected'
              | 'Deposit Pending'
              | 'Deposit Approved'
              | 'Deposit Rejected'
              | 'Deposit Expired';
            submissionId: string | null;
            tonnesOfCO2eq: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.outgoingDetail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "kind": "Transfer",
           *       "status": "Pending",
           *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "bcuid": "BCU-2026-000123-01",
           *       "heldCreditId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
           *       "heldBcuid": "BCU-2026-000123-02",
           *       "amount": "4.000",
           *       "tonnesOfCO2eq": "3.200",
           *       "neatAmountInMJ": "176000.000",
           *       "amountType": "BCU",
           *       "amountInput": "4.000",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate"
           *       },
           *       "senderUser": "Ada Lovelace",
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline"
           *       },
           *       "onBehalfBy": null,
           *       "isScope1Provider": null,
           *       "isScope3Provider": null,
           *       "creditClaimCountry": null,
           *       "reporting": null,
           *       "scope3Company": null,
           *       "scope3Anonymity": false,
           *       "submissionId": "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
           *       "statementId": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "decidedAt": null,
           *       "completedAt": null,
           *       "expiresAt": null
           *     }
           */
          'application/json': {
            amount: string;
            amountInput: string;
            /** @enum {string} */
            amountType: 'BCU' | 'CO2eq' | 'MJ';
            bcuid: string;
            completedAt: string | null;
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            heldBcuid: string;
            heldCreditId: string;
            id: string;
            isScope1Provider: boolean | null;
            isScope3Provider: boolean | null;
            /** @enum {string} */
            kind: 'Transfer' | 'Retirement';
            neatAmountInMJ: string;
            onBehalfBy: {
              id: string;
              name: string;
              type: string;
            } | null;
            receiver: {
              id: string;
              name: string;
              type: string;
            } | null;
            reporting: string | null;
            scope3Anonymity: boolean;
            scope3Company: {
              id: string;
              name: string;
              type: string;
            } | null;
            sender: {
              id: string;
              name: string;
              type: string;
            };
            senderUser: string;
            statementId: string | null;
            /** @enum {string} */
            status:
              | 'Pending'
              | 'Approved'
              | 'Rejected'
              | 'Deposit Pending'
              | 'Deposit Approved'
              | 'Deposit Rejected'
              | 'Deposit Expired';
            submissionId: string | null;
            tonnesOfCO2eq: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsController.balance': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the balance */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *         "BCUID": "BCU-2026-000123-01",
           *         "productType": "SAF",
           *         "rawMaterial": "Used cooking oil",
           *         "certificationScheme": "ISCC EU",
           *         "registrationApproveDate": "2026-03-02T09:15:00.000Z",
           *         "tonnesOfCO2eq": "10.000",
           *         "volume": "12.500",
           *         "neatAmountInMJ": "550000.000",
           *         "status": "Active",
           *         "statusLabel": "Active",
           *         "expiresAt": "2028-03-02T09:15:00.000Z",
           *         "companyId": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "bcuHolder": "Northwind Logistics",
           *         "companyType": "Corporate",
           *         "facilitatorId": null,
           *         "facilitatorName": null,
           *         "facilitatorAmount": null,
           *         "posNumber": "POS-2026-4711",
           *         "updatedAt": "2026-03-02T09:15:00.000Z",
           *         "createdAt": "2026-02-27T14:02:11.000Z"
           *       }
           *     ]
           */
          'application/json': {
            bcuHolder: string;
            BCUID: string | null;
            certificationScheme: string | null;
            companyId: string;
            companyType: string;
            createdAt: string;
            expiresAt: string | null;
            facilitatorAmount: string | null;
            facilitatorId: string | null;
            facilitatorName: string | null;
            id: string;
            neatAmountInMJ: string;
            posNumber: string | null;
            productType: string | null;
            rawMaterial: string | null;
            registrationApproveDate: string | null;
            /** @enum {string} */
            status:
              | 'Active'
              | 'Deposited'
              | 'Retired'
              | 'Removed'
              | 'Inactive'
              | 'Expired'
              | 'Suspended'
              | 'Closed'
              | 'Withdrawn'
              | 'Disconnected'
              | 'Pending'
              | 'Approved'
              | 'Denied'
              | 'Transit'
              | 'Merged'
              | 'Transcribed'
              | 'Failed'
              | 'Split'
              | 'Locked';
            statusLabel: string;
            tonnesOfCO2eq: string;
            updatedAt: string;
            volume: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The BCU */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bcuHolder: string;
            BCUID: string | null;
            certificationExpired: boolean;
            certificationScheme: string | null;
            companyId: string;
            companyType: string;
            createdAt: string;
            events: {
              accountName: string | null;
              amount: string | null;
              bcuHolder: string | null;
              BCUID: string | null;
              createdAt: string;
              /** @enum {string} */
              creditEvent:
                | 'Registration Submitted'
                | 'Registration Approved'
                | 'Registration Rejected'
                | 'Transfer Submitted'
                | 'Transfer Approved'
                | 'Transfer Rejected'
                | 'Deposit Approved'
                | 'Deposit Rejected'
                | 'Deposit Expired'
                | 'Retirement Submitted'
                | 'Retirement Approved'
                | 'Retirement Rejected'
                | 'Scope 1 Request Submitted'
                | 'Scope 1 Request Approved'
                | 'Scope 1 Request Rejected'
                | 'Scope 1 Request Expired'
                | 'Split'
                | 'Merge'
                | 'Copy'
                | 'Expired'
                | 'Edited'
                | 'Facilitator Assigned'
                | 'Facilitator Unassigned';
              id: string;
              initiatorName: string | null;
              postEventStatus: string | null;
              preEventStatus: string | null;
              /** @enum {string} */
              triggeredBy: 'User' | 'System';
            }[];
            expiresAt: string | null;
            facilitator: {
              facilitatorAmount: string | null;
              facilitatorId: string | null;
              facilitatorName: string | null;
              transferedByFacilitator: boolean;
            };
            facilitatorAmount: string | null;
            facilitatorId: string | null;
            facilitatorName: string | null;
            hasPosFile: boolean;
            hasSupplierFile: boolean;
            id: string;
            info: {
              [key: string]: unknown;
            };
            issuer: {
              id: string;
              name: string;
              type: string;
            } | null;
            neatAmountInMJ: string;
            origin: string | null;
            parentId: string | null;
            posNumber: string | null;
            productType: string | null;
            rawMaterial: string | null;
            registrationApproveDate: string | null;
            registrationDenyDate: string | null;
            registrationFlow: string | null;
            rootId: string | null;
            scope1: {
              creditClaimCountry: string | null;
              hasPendingRequests: boolean;
              reporting: string | null;
              scope1Company: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            scope3: {
              scope3Anonymity: boolean;
              scope3Company: {
                id: string;
                name: string;
                type: string;
              } | null;
              scope3LogisticCompany: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            /** @enum {string} */
            status:
              | 'Active'
              | 'Deposited'
              | 'Retired'
              | 'Removed'
              | 'Inactive'
              | 'Expired'
              | 'Suspended'
              | 'Closed'
              | 'Withdrawn'
              | 'Disconnected'
              | 'Pending'
              | 'Approved'
              | 'Denied'
              | 'Transit'
              | 'Merged'
              | 'Transcribed'
              | 'Failed'
              | 'Split'
              | 'Locked';
            statusLabel: string;
            tabs: ('bcu-values' | 'bcu-info' | 'scope1' | 'scope3' | 'facilitator' | 'bcu-events')[];
            tonnesOfCO2eq: string;
            updatedAt: string;
            values: {
              abatementBaseline: unknown;
              batches: {
                [key: string]: unknown;
              }[];
              batchNumber: number;
              defaultILUCValue: unknown;
              directLandUseChangeDisaggregatedValue: unknown;
              GHGEmissionReduction: unknown;
              landfillDirectionCreditDisaggregatedValue: unknown;
              LCAGHGValue: unknown;
              lowerHeatingValue: unknown;
              neatAmountInMJ: string;
              recyclingEmissionCreditDisaggregatedValue: unknown;
              tonnesOfCO2eq: string;
              volume: string;
            };
            volume: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsController.events': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description BCU events */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountName: string | null;
            amount: string | null;
            bcuHolder: string | null;
            BCUID: string | null;
            createdAt: string;
            /** @enum {string} */
            creditEvent:
              | 'Registration Submitted'
              | 'Registration Approved'
              | 'Registration Rejected'
              | 'Transfer Submitted'
              | 'Transfer Approved'
              | 'Transfer Rejected'
              | 'Deposit Approved'
              | 'Deposit Rejected'
              | 'Deposit Expired'
              | 'Retirement Submitted'
              | 'Retirement Approved'
              | 'Retirement Rejected'
              | 'Scope 1 Request Submitted'
              | 'Scope 1 Request Approved'
              | 'Scope 1 Request Rejected'
              | 'Scope 1 Request Expired'
              | 'Split'
              | 'Merge'
              | 'Copy'
              | 'Expired'
              | 'Edited'
              | 'Facilitator Assigned'
              | 'Facilitator Unassigned';
            id: string;
            initiatorName: string | null;
            postEventStatus: string | null;
            preEventStatus: string | null;
            /** @enum {string} */
            triggeredBy: 'User' | 'System';
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.facilitator': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'Assign' | 'Unassign';
          bcuAmount?: string | number;
          /** Format: uuid */
          facilitatorId?: string;
        };
      };
    };
    responses: {
      /** @description BCU Facilitator is updated successfully */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bcuid: string;
            creditId: string;
            facilitator: {
              id: string;
              name: string;
              type: string;
            } | null;
            facilitatorAmount: string | null;
            message: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditRegistrationController.posFile': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.retire': {
    parameters: {
      query?: never;
      header?: {
        /** @description Retries with the same key and body within 24 hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": "2.500",
         *       "amountType": "BCU",
         *       "creditClaimCountry": "Germany",
         *       "reporting": "EU ETS",
         *       "scope3Anonymity": false
         *     }
         */
        'application/json': {
          amount: string | number;
          /**
           * @default BCU
           * @enum {string}
           */
          amountType?: 'BCU' | 'CO2eq' | 'MJ';
          creditClaimCountry: string;
          /** @enum {string} */
          isScope1Provider?: 'yes' | 'no';
          /** @enum {string} */
          reporting: 'UK ETS' | 'EU ETS' | 'CORSIA' | 'EU RED II (Scope 1)' | 'Voluntary (Scope 1 + 3)';
          /** Format: uuid */
          scope3?: string;
          /** @default false */
          scope3Anonymity?: boolean;
        };
      };
    };
    responses: {
      /** @description Retirement request sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "kind": "Transfer",
           *       "status": "Pending",
           *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "bcuid": "BCU-2026-000123-01",
           *       "heldCreditId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
           *       "heldBcuid": "BCU-2026-000123-02",
           *       "amount": "4.000",
           *       "tonnesOfCO2eq": "3.200",
           *       "neatAmountInMJ": "176000.000",
           *       "amountType": "BCU",
           *       "amountInput": "4.000",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate"
           *       },
           *       "senderUser": "Ada Lovelace",
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline"
           *       },
           *       "onBehalfBy": null,
           *       "isScope1Provider": null,
           *       "isScope3Provider": null,
           *       "creditClaimCountry": null,
           *       "reporting": null,
           *       "scope3Company": null,
           *       "scope3Anonymity": false,
           *       "submissionId": "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
           *       "statementId": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "decidedAt": null,
           *       "completedAt": null,
           *       "expiresAt": null
           *     }
           */
          'application/json': {
            amount: string;
            amountInput: string;
            /** @enum {string} */
            amountType: 'BCU' | 'CO2eq' | 'MJ';
            bcuid: string;
            completedAt: string | null;
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            heldBcuid: string;
            heldCreditId: string;
            id: string;
            isScope1Provider: boolean | null;
            isScope3Provider: boolean | null;
            /** @enum {string} */
            kind: 'Transfer' | 'Retirement';
            neatAmountInMJ: string;
            onBehalfBy: {
              id: string;
              name: string;
              type: string;
            } | null;
            receiver: {
              id: string;
              name: string;
              type: string;
            } | null;
            reporting: string | null;
            scope3Anonymity: boolean;
            scope3Company: {
              id: string;
              name: string;
              type: string;
            } | null;
            sender: {
              id: string;
              name: string;
              type: string;
            };
            senderUser: string;
            statementId: string | null;
            /** @enum {string} */
            status:
              | 'Pending'
              | 'Approved'
              | 'Rejected'
              | 'Deposit Pending'
              | 'Deposit Approved'
              | 'Deposit Rejected'
              | 'Deposit Expired';
            submissionId: string | null;
            tonnesOfCO2eq: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditRegistrationController.supplierFile': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.transfer': {
    parameters: {
      query?: never;
      header?: {
        /** @description Retries with the same key and body within 24 hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": "4.000",
         *       "amountType": "BCU",
         *       "receiverId": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a"
         *     }
         */
        'application/json': {
          amount: string | number;
          /**
           * @default BCU
           * @enum {string}
           */
          amountType?: 'BCU' | 'CO2eq' | 'MJ';
          /** Format: uuid */
          receiverId: string;
          scope1?: {
            creditClaimCountry?: string;
            /** @enum {string} */
            isScope1Provider: 'yes' | 'no';
            reporting?: string;
          };
          /** @enum {string} */
          scope3?: 'yes' | 'no';
        };
      };
    };
    responses: {
      /** @description Transfer request sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "kind": "Transfer",
           *       "status": "Pending",
           *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "bcuid": "BCU-2026-000123-01",
           *       "heldCreditId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
           *       "heldBcuid": "BCU-2026-000123-02",
           *       "amount": "4.000",
           *       "tonnesOfCO2eq": "3.200",
           *       "neatAmountInMJ": "176000.000",
           *       "amountType": "BCU",
           *       "amountInput": "4.000",
           *       "sender": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate"
           *       },
           *       "senderUser": "Ada Lovelace",
           *       "receiver": {
           *         "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline"
           *       },
           *       "onBehalfBy": null,
           *       "isScope1Provider": null,
           *       "isScope3Provider": null,
           *       "creditClaimCountry": null,
           *       "reporting": null,
           *       "scope3Company": null,
           *       "scope3Anonymity": false,
           *       "submissionId": "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
           *       "statementId": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "decidedAt": null,
           *       "completedAt": null,
           *       "expiresAt": null
           *     }
           */
          'application/json': {
            amount: string;
            amountInput: string;
            /** @enum {string} */
            amountType: 'BCU' | 'CO2eq' | 'MJ';
            bcuid: string;
            completedAt: string | null;
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            heldBcuid: string;
            heldCreditId: string;
            id: string;
            isScope1Provider: boolean | null;
            isScope3Provider: boolean | null;
            /** @enum {string} */
            kind: 'Transfer' | 'Retirement';
            neatAmountInMJ: string;
            onBehalfBy: {
              id: string;
              name: string;
              type: string;
            } | null;
            receiver: {
              id: string;
              name: string;
              type: string;
            } | null;
            reporting: string | null;
            scope3Anonymity: boolean;
            scope3Company: {
              id: string;
              name: string;
              type: string;
            } | null;
            sender: {
              id: string;
              name: string;
              type: string;
            };
            senderUser: string;
            statementId: string | null;
            /** @enum {string} */
            status:
              | 'Pending'
              | 'Approved'
              | 'Rejected'
              | 'Deposit Pending'
              | 'Deposit Approved'
              | 'Deposit Rejected'
              | 'Deposit Expired';
            submissionId: string | null;
            tonnesOfCO2eq: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditsController.balanceTotal': {
    parameters: {
      query?: {
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The total balance */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "total": "12.500",
           *       "count": 1
           *     }
           */
          'application/json': {
            count: number;
            total: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditRegistrationController.checkPosNumber': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number: string;
        };
      };
    };
    responses: {
      /** @description exists: true when taken */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            exists: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditRegistrationController.register': {
    parameters: {
      query?: never;
      header?: {
        /** @description Retries with the same key and body within 24 hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The registration as a JSON string */
          payload: {
            batches: {
              dateBlend?: string;
              dateProd: string;
              entryBlendDate: string;
              fieldBatchCountryOf: string;
              fieldCO2: string;
              fieldDec?: string[];
              fieldGHG?: string;
              fieldID: string;
              fieldMJ?: string;
              fieldRsb?: string;
              fieldSaf?: string;
              fieldTonnes: string;
              isExceptedCountry?: boolean;
              productDeliveryDate: string;
            }[];
            blendFieldCity?: string;
            blendFieldCountry?: string;
            blendFieldName?: string;
            blendFieldPost?: string;
            blendFieldStreet1?: string;
            blendFieldStreet2?: string;
            companyName?: string;
            conversionProcess: string;
            dateSustainabilitySAF?: string;
            /** @enum {string} */
            doesThirdPartyManage: 'Yes' | 'No';
            endProduct: string;
            endProductType: string;
            feedstockCertification: string;
            fieldBatchCountry: string;
            fieldCertif: string;
            fieldChain: string;
            fieldCity: string;
            fieldCountry: string;
            fieldName: string;
            fieldPoS?: string;
            fieldPoSNumber: string;
            fieldPost: string;
            fieldStreet1: string;
            fieldStreet2?: string;
            fieldSustainabilityCO2?: string;
            fieldSustainabilityLand?: string;
            fieldSustainabilityLandfill?: string;
            fieldSustainabilityRecycling?: string;
            lowerHeatingValue: string;
            posIssueDate: string;
            /** @enum {string} */
            radioButton: 'Supplier' | 'Self-production';
            rawMaterialFeedstock: number;
            /** @enum {string} */
            registrationFlow: 'Manual form' | 'Excel file';
            sameAddress?: boolean;
            supPosIssueDate?: string;
            sustainabilityCertification: number;
            sustainabilityCertificationNumber: string;
          };
          /**
           * Format: binary
           * @description Proof of sustainability, PDF, at most 10 MB
           */
          posFile: string;
          /**
           * Format: binary
           * @description The supplier's PoS (Acquired source), PDF, at most 10 MB
           */
          supplierFile?: string;
        };
      };
    };
    responses: {
      /** @description Pending registration stored, submission created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            message: string;
            submissionId: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditExcelController.upload': {
    parameters: {
      query?: {
        source?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The filled template (.xlsx, at most 10 MB)
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description The parsed values */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              [key: string]: unknown;
            }[];
            message: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditExcelController.status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Registration status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificateEndDate: string | null;
            certificationExpired: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CreditExcelController.template': {
    parameters: {
      query?: {
        source?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.bulk': {
    parameters: {
      query?: never;
      header?: {
        /** @description Retries with the same key and body within 24 hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "transfers": [
         *         {
         *           "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *           "receiverId": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a"
         *         },
         *         {
         *           "creditId": "1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e",
         *           "receiverId": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          transfers: {
            /** Format: uuid */
            creditId: string;
            /** Format: uuid */
            receiverId: string;
            scope1?: {
              creditClaimCountry?: string;
              /** @enum {string} */
              isScope1Provider: 'yes' | 'no';
              reporting?: string;
            };
            /** @enum {string} */
            scope3?: 'yes' | 'no';
          }[];
        };
      };
    };
    responses: {
      /** @description Transfer requests sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *         "kind": "Transfer",
           *         "status": "Pending",
           *         "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *         "bcuid": "BCU-2026-000123-01",
           *         "heldCreditId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
           *         "heldBcuid": "BCU-2026-000123-02",
           *         "amount": "4.000",
           *         "tonnesOfCO2eq": "3.200",
           *         "neatAmountInMJ": "176000.000",
           *         "amountType": "BCU",
           *         "amountInput": "4.000",
           *         "sender": {
           *           "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *           "name": "Northwind Logistics",
           *           "type": "Corporate"
           *         },
           *         "senderUser": "Ada Lovelace",
           *         "receiver": {
           *           "id": "8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a",
           *           "name": "Blue Sky Airways",
           *           "type": "Airline"
           *         },
           *         "onBehalfBy": null,
           *         "isScope1Provider": null,
           *         "isScope3Provider": null,
           *         "creditClaimCountry": null,
           *         "reporting": null,
           *         "scope3Company": null,
           *         "scope3Anonymity": false,
           *         "submissionId": "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
           *         "statementId": null,
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "decidedAt": null,
           *         "completedAt": null,
           *         "expiresAt": null
           *       }
           *     ]
           */
          'application/json': {
            amount: string;
            amountInput: string;
            /** @enum {string} */
            amountType: 'BCU' | 'CO2eq' | 'MJ';
            bcuid: string;
            completedAt: string | null;
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            heldBcuid: string;
            heldCreditId: string;
            id: string;
            isScope1Provider: boolean | null;
            isScope3Provider: boolean | null;
            /** @enum {string} */
            kind: 'Transfer' | 'Retirement';
            neatAmountInMJ: string;
            onBehalfBy: {
              id: string;
              name: string;
              type: string;
            } | null;
            receiver: {
              id: string;
              name: string;
              type: string;
            } | null;
            reporting: string | null;
            scope3Anonymity: boolean;
            scope3Company: {
              id: string;
              name: string;
              type: string;
            } | null;
            sender: {
              id: string;
              name: string;
              type: string;
            };
            senderUser: string;
            statementId: string | null;
            /** @enum {string} */
            status:
              | 'Pending'
              | 'Approved'
              | 'Rejected'
              | 'Deposit Pending'
              | 'Deposit Approved'
              | 'Deposit Rejected'
              | 'Deposit Expired';
            submissionId: string | null;
            tonnesOfCO2eq: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'RegistrationController.confirmEmail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Confirmed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'EventsController.stream': {
    parameters: {
      query?: {
        ticket?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Missing, invalid or expired ticket */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed query */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This instance is stopping: reconnect (to another instance) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'EventsController.ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ticket */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresIn: number;
            ticket: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.facilitatorOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Facilitator companies */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            country: string;
            id: string;
            name: string;
            type: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ContactController.feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          feedback: string;
        };
      };
    };
    responses: {
      /** @description Feedback sent */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'HealthController.health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'IncomingController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of incoming transactions */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            arrivedAt: string | null;
            bcuid: string;
            by: string;
            createdAt: string;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            from: {
              id: string;
              name: string;
              type: string;
            };
            id: string;
            neatAmountInMJ: string;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
            tonnesOfCO2eq: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'IncomingController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The incoming transaction */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            arrivedAt: string | null;
            bcuid: string;
            bcuInfo: {
              [key: string]: unknown;
            };
            by: string;
            createdAt: string;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            from: {
              id: string;
              name: string;
              type: string;
            };
            id: string;
            neatAmountInMJ: string;
            scope1: {
              company: {
                id: string;
                name: string;
                type: string;
              } | null;
              creditClaimCountry: string | null;
              isScope1Provider: boolean | null;
              reporting: string | null;
            };
            scope3: {
              isScope3Provider: boolean | null;
              logisticCompany: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
            tonnesOfCO2eq: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'IncomingController.accept': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            arrivedAt: string | null;
            bcuid: string;
            bcuInfo: {
              [key: string]: unknown;
            };
            by: string;
            createdAt: string;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            from: {
              id: string;
              name: string;
              type: string;
            };
            id: string;
            neatAmountInMJ: string;
            scope1: {
              company: {
                id: string;
                name: string;
                type: string;
              } | null;
              creditClaimCountry: string | null;
              isScope1Provider: boolean | null;
              reporting: string | null;
            };
            scope3: {
              isScope3Provider: boolean | null;
              logisticCompany: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
            tonnesOfCO2eq: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'IncomingController.deny': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Denied */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            arrivedAt: string | null;
            bcuid: string;
            bcuInfo: {
              [key: string]: unknown;
            };
            by: string;
            createdAt: string;
            creditId: string;
            decidedAt: string | null;
            expiresAt: string | null;
            from: {
              id: string;
              name: string;
              type: string;
            };
            id: string;
            neatAmountInMJ: string;
            scope1: {
              company: {
                id: string;
                name: string;
                type: string;
              } | null;
              creditClaimCountry: string | null;
              isScope1Provider: boolean | null;
              reporting: string | null;
            };
            scope3: {
              isScope3Provider: boolean | null;
              logisticCompany: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
            tonnesOfCO2eq: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'IncomingController.count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'InfoRequestsController.targets': {
    parameters: {
      query?: {
        creditId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Airline connections */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            country: string;
            id: string;
            name: string;
            type: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'InfoRequestsController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of requests */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *         "status": "Pending",
           *         "statusLabel": "Pending",
           *         "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *         "bcuid": "BCU-2026-000123-01",
           *         "requester": {
           *           "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *           "name": "Northwind Logistics",
           *           "type": "Corporate"
           *         },
           *         "requesterUser": "Ada Lovelace",
           *         "company": {
           *           "id": "5c6d7e8f-9a0b-4c1d-a2e3-f4a5b6c7d8e9",
           *           "name": "Blue Sky Airways",
           *           "type": "Airline"
           *         },
           *         "answer": null,
           *         "creditClaimCountry": null,
           *         "reporting": null,
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "answeredAt": null,
           *         "expiresAt": "2026-12-26T12:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': {
            answer: string | null;
            answeredAt: string | null;
            bcuid: string;
            company: {
              id: string;
              name: string;
              type: string;
            };
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            expiresAt: string;
            id: string;
            reporting: string | null;
            requester: {
              id: string;
              name: string;
              type: string;
            };
            requesterUser: string;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'InfoRequestsController.create': {
    parameters: {
      query?: never;
      header?: {
        /** @description Retries with the same key and body within 24 hours answer the first answer again (header Idempotent-Replayed: true) and change nothing; the same key with another body is refused (422). Keys are per company. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "companyId": "5c6d7e8f-9a0b-4c1d-a2e3-f4a5b6c7d8e9"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          companyId: string;
          /** Format: uuid */
          creditId: string;
        };
      };
    };
    responses: {
      /** @description Your information request has been sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "bcuid": "BCU-2026-000123-01",
           *       "requester": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate"
           *       },
           *       "requesterUser": "Ada Lovelace",
           *       "company": {
           *         "id": "5c6d7e8f-9a0b-4c1d-a2e3-f4a5b6c7d8e9",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline"
           *       },
           *       "answer": null,
           *       "creditClaimCountry": null,
           *       "reporting": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "answeredAt": null,
           *       "expiresAt": "2026-12-26T12:00:00.000Z"
           *     }
           */
          'application/json': {
            answer: string | null;
            answeredAt: string | null;
            bcuid: string;
            company: {
              id: string;
              name: string;
              type: string;
            };
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            expiresAt: string;
            id: string;
            reporting: string | null;
            requester: {
              id: string;
              name: string;
              type: string;
            };
            requesterUser: string;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'InfoRequestsController.detail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "bcuid": "BCU-2026-000123-01",
           *       "requester": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate"
           *       },
           *       "requesterUser": "Ada Lovelace",
           *       "company": {
           *         "id": "5c6d7e8f-9a0b-4c1d-a2e3-f4a5b6c7d8e9",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline"
           *       },
           *       "answer": null,
           *       "creditClaimCountry": null,
           *       "reporting": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "answeredAt": null,
           *       "expiresAt": "2026-12-26T12:00:00.000Z"
           *     }
           */
          'application/json': {
            answer: string | null;
            answeredAt: string | null;
            bcuid: string;
            company: {
              id: string;
              name: string;
              type: string;
            };
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            expiresAt: string;
            id: string;
            reporting: string | null;
            requester: {
              id: string;
              name: string;
              type: string;
            };
            requesterUser: string;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'InfoRequestsController.answer': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'Approve' | 'Deny';
          answer?: string;
          creditClaimCountry?: string;
          reporting?: string;
        };
      };
    };
    responses: {
      /** @description Answered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b",
           *       "status": "Pending",
           *       "statusLabel": "Pending",
           *       "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *       "bcuid": "BCU-2026-000123-01",
           *       "requester": {
           *         "id": "3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b",
           *         "name": "Northwind Logistics",
           *         "type": "Corporate"
           *       },
           *       "requesterUser": "Ada Lovelace",
           *       "company": {
           *         "id": "5c6d7e8f-9a0b-4c1d-a2e3-f4a5b6c7d8e9",
           *         "name": "Blue Sky Airways",
           *         "type": "Airline"
           *       },
           *       "answer": null,
           *       "creditClaimCountry": null,
           *       "reporting": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "answeredAt": null,
           *       "expiresAt": "2026-12-26T12:00:00.000Z"
           *     }
           */
          'application/json': {
            answer: string | null;
            answeredAt: string | null;
            bcuid: string;
            company: {
              id: string;
              name: string;
              type: string;
            };
            createdAt: string;
            creditClaimCountry: string | null;
            creditId: string;
            expiresAt: string;
            id: string;
            reporting: string | null;
            requester: {
              id: string;
              name: string;
              type: string;
            };
            requesterUser: string;
            /** @enum {string} */
            status: 'Pending' | 'Approved' | 'Denied' | 'Expired';
            statusLabel: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'InfoRequestsController.count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'RegistrationController.checkInvite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Invitee data */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            accountType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            cellPhone: {
              code: string;
              number: string;
            } | null;
            companyName: string;
            email: string;
            firstName: string;
            isExistingUser: boolean;
            lastName: string;
            position: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'RegistrationController.confirmIdentity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Invitee data */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            accountType:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            cellPhone: {
              code: string;
              number: string;
            } | null;
            companyName: string;
            email: string;
            firstName: string;
            isExistingUser: boolean;
            lastName: string;
            position: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'RegistrationController.registerInvited': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {boolean} */
          agreement: true;
          confirmPassword?: string;
          name: string;
          password?: string;
          position: string;
          surname: string;
          token: string;
          userPhone: {
            code: string;
            number: string;
          };
        };
      };
    };
    responses: {
      /** @description Registered */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'KpiController.kpi': {
    parameters: {
      query?: {
        accountId?: string;
        month?: string;
        year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description KPI values */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: string;
            companyType: string;
            month: number | null;
            previous: {
              month: number | null;
              year: number;
            };
            values: {
              totalCreditsCO2eq: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
              totalCreditsCO2eqActive: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
              totalCreditsCO2eqRetired: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
              totalCreditsVolume: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
              totalRetirements: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
              totalTransferAmount: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
              totalTransfers: {
                percentageChange: number;
                previous: string;
                total: string;
                /** @enum {string} */
                trend: 'up' | 'down';
              };
            };
            year: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'PublicController.links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Link settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            key:
              | 'privacyPolicyURL'
              | 'registryRulebookURL'
              | 'registryLaunchVideoURL'
              | 'registryLaunchPresentationURL'
              | 'declarationOfCommitmentURL'
              | 'termsAndConditionsURL'
              | 'feeScheduleURL'
              | 'registryManualURL'
              | 'proofOfSustainabilityTemplateURL'
              | 'proofOfComplianceTemplateURL'
              | 'traderCertificationInformationURL'
              | 'registryConnectRulesOfParticipation'
              | 'trainingAcademyURL';
            url: string | null;
          }[];
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ParameterController.parameters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Parameter settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            key: 'showHomepageDemoBanner' | 'showHomepageAcademyBanner';
            /** @enum {string} */
            value: 'true' | 'false';
          }[];
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileController.update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cellPhone?: {
            code: string;
            number: string;
          };
          email?: string;
          firstName?: string;
          lastName?: string;
          position?: string;
        };
      };
    };
    responses: {
      /** @description Request created or profile updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            /** @enum {string} */
            outcome: 'request' | 'applied';
            submissionId?: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ApiKeysController.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The keys */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
           *         "name": "ERP integration",
           *         "prefix": "bcu_live_Xy3k",
           *         "scopes": [
           *           "credits:read",
           *           "transfers:write"
           *         ],
           *         "status": "Active",
           *         "expiresAt": "2027-06-30",
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "createdBy": "Ada Lovelace",
           *         "lastUsedAt": null,
           *         "revokedAt": null
           *       }
           *     ]
           */
          'application/json': {
            createdAt: string;
            /** @description Name of the user who created the key */
            createdBy: string;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            scopes: (
              | 'credits:read'
              | 'transactions:read'
              | 'transfers:write'
              | 'retirements:write'
              | 'requests:write'
              | 'statements:read'
            )[];
            /** @enum {string} */
            status: 'Active' | 'Expired' | 'Revoked';
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ApiKeysController.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "ERP integration",
         *       "scopes": [
         *         "credits:read",
         *         "transfers:write"
         *       ],
         *       "expiresAt": "2027-06-30"
         *     }
         */
        'application/json': {
          /** Format: date */
          expiresAt: string;
          name: string;
          scopes: (
            | 'credits:read'
            | 'transactions:read'
            | 'transfers:write'
            | 'retirements:write'
            | 'requests:write'
            | 'statements:read'
          )[];
        };
      };
    };
    responses: {
      /** @description The new key with its secret */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
           *       "name": "ERP integration",
           *       "prefix": "bcu_live_Xy3k",
           *       "scopes": [
           *         "credits:read",
           *         "transfers:write"
           *       ],
           *       "status": "Active",
           *       "expiresAt": "2027-06-30",
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "createdBy": "Ada Lovelace",
           *       "lastUsedAt": null,
           *       "revokedAt": null,
           *       "secret": "bcu_live_Xy3kQ9v2mZ8rT1wL5nB7cD4fH6jK0pS2uV8xY1zA3eG"
           *     }
           */
          'application/json': {
            createdAt: string;
            /** @description Name of the user who created the key */
            createdBy: string;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            scopes: (
              | 'credits:read'
              | 'transactions:read'
              | 'transfers:write'
              | 'retirements:write'
              | 'requests:write'
              | 'statements:read'
            )[];
            secret: string;
            /** @enum {string} */
            status: 'Active' | 'Expired' | 'Revoked';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ApiKeysController.revoke': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revoked key */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
           *       "name": "ERP integration",
           *       "prefix": "bcu_live_Xy3k",
           *       "scopes": [
           *         "credits:read",
           *         "transfers:write"
           *       ],
           *       "status": "Active",
           *       "expiresAt": "2027-06-30",
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "createdBy": "Ada Lovelace",
           *       "lastUsedAt": null,
           *       "revokedAt": null
           *     }
           */
          'application/json': {
            createdAt: string;
            /** @description Name of the user who created the key */
            createdBy: string;
            expiresAt: string;
            id: string;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            scopes: (
              | 'credits:read'
              | 'transactions:read'
              | 'transfers:write'
              | 'retirements:write'
              | 'requests:write'
              | 'statements:read'
            )[];
            /** @enum {string} */
            status: 'Active' | 'Expired' | 'Revoked';
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileController.company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Company info */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            approvedAt: string | null;
            city: string;
            companyPhone: {
              code: string;
              number: string;
            };
            country: string;
            editable: boolean;
            expiresAt: string | null;
            hasLogo: boolean;
            id: string;
            lockedFields: string[];
            name: string;
            registrationIdentification: string;
            registrationNumber: string;
            status: string;
            streetAddress: string;
            streetAddressLineTwo: string | null;
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            website: string | null;
            zip: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileController.updateCompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          city?: string;
          companyPhone?: {
            code: string;
            number: string;
          };
          country?: string;
          name?: string;
          /** @enum {string} */
          registrationIdentification?:
            | 'Registration number'
            | 'Identification number'
            | 'VAT identification number'
            | 'Tax registration number'
            | 'Trade register number';
          registrationNumber?: string;
          streetAddress?: string;
          streetAddressLineTwo?: string;
          website?: string;
          zip?: string;
        };
      };
    };
    responses: {
      /** @description Company info after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            approvedAt: string | null;
            city: string;
            companyPhone: {
              code: string;
              number: string;
            };
            country: string;
            editable: boolean;
            expiresAt: string | null;
            hasLogo: boolean;
            id: string;
            lockedFields: string[];
            name: string;
            registrationIdentification: string;
            registrationNumber: string;
            status: string;
            streetAddress: string;
            streetAddressLineTwo: string | null;
            /** @enum {string} */
            type:
              'Supplier' | 'Intermediary' | 'Airline' | 'Forwarder' | 'Corporate' | 'Facilitator' | 'Auditor' | 'Admin';
            website: string | null;
            zip: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileController.logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileController.uploadLogo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description JPEG, PNG, SVG or WebP, at most 2 MB
           */
          logo: string;
        };
      };
    };
    responses: {
      /** @description Logo stored */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileController.removeLogo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logo removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ProfileFeesController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of fee rows */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountFee: number;
            accountFeePaid: boolean;
            bcuIssued: number | null;
            companyId: string;
            createdAt: string;
            end: string;
            id: string;
            issueRate: number;
            period: number;
            start: string;
            volumeFee: number | null;
            volumeFeePaid: boolean;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CompanyUsersController.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Users */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cellPhone: {
              code: string;
              number: string;
            } | null;
            email: string;
            firstName: string;
            id: string;
            isAdminApproved: boolean;
            isEmailConfirmed: boolean;
            /** @enum {string} */
            kind: 'user' | 'invite';
            lastName: string;
            /** @enum {string|null} */
            role: 'SystemUser' | 'Auditor' | 'Admin' | 'SuperAdmin' | null;
            /** @enum {string} */
            status: 'Active' | 'Closed' | 'Inactive' | 'Pending' | 'Removed' | 'Suspended' | 'Locked';
            SUID: string | null;
            /** @enum {string|null} */
            type: 'Primary' | 'Secondary' | null;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CompanyUsersController.invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description User has been invited */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CompanyUsersController.remove': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description User has been removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CompanyUsersController.cancelInvite': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invite has been cancelled */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'CompanyUsersController.validateEmail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Check result */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            isEmailExists: boolean;
            isSameTypeExists: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoints */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *         "url": "https://erp.example.com/bcu-webhooks",
           *         "events": [
           *           "transfer.incoming",
           *           "transfer.completed"
           *         ],
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "secretRolledAt": null
           *       }
           *     ]
           */
          'application/json': {
            createdAt: string;
            events: string[];
            id: string;
            secretRolledAt: string | null;
            url: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://erp.example.com/bcu-webhooks",
         *       "events": [
         *         "transfer.incoming",
         *         "transfer.completed"
         *       ]
         *     }
         */
        'application/json': {
          events: (
            | 'transfer.incoming'
            | 'transfer.completed'
            | 'transfer.rejected'
            | 'transfer.expired'
            | 'retirement.approved'
            | 'registration.approved'
            | 'registration.rejected'
            | 'info_request.received'
            | 'info_request.answered'
            | 'credit.expired'
          )[];
          url: string;
        };
      };
    };
    responses: {
      /** @description The endpoint with its secret */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *       "url": "https://erp.example.com/bcu-webhooks",
           *       "events": [
           *         "transfer.incoming",
           *         "transfer.completed"
           *       ],
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "secretRolledAt": null,
           *       "secret": "whsec_3q9Zk1v8Lr2Tn6Bw0Yc4Xe7Hd5Jm"
           *     }
           */
          'application/json': {
            createdAt: string;
            events: string[];
            id: string;
            secret: string;
            secretRolledAt: string | null;
            url: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.remove': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.deliveries': {
    parameters: {
      query?: {
        range?: string;
        sort?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of deliveries */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "e5f6a7b8-c9d0-4e1f-9a2b-4c5d6e7f8a9b",
           *         "endpointId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *         "eventId": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
           *         "type": "transfer.incoming",
           *         "status": "Delivered",
           *         "attempts": 1,
           *         "lastStatusCode": 200,
           *         "lastError": null,
           *         "nextAttemptAt": null,
           *         "createdAt": "2026-11-26T12:00:00.000Z",
           *         "deliveredAt": "2026-11-26T12:00:01.000Z"
           *       }
           *     ]
           */
          'application/json': {
            attempts: number;
            createdAt: string;
            deliveredAt: string | null;
            endpointId: string;
            eventId: string;
            id: string;
            lastError: string | null;
            lastStatusCode: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Delivered' | 'Failed';
            type: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.rollSecret': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint with its new secret */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *       "url": "https://erp.example.com/bcu-webhooks",
           *       "events": [
           *         "transfer.incoming",
           *         "transfer.completed"
           *       ],
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "secretRolledAt": null,
           *       "secret": "whsec_3q9Zk1v8Lr2Tn6Bw0Yc4Xe7Hd5Jm"
           *     }
           */
          'application/json': {
            createdAt: string;
            events: string[];
            id: string;
            secret: string;
            secretRolledAt: string | null;
            url: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.test': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The queued delivery */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "e5f6a7b8-c9d0-4e1f-9a2b-4c5d6e7f8a9b",
           *       "endpointId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *       "eventId": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
           *       "type": "transfer.incoming",
           *       "status": "Delivered",
           *       "attempts": 1,
           *       "lastStatusCode": 200,
           *       "lastError": null,
           *       "nextAttemptAt": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "deliveredAt": "2026-11-26T12:00:01.000Z"
           *     }
           */
          'application/json': {
            attempts: number;
            createdAt: string;
            deliveredAt: string | null;
            endpointId: string;
            eventId: string;
            id: string;
            lastError: string | null;
            lastStatusCode: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Delivered' | 'Failed';
            type: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'WebhooksController.resend': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new delivery */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "e5f6a7b8-c9d0-4e1f-9a2b-4c5d6e7f8a9b",
           *       "endpointId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *       "eventId": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
           *       "type": "transfer.incoming",
           *       "status": "Delivered",
           *       "attempts": 1,
           *       "lastStatusCode": 200,
           *       "lastError": null,
           *       "nextAttemptAt": null,
           *       "createdAt": "2026-11-26T12:00:00.000Z",
           *       "deliveredAt": "2026-11-26T12:00:01.000Z"
           *     }
           */
          'application/json': {
            attempts: number;
            createdAt: string;
            deliveredAt: string | null;
            endpointId: string;
            eventId: string;
            id: string;
            lastError: string | null;
            lastStatusCode: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: 'Pending' | 'Delivered' | 'Failed';
            type: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'HealthController.ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready for traffic */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            database: 'reachable' | 'unreachable';
            pendingMigrations: string[];
            /** @enum {string} */
            status: 'ready' | 'unavailable';
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not ready: the database is unreachable or migrations are pending */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            database: 'reachable' | 'unreachable';
            pendingMigrations: string[];
            /** @enum {string} */
            status: 'ready' | 'unavailable';
          };
        };
      };
    };
  };
  'ReferenceController.airports': {
    parameters: {
      query?: {
        country?: string;
        page?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of airports */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              country: string;
              countryCode: string;
              name: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.airport': {
    parameters: {
      query?: {
        country?: string;
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The airport */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            country: string;
            countryCode: string;
            name: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.certificationSchemes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Certification schemes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            baselineValue: string;
            fuelEmissionFactor: string;
            id: number;
            isCorsia: boolean;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.chainOfCustodyModels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Chain of custody models */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.conversionProcesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Conversion processes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            astmAnnex: string;
            code: string;
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'PublicController.countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Countries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            continent: string;
            dialCodes: string[];
            name: string;
          }[];
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.endProducts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description End products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.feedstockCertifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Feedstock certifications */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.feedstocks': {
    parameters: {
      query?: {
        rawMaterialId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Feedstocks */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            rawMaterial: string;
            rawMaterialId: number;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.incentives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Incentives */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.productTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Product types */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ReferenceController.rawMaterials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Raw materials */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'AccountController.shareToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new token */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            token: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'PublicController.statements': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of statements */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "7f8a9b0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c",
           *         "RSID": "RS-2026-000042",
           *         "issuedAt": "2026-11-20T10:30:00.000Z",
           *         "beneficiary": "Northwind Logistics",
           *         "isAnonymous": false,
           *         "productType": "SAF",
           *         "amount": "2.500",
           *         "tonnesOfCO2eq": "2.000",
           *         "claimCountry": "Germany",
           *         "reporting": "EU ETS",
           *         "scope1": "Blue Sky Airways",
           *         "scope3": "Northwind Logistics",
           *         "scope3Logistic": null,
           *         "credits": [
           *           {
           *             "id": "d4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f8a",
           *             "sid": "RS-2026-000042-01",
           *             "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *             "BCUID": "BCU-2026-000123-03",
           *             "amount": "2.500",
           *             "tonnesOfCO2eq": "2.000"
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': {
            amount: string;
            beneficiary: string;
            claimCountry: string | null;
            credits: {
              amount: string;
              BCUID: string;
              creditId: string;
              id: string;
              sid: string;
              tonnesOfCO2eq: string;
            }[];
            id: string;
            isAnonymous: boolean;
            issuedAt: string;
            productType: string | null;
            reporting: string | null;
            RSID: string;
            scope1: string | null;
            scope3: string | null;
            scope3Logistic: string | null;
            tonnesOfCO2eq: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'StatementsController.certificate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        creditId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The certificate PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'StatementsController.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'StatementsController.download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description statements.zip */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'StatementsController.verify': {
    parameters: {
      query?: {
        sha256?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The verification */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "issued": true,
           *       "document": "statement",
           *       "sid": null,
           *       "statement": {
           *         "id": "7f8a9b0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c",
           *         "RSID": "RS-2026-000042",
           *         "issuedAt": "2026-11-20T10:30:00.000Z",
           *         "beneficiary": "Northwind Logistics",
           *         "isAnonymous": false,
           *         "productType": "SAF",
           *         "amount": "2.500",
           *         "tonnesOfCO2eq": "2.000",
           *         "claimCountry": "Germany",
           *         "reporting": "EU ETS",
           *         "scope1": "Blue Sky Airways",
           *         "scope3": "Northwind Logistics",
           *         "scope3Logistic": null,
           *         "credits": [
           *           {
           *             "id": "d4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f8a",
           *             "sid": "RS-2026-000042-01",
           *             "creditId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
           *             "BCUID": "BCU-2026-000123-03",
           *             "amount": "2.500",
           *             "tonnesOfCO2eq": "2.000"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @enum {string|null} */
            document: 'statement' | 'certificate' | null;
            issued: boolean;
            sid: string | null;
            statement: {
              amount: string;
              beneficiary: string;
              claimCountry: string | null;
              credits: {
                amount: string;
                BCUID: string;
                creditId: string;
                id: string;
                sid: string;
                tonnesOfCO2eq: string;
              }[];
              id: string;
              isAnonymous: boolean;
              issuedAt: string;
              productType: string | null;
              reporting: string | null;
              RSID: string;
              scope1: string | null;
              scope3: string | null;
              scope3Logistic: string | null;
              tonnesOfCO2eq: string;
            } | null;
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TargetsController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of targets */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            endDate: string;
            id: string;
            /** @enum {string} */
            indicator: 'GHG';
            indicatorLabel: string;
            name: string;
            startDate: string;
            updatedAt: string;
            value: string;
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TargetsController.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endDate: string;
          /**
           * @default GHG
           * @enum {string}
           */
          indicator?: 'GHG';
          name: string;
          startDate: string;
          value: string | number;
        };
      };
    };
    responses: {
      /** @description The new target */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            endDate: string;
            id: string;
            /** @enum {string} */
            indicator: 'GHG';
            indicatorLabel: string;
            name: string;
            startDate: string;
            updatedAt: string;
            value: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TargetsController.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endDate: string;
          /**
           * @default GHG
           * @enum {string}
           */
          indicator?: 'GHG';
          name: string;
          startDate: string;
          value: string | number;
        };
      };
    };
    responses: {
      /** @description The target */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            endDate: string;
            id: string;
            /** @enum {string} */
            indicator: 'GHG';
            indicatorLabel: string;
            name: string;
            startDate: string;
            updatedAt: string;
            value: string;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TargetsController.remove': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TransactionsController.list': {
    parameters: {
      query?: {
        filter?: string;
        range?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of transactions */
      200: {
        headers: {
          /** @description items first-last/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            bcuid: string | null;
            company: {
              id: string;
              name: string;
              type: string;
            };
            creditId: string;
            date: string;
            /** @enum {string|null} */
            direction: 'incoming' | 'outgoing' | null;
            id: string;
            receiver: {
              id: string | null;
              name: string;
            } | null;
            sender: {
              firstName: string;
              lastName: string;
            } | null;
            status: string;
            tonnesOfCO2eq: string;
            /** @enum {string} */
            type: 'Register' | 'Transfer' | 'Retirement' | 'Incoming' | 'Withdrawal' | 'Scope1';
          }[];
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TransactionsController.accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accounts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            type: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TransactionsController.download': {
    parameters: {
      query?: {
        filter?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description transactions.xlsx */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Bad request (invalid or expired token, malformed query) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'TradingController.recipients': {
    parameters: {
      query?: {
        creditId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Recipients */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            country: string;
            id: string;
            name: string;
            type: string;
          }[];
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
  'ConnectController.tourStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          connectTourCompleted: boolean;
        };
      };
    };
    responses: {
      /** @description The stored flag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            connectTourCompleted: boolean;
          };
        };
      };
      /** @description Not signed in, or wrong credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Not allowed for this user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
      /** @description Validation failed: the message and details carry the spec's texts */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              details?: {
                message: string;
                path: string;
              }[];
              message: string;
              name: string;
              statusCode: number;
            };
          };
        };
      };
    };
  };
}
