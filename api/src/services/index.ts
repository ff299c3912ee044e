/** Builds the service graph once per application; controllers receive it through `KEYS.SERVICES`. */
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { AccountService } from './account.service';
import { AdminLogService } from './admin-log.service';
import { AdminUserService } from './admin-user.service';
import { AdminAccountService } from './admin-account.service';
import { AuditLogService } from './audit-log.service';
import { AuthService } from './auth.service';
import { CaptchaService } from './captcha.service';
import { CompanyUserService } from './company-user.service';
import { ContactService } from './contact.service';
import { type Clock, systemClock } from './clock';
import { FileStorageService } from './file-storage.service';
import { LinkTokenService } from './link-token.service';
import { MailService } from './mail.service';
import { FeeService } from './fee.service';
import { ParameterService } from './parameter.service';
import { SettingsService } from './settings.service';
import { PasswordService } from './password.service';
import { ProfileService } from './profile.service';
import { ReviewService } from './review.service';
import { ShareTokenService } from './share-token.service';
import { StatementService } from './statement.service';

export function createServices(config: AppConfig, db: Database, clock: Clock = systemClock) {
  const log = new AuditLogService();
  const mail = new MailService(db, config.smtpUrl, config.mailFrom);
  const files = new FileStorageService();
  const tokens = new LinkTokenService(clock);
  const adminUsers = new AdminUserService(db, log);
  const captcha = new CaptchaService(config.captchaMaxNumber);
  const accounts = new AccountService(db, log, mail, files, tokens, clock, config.publicUrl);
  return {
    clock,
    log,
    mail,
    files,
    tokens,
    captcha,
    contact: new ContactService(db, log, mail, captcha, config.adminEmail),
    parameters: new ParameterService(db),
    settings: new SettingsService(db, log),
    fees: new FeeService(db, log),
    profiles: new ProfileService(db, log, clock, files),
    accounts,
    companyUsers: new CompanyUserService(db, log, mail, accounts, clock),
    adminLogs: new AdminLogService(db, log),
    adminUsers,
    adminAccounts: new AdminAccountService(db, log, adminUsers),
    auth: new AuthService(db, log, mail, clock),
    passwords: new PasswordService(db, log, mail, tokens, clock, config.publicUrl),
    reviews: new ReviewService(db, log, mail, clock, config.publicUrl),
    shareTokens: new ShareTokenService(db, log, tokens, clock),
    statements: new StatementService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
