/** Builds the service graph once per application; controllers receive it through `KEYS.SERVICES`. */
import type { AppConfig } from '../config';
import { type PostgresDataSource, UnitOfWork } from '../datasources';
import { type SubmissionRequestRow, createRepositories } from '../repositories';
import { AccountService } from './accounts/account.service';
import { AdminLogService } from './admin/admin-log.service';
import { AdminUserService } from './admin/admin-user.service';
import { AdminAccountService } from './admin/admin-account.service';
import { AuditLogService } from './platform/audit-log.service';
import { AuthService } from './accounts/auth.service';
import { CaptchaService } from './public/captcha.service';
import { CompanyUserService } from './accounts/company-user.service';
import { ContactService } from './public/contact.service';
import { type Clock, systemClock } from './platform/clock';
import { FileStorageService } from './platform/file-storage.service';
import { LinkTokenService } from './accounts/link-token.service';
import { MailService } from './platform/mail.service';
import { FeeService } from './accounts/fee.service';
import { ParameterService } from './public/parameter.service';
import { ReferenceService } from './public/reference.service';
import { SettingsService } from './admin/settings.service';
import { PasswordService } from './accounts/password.service';
import { ProfileService } from './accounts/profile.service';
import { ReviewService, type SubmissionDetailer } from './admin/review.service';
import { ReferenceAdminService } from './admin/reference-admin.service';
import { EventsService } from './platform/events.service';
import { AuditorService } from './accounts/auditor.service';
import { ShareTokenService } from './accounts/share-token.service';
import { StatementService } from './credits/statements/statement.service';
import { StatementDocumentService } from './credits/statements/statement-documents.service';
import { PdfService } from './credits/statements/pdf.service';
import { ContactListService } from './accounts/contact-list.service';
import { AirportService } from './credits/registration/airport.service';
import { CreditRegistrationService } from './credits/registration/credit-registration.service';
import { TransactionHistoryService } from './credits/trading/transaction-history.service';
import { KpiService } from './credits/ledger/kpi.service';
import { CreditQueryService } from './credits/ledger/credit-query.service';
import { AdminCreditService } from './admin/admin-credit.service';
import { creditSubmissionDetailer, registrationCredit } from './credits/registration/credit-submission-detail';
import { LedgerService } from './credits/ledger/ledger.service';
import { TransferService } from './credits/trading/transfer.service';
import { RetirementService } from './credits/trading/retirement.service';
import { IncomingService } from './credits/trading/incoming.service';
import { InfoRequestService } from './credits/trading/info-request.service';
import { FacilitatorService } from './credits/ledger/facilitator.service';
import { TradingExpiryService } from './credits/trading/trading-expiry.service';
import { TargetService } from './credits/ledger/target.service';
import { ConnectService } from './connect/connect.service';
import { ExcelRegistrationService } from './credits/registration/excel-registration.service';
import { RegistrationStatusService } from './credits/registration/registration-status.service';
import { ApiKeyService } from './integrations/api-key.service';
import { IdempotencyService } from './integrations/idempotency.service';
import { WebhookService } from './integrations/webhook.service';

