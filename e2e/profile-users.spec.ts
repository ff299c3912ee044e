/**
 * Issue 6 "Tests": an owner invites a user who completes registration and signs in; the owner edits the profile
 * and an admin approves the ProfileUpdate in the backoffice; the owner removes a user; the 11th invite is refused.
 * axe (WCAG 2 A/AA, no serious or critical violation) on each portal page visited, screenshots at 1280 and 375 px.
 * Runs on the demo Forwarder company, which no other journey uses.
 */
import type { Browser, Page } from '@playwright/test';
import { apiClient } from './support/api';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { codeFrom, latestMailTo, linkFrom } from './support/mail';
import { chooseAntdOption } from './support/ui';
import { signInBackoffice } from './support/backoffice';
import { seriousViolations, whenStill } from './support/axe';

const OWNER = { email: 'forwarder.owner@demo.bcu', password: 'Demo1234!' };
const stamp = Date.now().toString(36);
const invitee = {
  email: `invitee.${stamp}@journey.example.com`,
  name: 'Ines',
  surname: 'Invited',
  position: 'Logistics Analyst',
  password: 'Invited#2026',
  path: undefined as string | undefined,
};
const NEW_FIRST_NAME = `Fenna${stamp.slice(-4)}`;

/** axe and a screenshot of the page as it is, at 1280 and at 375 px (then back to 1280). */
async function checkHere(page: Page, name: string, shot: (name: string, page?: Page) => Promise<void>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    expect.soft(await seriousViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
    await shot(`${name}-${width}`, page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await whenStill(page);
}

async function portalSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const before = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

async function backofficeAdmin(browser: Browser, baseURL: string): Promise<Page> {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInBackoffice(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.company);
  return admin;
}

/** The owner's users table row of an e-mail. */
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

async function invite(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail of the new user' }).fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('User has been invited').first()).toBeVisible();
  await expect(userRow(page, email)).toBeVisible();
}

test('an owner runs the company users and the profile: invite, registration, approval, removal, the 10-user limit', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  await portalSignIn(page, OWNER.email, OWNER.password);

  await test.step('the owner invites a user from User Info', async () => {
    await page.goto('/profile/user-info');
    await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
    await checkHere(page, 'user-info', shot);
    const before = Date.now();
    await invite(page, invitee.email);
    await expect(userRow(page, invitee.email)).toContainText('Pending');
    await expect(userRow(page, invitee.email).getByRole('button', { name: 'Cancel invite' })).toBeVisible();
    const mail = await latestMailTo(invitee.email, { after: before });
    const link = new URL(linkFrom(mail, '/registration'));
    expect(link.searchParams.get('token')).toBeTruthy();
    invitee.path = `${link.pathname}${link.search}`;
  });

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await test.step('the invited user completes the registration from the mail link and signs in', async () => {
    await guest.goto(invitee.path!);
    await expect(guest.getByRole('heading', { name: 'Complete the details for your account' })).toBeVisible();
    await expect(guest.getByText(invitee.email).first()).toBeVisible();
    await checkHere(guest, 'invited-registration', shot);
    await guest.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(guest.getByText('Name is required').first()).toBeVisible();
    await guest.getByLabel('Name', { exact: true }).fill(invitee.name);
    await guest.getByLabel('Surname', { exact: true }).fill(invitee.surname);
    await guest.getByLabel('Position', { exact: true }).fill(invitee.position);
    await chooseAntdOption(guest, 'Phone number: Dial code', '+49');
    await guest.getByLabel('Phone number: Number').fill('1701234567');
    await guest.getByLabel('Password', { exact: true }).fill(invitee.password);
    await guest.getByLabel('Confirm password', { exact: true }).fill(invitee.password);
    await guest.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await guest.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(guest).toHaveURL(/\/login/);
    await portalSignIn(guest, invitee.email, invitee.password);
    await expect(guest.getByText(`${invitee.name} ${invitee.surname}`).first()).toBeVisible();
    await checkHere(guest, 'invitee-signed-in', shot);
  });
  await guestContext.close();

  await test.step('the owner sees the new user Active with a Remove action', async () => {
    await page.reload();
    await expect(userRow(page, invitee.email)).toContainText('Active');
    await expect(userRow(page, invitee.email).getByRole('button', { name: 'Remove user' })).toBeVisible();
  });

  await test.step('the owner changes the name in Profile Info: a change request, not applied yet', async () => {
    await page.goto('/profile/profile-info');
    await expect(page.getByText(/your changes are sent to the system admin/)).toBeVisible();
    await checkHere(page, 'profile-info', shot);
    await page.getByLabel('Name', { exact: true }).fill(NEW_FIRST_NAME);
    // what is typed survives the section navigation switching between tabs and buttons (a tablet turned round)
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(NEW_FIRST_NAME);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(NEW_FIRST_NAME);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Profile change request has been created. Data will be updated after admin approval').first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Forwarder');
  });

  await test.step('an admin approves the ProfileUpdate with its before and after values', async () => {
    const admin = await backofficeAdmin(browser, baseURL!);
    await admin.goto('/backoffice/submissions');
    const row = admin
      .getByRole('row')
      .filter({ hasText: 'Forwarder' })
      .filter({ hasText: /Profile/ })
      .filter({ hasText: 'For Consideration' })
      .first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(admin.getByRole('tab', { name: 'Profile info' })).toBeVisible();
    const firstName = admin
      .getByRole('table', { name: 'Profile info' })
      .getByRole('row')
      .filter({ hasText: 'First name' });
    await expect(firstName).toContainText('Forwarder');
    await expect(firstName).toContainText(NEW_FIRST_NAME);
    await shot('backoffice-profile-update', admin);
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText('Success').first()).toBeVisible();
    await admin.context().close();
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(NEW_FIRST_NAME);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(NEW_FIRST_NAME);
  });

  await test.step('the owner removes the user after confirming', async () => {
    await page.goto('/profile/user-info');
    await userRow(page, invitee.email).getByRole('button', { name: 'Remove user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove user' });
    await expect(dialog).toContainText(`Remove ${invitee.email} from this account?`);
    await dialog.getByRole('button', { name: 'Remove user' }).click();
    await expect(page.getByText('User has been removed').first()).toBeVisible();
    await expect(userRow(page, invitee.email)).toHaveCount(0);
  });

  await test.step('with 10 Active or Pending users the 11th invite is refused', async () => {
    // owner + user of the demo company, then 8 invites (by the API, as the page would send them): 10 users
    const token = await page.evaluate(() => localStorage.getItem('bcu.accessToken'));
    const api = apiClient(baseURL!, token);
    const inviteByApi = (email: string) => api.POST('/profile/users', { body: { email } });
    for (let i = 1; i <= 8; i++)
      expect((await inviteByApi(`extra${i}.${stamp}@journey.example.com`)).response.status).toBe(204);
    await page.reload();
    await expect(userRow(page, `extra8.${stamp}@journey.example.com`)).toContainText('Pending');
    await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeDisabled();
    await expect(
      page.getByText('Users can be added while the account is active and has fewer than 10 Active or Pending users.'),
    ).toBeVisible();
    await checkHere(page, 'user-info-full', shot);
    // the API refuses it too, whatever the page shows
    expect((await inviteByApi(`eleventh.${stamp}@journey.example.com`)).response.status).toBe(409);
    // cancelling an invite makes room again
    await userRow(page, `extra8.${stamp}@journey.example.com`).getByRole('button', { name: 'Cancel invite' }).click();
    await page.getByRole('dialog', { name: 'Cancel invite' }).getByRole('button', { name: 'Cancel invite' }).click();
    await expect(page.getByText('Invite has been cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeEnabled();
  });
});
