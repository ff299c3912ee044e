/**
 * Issue 2, "Why": a company applies in the portal, confirms its e-mail, an admin approves it in the backoffice, and
 * its user signs in with a one-time code — through the two real UIs, a real PostgreSQL and a real SMTP sink.
 */
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { codeFrom, latestMailTo, linkFrom } from './support/mail';
import { companyLetterPdf } from './support/pdf';
import { chooseAntdOption, chooseMuiOption, solveAltcha } from './support/ui';

const stamp = Date.now().toString(36);
const applicant = {
  company: `Journey Logistics ${stamp}`,
  accountTypeLabel: 'Logistics Service Provider (LSP)',
  name: 'Erika',
  surname: 'Mustermann',
  position: 'Head of Sustainability',
  email: `owner.${stamp}@journey.example.com`,
  password: 'Journey#2026',
};

test('a company applies, confirms its e-mail, is approved by an admin and its owner signs in', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const startedAt = Date.now();

  await test.step('a visitor applies for a company account in the portal', async () => {
    await page.goto('/registration');
    await expect(page.getByText('Company data', { exact: true })).toBeVisible();
    await shot('registration-empty');

    await page.getByLabel(/^company name/i).fill(applicant.company);
    await chooseAntdOption(page, /^(account )?type/i, applicant.accountTypeLabel);
    await page.getByLabel(/^registration number/i).fill(`HRB ${stamp}`);
    await chooseAntdOption(page, /^registration identification/i, 'Trade register number');
    await page.getByLabel(/^street address$/i).fill('Hafenstrasse 1');
    await page.getByLabel(/^zip/i).fill('20457');
    await page.getByLabel(/^city/i).fill('Hamburg');
    await chooseAntdOption(page, /^country/i, 'Germany');
    await fillPhone(page, 'company', '49', '4012345678');

    await page.getByLabel(/^name/i).fill(applicant.name);
    await page.getByLabel(/^surname/i).fill(applicant.surname);
    await page.getByLabel(/^e-?mail/i).fill(applicant.email);
    await page.getByLabel(/^position/i).fill(applicant.position);
    await fillPhone(page, 'user', '49', '1701234567');
    await page.getByLabel(/^password/i).fill(applicant.password);
    const confirmPassword = page.getByLabel(/^confirm password|^repeat password|^password confirmation/i);
    if (await confirmPassword.count()) await confirmPassword.fill(applicant.password);

    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'signed-company-letter.pdf',
        mimeType: 'application/pdf',
        buffer: await companyLetterPdf(applicant.company),
      });
    await page.getByRole('checkbox', { name: /agree|terms/i }).check();
    await solveAltcha(page);
    await shot('registration-filled');

    await page.getByRole('button', { name: /^(submit|apply|send application)/i }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm your email address' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await shot('registration-confirm-your-email');
  });

  await test.step('the applicant confirms the e-mail address from the link in the mail', async () => {
    const mail = await latestMailTo(applicant.email, { after: startedAt });
    const link = new URL(linkFrom(mail, '/verify-email'));
    expect(link.searchParams.get('token')).toBeTruthy();
    // The link carries the configured PUBLIC_URL; open it on the app under test.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Confirm your Identity')).toBeVisible();
    await page.getByLabel(/^e-?mail/i).fill(applicant.email);
    await page.getByLabel(/^password/i).fill(applicant.password);
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page.getByText('Thank you for confirming your email')).toBeVisible();
    await shot('verify-email-thank-you');
  });

  await test.step('the applicant cannot sign in before the approval', async () => {
    await page.goto('/login');
    await page.getByLabel(/^e-?mail/i).fill(applicant.email);
    await page.getByLabel(/^password/i).fill(applicant.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(
      page.getByText('You will be able to log in after the system admin has approved your account').first(),
    ).toBeVisible();
    await shot('login-refused-before-approval');
  });

  const admin = await browser.newPage({ baseURL });
  await test.step('an admin signs in to the backoffice with a code from the mail', async () => {
    await admin.goto('/backoffice/');
    await expect(admin.getByRole('heading', { name: 'Log In' })).toBeVisible();
    const before = Date.now();
    await admin.getByLabel(/^e-?mail/i).fill(DEMO_ADMIN.email);
    await admin.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Log In' }).click();
    const mail = await latestMailTo(DEMO_ADMIN.email, { after: before });
    await admin.getByLabel(/^code/i).fill(codeFrom(mail));
    await shot('backoffice-login-code', admin);
    await admin.getByRole('button', { name: 'Continue' }).click();
    // With several accounts on one e-mail the third step asks which one.
    const proceed = admin.getByRole('button', { name: 'Proceed to Account' });
    if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
      if (await admin.getByRole('combobox', { name: 'Company' }).isEnabled())
        await chooseMuiOption(admin, 'Company', DEMO_ADMIN.company);
      await proceed.click();
    }
    await expect(admin.getByRole('heading', { name: 'Log In' })).toBeHidden();
  });

  await test.step('the admin opens the pending registration and approves it', async () => {
    await admin.goto('/backoffice/#/submissions');
    const row = admin.getByRole('row').filter({ hasText: applicant.company });
    await expect(row).toBeVisible();
    await expect(row).toContainText('For Consideration');
    await shot('backoffice-submissions', admin);
    await row.click();

    await expect(admin.getByRole('tab', { name: 'Company Info' })).toBeVisible();
    await expect(admin.getByText(applicant.company).first()).toBeVisible();
    await admin.getByRole('tab', { name: 'Users Info' }).click();
    await expect(admin.getByText(applicant.email).first()).toBeVisible();
    await shot('backoffice-registration-detail', admin);

    const sentAt = Date.now();
    await admin.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('dialog');
    if (await confirm.isVisible({ timeout: 2_000 }).catch(() => false))
      await confirm.getByRole('button', { name: /^(confirm|approve|yes)/i }).click();
    await expect(admin.getByText(/approved/i).first()).toBeVisible();
    await shot('backoffice-approved', admin);

    const approvalMail = await latestMailTo(applicant.email, { after: sentAt });
    expect(approvalMail.subject + approvalMail.text).toMatch(/approv/i);
  });
  await admin.close();

  await test.step('the approved owner signs in to the portal with the code from the mail', async () => {
    await page.goto('/login');
    const before = Date.now();
    await page.getByLabel(/^e-?mail/i).fill(applicant.email);
    await page.getByLabel(/^password/i).fill(applicant.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Code sent to your email').first()).toBeVisible();
    const mail = await latestMailTo(applicant.email, { after: before });
    await page.getByLabel(/code/i).first().fill(codeFrom(mail));
    await shot('portal-login-code');
    await page
      .getByRole('button', { name: /^(continue|verify|log in|proceed)/i })
      .first()
      .click();

    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByText(`${applicant.name} ${applicant.surname}`).first()).toBeVisible();
    await shot('portal-signed-in');
  });
});

/** Fills a phone number (code + number) of the company or of the account owner, in form order. */
async function fillPhone(page: Page, which: 'company' | 'user', code: string, number: string): Promise<void> {
  const index = which === 'company' ? 0 : 1;
  const codes = page.getByLabel(/phone code|^code$/i);
  const numbers = page.getByLabel(/phone( number)?$/i);
  if ((await codes.count()) > index) {
    const field = codes.nth(index);
    if ((await field.getAttribute('role')) === 'combobox') {
      await field.click();
      await field.pressSequentially(code);
      await page.keyboard.press('Enter');
    } else await field.fill(code);
  }
  await numbers.nth(index).fill(number);
}
