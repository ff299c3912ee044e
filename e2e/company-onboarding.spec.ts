/**
 * Issue 2, "Why": a company applies in the portal, confirms its e-mail, an admin approves it in the backoffice, and
 * its user signs in with a one-time code — through the two real UIs, a real PostgreSQL and a real SMTP sink.
 */
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
    await expect(page.getByRole('heading', { name: 'Company data' })).toBeVisible();
    await shot('registration-empty');

    await page.getByLabel('Company name', { exact: true }).fill(applicant.company);
    await chooseAntdOption(page, 'Account type', applicant.accountTypeLabel);
    await chooseAntdOption(page, 'Registration identification', 'Trade register number');
    await page.getByLabel('Registration number', { exact: true }).fill(`HRB ${stamp}`);
    await page.getByLabel('Street address', { exact: true }).fill('Hafenstrasse 1');
    await page.getByLabel('ZIP', { exact: true }).fill('20457');
    await page.getByLabel('City', { exact: true }).fill('Hamburg');
    await chooseAntdOption(page, 'Country', 'Germany');
    await chooseAntdOption(page, 'Company phone: Dial code', '+49');
    await page.getByLabel('Company phone: Number').fill('4012345678');
    await page.getByLabel('Signed company letter (PDF, max 10 MB)').setInputFiles({
      name: 'signed-company-letter.pdf',
      mimeType: 'application/pdf',
      buffer: await companyLetterPdf(applicant.company),
    });

    await page.getByLabel('Name', { exact: true }).fill(applicant.name);
    await page.getByLabel('Surname', { exact: true }).fill(applicant.surname);
    await page.getByLabel('E-mail', { exact: true }).fill(applicant.email);
    await page.getByLabel('Position', { exact: true }).fill(applicant.position);
    await chooseAntdOption(page, 'Phone number: Dial code', '+49');
    await page.getByLabel('Phone number: Number').fill('1701234567');
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(applicant.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();

    const submit = page.getByRole('button', { name: 'Submit application' });
    await expect(submit, 'locked until the captcha is solved').toBeDisabled();
    await solveAltcha(page.getByRole('group', { name: 'Bot check' }));
    await expect(submit).toBeEnabled();
    await shot('registration-filled');

    await submit.click();
    const modal = page.getByRole('dialog', { name: 'Confirm your email address' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal).toContainText(applicant.email);
    await shot('registration-confirm-your-email');
  });

  await test.step('the applicant confirms the e-mail address from the link in the mail', async () => {
    const mail = await latestMailTo(applicant.email, { after: startedAt });
    const link = new URL(linkFrom(mail, '/verify-email'));
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.origin, 'links in mails point at PUBLIC_URL').toBe(new URL(baseURL!).origin);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Confirm your Identity' })).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Confirm and continue' });
    await expect(confirm, 'enabled only when e-mail and password are filled').toBeDisabled();
    await page.getByLabel('E-mail', { exact: true }).fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await confirm.click();
    await expect(page.getByText('Thank you for confirming your email')).toBeVisible();
    await shot('verify-email-thank-you');
  });

  await test.step('the applicant cannot sign in before the approval', async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
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
    await admin.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await admin.getByLabel('Password').fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(admin.getByText('Code sent to your email')).toBeVisible();
    const mail = await latestMailTo(DEMO_ADMIN.email, { after: before });
    await admin.getByLabel('Code').fill(codeFrom(mail));
    await shot('backoffice-login-code', admin);
    await admin.getByRole('button', { name: 'Continue', exact: true }).click();
    // Step 3 only when the e-mail has several accounts.
    const proceed = admin.getByRole('button', { name: 'Proceed to Account' });
    if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
      if (await admin.getByRole('combobox', { name: 'Company' }).isEnabled())
        await chooseMuiOption(admin, 'Company', DEMO_ADMIN.company);
      await proceed.click();
    }
    await expect(admin.getByRole('heading', { name: 'Log In' })).toBeHidden();
  });

  await test.step('the admin opens the pending registration and approves it', async () => {
    await admin.goto('/backoffice/submissions');
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
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve' });
    await dialog.getByLabel('Message').fill('Welcome to the registry.');
    await shot('backoffice-approve-dialog', admin);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText('Success').first()).toBeVisible();
    await expect(row, 'back on the list, the submission is approved').toContainText('Approved');
    await expect(admin).toHaveURL(/\/backoffice\/submissions\/?(\?.*)?$/);
    await shot('backoffice-approved', admin);

    const approvalMail = await latestMailTo(applicant.email, { after: sentAt });
    expect(approvalMail.subject + approvalMail.text).toMatch(/approv/i);
  });
  await admin.close();

  await test.step('the approved owner signs in to the portal with the code from the mail', async () => {
    await page.goto('/login');
    const before = Date.now();
    await page.getByLabel('E-mail', { exact: true }).fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
    const mail = await latestMailTo(applicant.email, { after: before });
    await page.getByLabel('Verification code').fill(codeFrom(mail));
    await shot('portal-login-code');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByText(`${applicant.name} ${applicant.surname}`).first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    await shot('portal-signed-in');
  });
});
