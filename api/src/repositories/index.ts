/** The repositories, one per aggregate, over the one PostgreSQL datasource. */
import type { PostgresDataSource } from '../datasources';
import { CompanyRepository } from './company.repository';
import { UserRepository } from './user.repository';
import { SessionRepository } from './session.repository';
import { AuditorAccessRepository } from './auditor-access.repository';
import { ContactRepository } from './contact.repository';
import { ContactMessageRepository } from './contact-message.repository';
import { AccountFeeRepository } from './account-fee.repository';
import { ActionLogRepository } from './action-log.repository';
import { MailOutboxRepository } from './mail-outbox.repository';
import { SettingsRepository } from './settings.repository';
import { ReferenceRepository } from './reference.repository';
import { FileRepository } from './file.repository';
import { SubmissionRepository } from './submission.repository';
import { CreditRepository } from './credit.repository';
import { CreditRequestRepository } from './credit-request.repository';
import { InfoRequestRepository } from './info-request.repository';
import { StatementRepository } from './statement.repository';
import { TargetRepository } from './target.repository';
import { ConnectRepository } from './connect.repository';
import { CaptchaSolutionRepository } from './captcha-solution.repository';
import { RateLimitRepository } from './rate-limit.repository';
import { ApiKeyRepository } from './api-key.repository';
import { IdempotencyRepository } from './idempotency.repository';
import { WebhookRepository } from './webhook.repository';

export * from './company.repository';
export * from './user.repository';
export * from './session.repository';
export * from './auditor-access.repository';
export * from './contact.repository';
export * from './contact-message.repository';
export * from './account-fee.repository';
export * from './action-log.repository';
export * from './mail-outbox.repository';
export * from './settings.repository';
export * from './reference.repository';
export * from './file.repository';
export * from './submission.repository';
export * from './credit.repository';
export * from './credit-request.repository';
export * from './info-request.repository';
export * from './statement.repository';
export * from './target.repository';
export * from './connect.repository';
export * from './captcha-solution.repository';
export * from './rate-limit.repository';
export * from './api-key.repository';
export * from './idempotency.repository';
export * from './webhook.repository';
export * from './sql.repository';

export function createRepositories(dataSource: PostgresDataSource) {
  return {
    companies: new CompanyRepository(dataSource),
    users: new UserRepository(dataSource),
    sessions: new SessionRepository(dataSource),
    auditorAccess: new AuditorAccessRepository(dataSource),
    contacts: new ContactRepository(dataSource),
    contactMessages: new ContactMessageRepository(dataSource),
    accountFees: new AccountFeeRepository(dataSource),
    actionLogs: new ActionLogRepository(dataSource),
    mailOutbox: new MailOutboxRepository(dataSource),
    settings: new SettingsRepository(dataSource),
    reference: new ReferenceRepository(dataSource),
    files: new FileRepository(dataSource),
    submissions: new SubmissionRepository(dataSource),
    credits: new CreditRepository(dataSource),
    creditRequests: new CreditRequestRepository(dataSource),
    infoRequests: new InfoRequestRepository(dataSource),
    statements: new StatementRepository(dataSource),
    targets: new TargetRepository(dataSource),
    connect: new ConnectRepository(dataSource),
    captchaSolutions: new CaptchaSolutionRepository(dataSource),
    rateLimits: new RateLimitRepository(dataSource),
    apiKeys: new ApiKeyRepository(dataSource),
    idempotency: new IdempotencyRepository(dataSource),
    webhooks: new WebhookRepository(dataSource),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