export function createServices(config: AppConfig, dataSource: PostgresDataSource, clock: Clock = systemClock) {
  const repos = createRepositories(dataSource);
  const uow = new UnitOfWork(dataSource);
  const log = new AuditLogService(repos.actionLogs);
  const mail = new MailService(repos.mailOutbox, config.smtpUrl, config.mailFrom, log);
  const files = new FileStorageService(repos.files);
  const tokens = new LinkTokenService(repos.sessions, clock);
  const adminUsers = new AdminUserService(uow, repos.users, log);
  const captcha = new CaptchaService(config.captchaMaxNumber, config.jwtSecret, repos.captchaSolutions);
  const reference = new ReferenceService(repos.reference);
  const accounts = new AccountService(
    uow,
    repos.users,
    repos.companies,
    repos.submissions,
    log,
    mail,
    files,
    tokens,
    clock,
    config.publicUrl,
  );
  const reviews = new ReviewService(
    uow,
    {
      submissions: repos.submissions,
      companies: repos.companies,
      users: repos.users,
      auditorAccess: repos.auditorAccess,
    },
    log,
    mail,
    clock,
    config.publicUrl,
  );
  // the ledger is the only writer of a credit's figures, holder, status and BCU events (DESIGN §4)
  const ledger = new LedgerService(uow, repos.credits, log, clock);
  const creditRegistration = new CreditRegistrationService(
    uow,
    repos,
    ledger,
    log,
    mail,
    files,
    new AirportService(),
    clock,
    config.publicUrl,
  );
  reviews.decideWith('BCURegistration', creditRegistration.decide);
  // spec 3 §2.1: an approved ProfileUpdate applies its 'after' values to the user
  const profiles = new ProfileService(uow, repos.users, repos.companies, repos.submissions, log, clock, files);
  reviews.decideWith('ProfileUpdate', (tx, d) => profiles.decide(tx, d));
  const auditor = new AuditorService(repos.auditorAccess, clock);
  const creditQuery = new CreditQueryService(repos, clock, auditor);
  creditRegistration.seeWith((viewer, credit) => creditQuery.canSee(viewer, credit));
  reviews.detailWith(
    'BCURegistration',
    creditSubmissionDetailer(clock, creditQuery, registrationCredit(repos.credits)),
  );
  // trading (DESIGN §4): the ledger and the transfer / retirement requests with their review deciders and detail tabs
  const statements = new StatementService(repos, auditor, clock);
  const pdf = new PdfService();
  // an admin's correction of volume, energy or status goes through the ledger (DESIGN §4)
  const adminCredits = new AdminCreditService(uow, repos, ledger, log, files, clock, creditQuery);
  adminCredits.ledgerEditWith(async (tx, edit) => void (await ledger.correct(tx, edit)));
  // signed webhooks (issue 16.2): the trading services queue their events in their own transactions
  const webhooks = new WebhookService(repos, uow, clock, {
    publicUrl: config.publicUrl,
    allowLocal: config.webhooksAllowLocal,
    retryBaseSeconds: config.webhookRetryBaseSeconds,
  });
  creditRegistration.notifyWith(webhooks);
  ledger.notifyWith(webhooks);
  const transfers = new TransferService(repos, uow, ledger, log, mail, clock, config.publicUrl, webhooks);
  const retirements = new RetirementService(repos, uow, ledger, mail, statements, clock, log, webhooks);
  const incoming = new IncomingService(repos, uow, ledger, mail, clock, webhooks);
  const infoRequests = new InfoRequestService(repos, uow, ledger, mail, clock, config.publicUrl, webhooks);
  reviews.decideWith('BCUTransfer', (tx, d) => transfers.decide(tx, d));
  reviews.decideWith('BCURetirement', (tx, d) => retirements.decide(tx, d));
  // the detail tabs of a transfer or retirement submission: its request, read once, and the credit the request holds
  const requestTabs =
    (tab: (request: SubmissionRequestRow) => Record<string, unknown>): SubmissionDetailer =>
    async (s) => {
      const request = await repos.creditRequests.findViewBySubmission(s.id);
      const credit = await creditSubmissionDetailer(
        clock,
        creditQuery,
        async () => request?.heldCreditId ?? undefined,
      )(s);
      return { ...credit, ...(request ? tab(request) : {}) };
    };
  reviews.detailWith(
    'BCUTransfer',
    requestTabs((r) => transfers.detail(r)),
  );
  reviews.detailWith(
    'BCURetirement',
    requestTabs((r) => retirements.detail(r)),
  );
  return {
    repos,
    uow,
    clock,
    log,
    mail,
    files,
    tokens,
    captcha,
    contact: new ContactService(uow, repos.users, repos.contactMessages, log, mail, captcha, config.adminEmail),
    parameters: new ParameterService(repos.settings),
    settings: new SettingsService(uow, repos.settings, log),
    fees: new FeeService(uow, repos.accountFees, repos.companies, auditor, log),
    profiles,
    accounts,
    companyUsers: new CompanyUserService(uow, repos.users, repos.companies, repos.sessions, log, mail, accounts, clock),
    adminLogs: new AdminLogService(uow, repos.actionLogs, log),
    adminUsers,
    adminAccounts: new AdminAccountService(uow, repos.companies, repos.submissions, log, adminUsers),
    auth: new AuthService(uow, repos.users, repos.sessions, log, mail, clock, config.jwtSecret),
    passwords: new PasswordService(uow, repos.users, repos.sessions, log, mail, tokens, clock, config.publicUrl),
    reviews,
    creditRegistration,
    creditQuery,
    adminCredits,
    referenceAdmin: new ReferenceAdminService(uow, repos.reference, log),
    reference,
    excelRegistration: new ExcelRegistrationService(reference),
    registrationStatus: new RegistrationStatusService(repos.companies, clock),
    events: new EventsService(dataSource, config.jwtSecret, clock),
    auditor,
    shareTokens: new ShareTokenService(uow, log, tokens, clock),
    transactions: new TransactionHistoryService(repos, auditor),
    kpi: new KpiService(repos, clock),
    statements,
    pdf,
    statementDocuments: new StatementDocumentService(repos, uow, dataSource, statements, files, pdf, config.publicUrl),
    contactList: new ContactListService(uow, repos.contacts, repos.companies, auditor, log, clock),
    ledger,
    transfers,
    webhooks,
    retirements,
    incoming,
    infoRequests,
    facilitators: new FacilitatorService(uow, repos, ledger),
    tradingExpiry: new TradingExpiryService(repos, uow, mail, ledger, incoming, infoRequests, transfers, retirements),
    targets: new TargetService(uow, repos.targets, log, clock, creditQuery),
    apiKeys: new ApiKeyService(uow, repos.apiKeys, log, auditor, clock),
    idempotency: new IdempotencyService(repos.idempotency),
    connect: new ConnectService(
      uow,
      { connect: repos.connect, companies: repos.companies, users: repos.users },
      log,
      mail,
      clock,
    ),
  };
}
export type Services = ReturnType<typeof createServices>;
