/**
 * Registry Connect journey (spec 3 §2.7, §5, §8; spec 1 §2 badges): Acme Travel's user (not participating yet)
 * meets the tour and the blurred Discover page, opts in on Preferences (tags, pitch, Rules of Participation; leaving
 * with unsaved changes asks first), discovers Blue Cargo Logistics and sends it a request. Blue Cargo's user, already
 * signed in, sees the Connect badge rise through the live 'counters' event and approves the request after
 * confirming; the sender then sees 'Connected' and Blue Cargo's contact details. The admin reads the request in
 * Connection Requests. axe finds no serious violation on the pages at 1366 and 375 px. Real UI, real API, demo data.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInPortal } from './support/sign-in';
import { seriousViolations } from './support/axe';
import { DEMO_ADMIN } from './support/demo';

const PASSWORD = 'Demo1234!';
const SENDER = 'corporate.user@demo.bcu';
const RECEIVER = 'forwarder.user@demo.bcu';
const RECEIVER_COMPANY = 'Blue Cargo Logistics GmbH';

async function signedIn(browser: Browser, baseURL: string, email: string, password = PASSWORD): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInPortal(page, email, password);
  return page;
}

const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).last();

const connectTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Connect/ });

/** The tour opens by itself 1 s after the first Connect page loads; skipping it stores connectTourCompleted. */
async function skipTour(page: Page) {
  const tour = page.locator('.ant-tour').filter({ hasText: 'Welcome to Registry Connect' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Skip' }).click();
  await expect(tour).toBeHidden();
}

type Shot = (name: string, page?: Page) => Promise<void>;

/** axe at 1366 and at 375 px (with a screenshot of the phone layout), back at 1366 afterwards. */
async function axeAtBothWidths(page: Page, what: string, shot: Shot) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    expect.soft(await seriousViolations(page), `axe on ${what} at ${width} px`).toEqual([]);
    if (width === 375) await shot(`${what.toLowerCase().replace(/[^a-z]+/g, '-')}-375`, page);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a company opts in, discovers another, sends a request; the other approves and both are connected', async ({
  browser,
  baseURL,
  shot,
}) => {
  const receiver = await signedIn(browser, baseURL!, RECEIVER);
  await receiver.goto('/dashboard');
  await expect(connectTab(receiver)).toBeVisible();
  await expect(connectTab(receiver).locator('.ant-badge-count')).toHaveCount(0);

  const page = await signedIn(browser, baseURL!, SENDER);
  const message = `Acme Travel would like to fly its staff with SAF — E2E ${Date.now() % 1_000_000}`;

  await test.step('Connect opens on Discover with the tour; not participating, the page is blurred', async () => {
    await connectTab(page).click();
    await expect(page).toHaveURL(/\/connect\/discover$/);
    await expect(page.getByRole('heading', { name: 'Registry Connect', exact: true })).toBeVisible();
    await expect(page.locator('.ant-tour').filter({ hasText: 'Welcome to Registry Connect' })).toBeVisible();
    await shot('tour-welcome', page);
    await skipTour(page);
    await expect(page.getByText("You're not participating in Registry Connect.")).toBeVisible();
    await shot('not-participating', page);
    await axeAtBothWidths(page, 'Discover (not participating)', shot);
    // the tour was stored as completed: a reload does not start it again, Take Tour replays it
    await page.reload();
    await expect(page.getByText("You're not participating in Registry Connect.")).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.locator('.ant-tour')).toBeHidden();
    await page.getByRole('button', { name: 'Take Tour' }).click();
    const tour = page.locator('.ant-tour:visible');
    await expect(tour).toContainText('Welcome to Registry Connect');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText('Your preferences');
    await shot('tour-preferences-step', page);
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(tour).toBeHidden();
  });

  await test.step('Preferences: opt in with tags and a pitch; leaving with unsaved changes asks first', async () => {
    await page.getByRole('link', { name: 'Enable Registry Connect' }).click();
    await expect(page).toHaveURL(/\/connect\/preferences$/);
    const prefs = page.getByTestId('connect-preferences');
    await expect(prefs.getByText("You've opted out of matchmaking.")).toBeVisible();
    await prefs.getByRole('button', { name: 'Edit' }).click();
    const save = prefs.getByRole('button', { name: 'Save Preferences' });
    await expect(save).toBeDisabled();
    await expect(prefs.getByRole('checkbox', { name: 'We are ready to offer' })).toBeDisabled();

    await prefs.getByRole('switch', { name: 'Enable Registry Connect' }).click();
    await expect(prefs.getByText("You've opted out of matchmaking.")).toBeHidden();
    await prefs.getByRole('checkbox', { name: 'We are looking for companies' }).check();
    const tags = prefs.getByRole('textbox', { name: 'What we are looking for: Tags' });
    await tags.fill('Air freight!!');
    await tags.press('Enter');
    await tags.fill('  Green   logistics ');
    await prefs.getByRole('button', { name: 'What we are looking for: Add tag' }).click();
    await expect(prefs.locator('.ant-tag').filter({ hasText: /^Air freight×$/ })).toBeVisible();
    await expect(prefs.locator('.ant-tag').filter({ hasText: /^Green logistics×$/ })).toBeVisible();
    await expect(prefs.getByText('2/5 tags (minimum 1 required)')).toBeVisible();
    await prefs
      .getByLabel('Looking for pitch')
      .fill('Corporate travel with a lower footprint: we look for greener freight and SAF.');
    // the rules are not accepted yet
    await expect(save).toBeDisabled();

    await page
      .getByRole('navigation', { name: 'Registry Connect sections' })
      .getByRole('link', { name: 'Discover' })
      .click();
    const prompt = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes. Leave without saving?' });
    await expect(prompt).toBeVisible();
    await shot('unsaved-changes', page);
    await prompt.getByRole('button', { name: 'Stay on Page' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/connect\/preferences$/);

    // offering needs tags and a pitch: the spec's messages, gone once the offer is unchecked again
    const offer = prefs.getByRole('checkbox', { name: 'We are ready to offer' });
    await offer.check();
    await prefs.getByRole('checkbox', { name: /Rules of Participation/ }).check();
    await save.click();
    await expect(prefs.getByText('At least one tag must be selected in "What we offer"')).toBeVisible();
    await expect(prefs.getByText('Offer pitch is required')).toBeVisible();
    await offer.uncheck();
    await expect(prefs.getByText('Offer pitch is required')).toBeHidden();
    await expect(save).toBeEnabled();
    await shot('preferences-edit', page);
    await axeAtBothWidths(page, 'Preferences (edit)', shot);
    await save.click();
    await expect(notice(page, 'Your Registry Connect Company profile has been updated successfully')).toBeVisible();
    await expect(prefs.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(prefs.getByText('Green logistics')).toBeVisible();
    await shot('preferences-saved', page);
  });

  await test.step('Discover: find Blue Cargo and send a request to connect', async () => {
    await page
      .getByRole('navigation', { name: 'Registry Connect sections' })
      .getByRole('link', { name: 'Discover' })
      .click();
    await expect(page.getByText("You're not participating in Registry Connect.")).toBeHidden();
    const cards = page.getByTestId('connect-card');
    await expect(cards.first()).toBeVisible();
    await shot('discover', page);
    await page.getByLabel('Search companies').fill('no such company at all');
    await expect(page.getByText('No companies found matching your criteria')).toBeVisible();
    await page.getByLabel('Search companies').fill('Blue Cargo');
    const card = cards.filter({ hasText: RECEIVER_COMPANY });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Logistics');
    await expect(card).toContainText('Germany');
    await expect(card).not.toContainText('@');
    await axeAtBothWidths(page, 'Discover', shot);

    await card.getByRole('button', { name: /Request to connect/ }).click();
    const dialog = page.getByRole('dialog', { name: `Connect with ${RECEIVER_COMPANY}` });
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Message').fill(message);
    await expect(dialog.getByText(`${message.length} / 500`)).toBeVisible();
    await expect(send).toBeEnabled();
    await shot('request-modal', page);
    expect.soft(await seriousViolations(page), 'axe on the request modal').toEqual([]);
    await send.click();
    await expect(notice(page, 'Connection request sent successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Pending');
    await expect(card.getByRole('button', { name: /Request to connect/ })).toHaveCount(0);
  });

  await test.step('Sent Requests lists it; its details lead back', async () => {
    await page
      .getByRole('navigation', { name: 'Registry Connect sections' })
      .getByRole('link', { name: 'Sent Requests' })
      .click();
    const row = page.locator('.ant-table-row').filter({ hasText: RECEIVER_COMPANY }).first();
    await expect(row).toContainText('Pending');
    await axeAtBothWidths(page, 'Sent Requests', shot);
    await row.getByRole('button', { name: /Details/ }).click();
    const detail = page.getByTestId('connect-request-detail');
    await expect(detail).toContainText(message);
    await expect(detail).toContainText('Acme Travel Corporation');
    await shot('sent-detail', page);
    await detail.getByRole('link', { name: 'Sent Connection Requests' }).click();
    await expect(page).toHaveURL(/\/connect\/sent-requests$/);
  });

  await test.step('the receiver sees the badge rise live and approves after confirming', async () => {
    await expect(connectTab(receiver).locator('.ant-badge-count')).toHaveText('1');
    await connectTab(receiver).click();
    await skipTour(receiver);
    await receiver
      .getByRole('navigation', { name: 'Registry Connect sections' })
      .getByRole('link', { name: /Received Requests/ })
      .click();
    const row = receiver.locator('.ant-table-row').filter({ hasText: 'Acme Travel Corporation' }).first();
    await expect(row).toContainText('Pending');
    await shot('received', receiver);
    await axeAtBothWidths(receiver, 'Received Requests', shot);
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = receiver.getByRole('dialog').filter({ hasText: 'Approve this connection request?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(receiver, 'Connection request approved successfully')).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(connectTab(receiver).locator('.ant-badge-count')).toHaveCount(0);
    await receiver.context().close();
  });

  await test.step("the sender sees 'Connected' and the contact details", async () => {
    // still on Sent Requests: the live 'counters' event of the decision refreshes the row
    await expect(page.locator('.ant-table-row').filter({ hasText: RECEIVER_COMPANY }).first()).toContainText(
      'Approved',
    );
    await page.goto('/connect/discover');
    await page.getByLabel('Search companies').fill('Blue Cargo');
    const card = page.getByTestId('connect-card').filter({ hasText: RECEIVER_COMPANY });
    await expect(card).toContainText('Connected');
    const contact = card.getByTestId('connect-contact');
    await expect(contact).toContainText('Contact details');
    await expect(contact.getByRole('link', { name: /@/ })).toBeVisible();
    await shot('connected', page);
    await page.context().close();
  });

  await test.step('the admin browses Discover in admin mode and reads the request in Connection Requests', async () => {
    const admin = await signedIn(browser, baseURL!, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await connectTab(admin).click();
    await expect(admin).toHaveURL(/\/connect\/discover$/);
    // an admin meets the welcome and discover steps once, and has no Take Tour button nor badge
    await skipTour(admin);
    await expect(connectTab(admin).locator('.ant-badge-count')).toHaveCount(0);
    const cards = admin.getByTestId('connect-card');
    await expect(cards.filter({ hasText: RECEIVER_COMPANY })).toBeVisible();
    // Acme Travel looks (it offers nothing): the switch shows it
    await admin.getByText('Are looking', { exact: true }).click();
    await expect(cards.filter({ hasText: 'Acme Travel Corporation' })).toBeVisible();
    await expect(admin.getByText("You're not participating in Registry Connect.")).toBeHidden();
    await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: /Request to connect/ })).toHaveCount(0);
    await shot('admin-discover', admin);
    await admin
      .getByRole('navigation', { name: 'Registry Connect sections' })
      .getByRole('link', { name: 'Connection Requests' })
      .click();
    await expect(admin.getByRole('button', { name: 'Take Tour' })).toHaveCount(0);
    const row = admin.locator('.ant-table-row').filter({ hasText: 'Acme Travel Corporation' }).first();
    await expect(row).toContainText('Approved');
    await row.getByRole('button', { name: /Details/ }).click();
    const detail = admin.getByTestId('connect-request-detail');
    await expect(detail).toContainText(message);
    await shot('admin-detail', admin);
    await axeAtBothWidths(admin, 'admin request details', shot);
    await detail.getByRole('link', { name: 'Connection Requests' }).click();
    await expect(admin).toHaveURL(/\/connect\/requests$/);
    await admin.context().close();
  });
});

test('the receiver declines a request after confirming; the sender may ask again', async ({
  browser,
  baseURL,
  shot,
}) => {
  const sender = await signedIn(browser, baseURL!, 'airline.user@demo.bcu');
  await sender.goto('/connect/discover');
  await skipTour(sender);
  const search = sender.getByLabel('Search companies');
  await search.fill('Nordic SAF');
  const card = sender.getByTestId('connect-card').filter({ hasText: 'Nordic SAF Producers AS' });
  await card.getByRole('button', { name: /Request to connect/ }).click();
  const dialog = sender.getByRole('dialog', { name: 'Connect with Nordic SAF Producers AS' });
  await dialog.getByLabel('Message').fill('Alpine Airways looks for a multi-year SAF offtake.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(notice(sender, 'Connection request sent successfully!')).toBeVisible();
  await expect(card).toContainText('Pending');

  const receiver = await signedIn(browser, baseURL!, 'supplier.user@demo.bcu');
  await receiver.goto('/connect/received-requests');
  await skipTour(receiver);
  const row = receiver.locator('.ant-table-row').filter({ hasText: 'Alpine Airways AG' }).first();
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Decline' }).click();
  const confirm = receiver.getByRole('dialog').filter({ hasText: 'Decline this connection request?' });
  await shot('decline-confirm', receiver);
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(notice(receiver, 'Connection request rejected successfully')).toBeVisible();
  await expect(row).toContainText('Rejected');
  await expect(row.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await receiver.context().close();

  await sender.reload();
  await sender.getByLabel('Search companies').fill('Nordic SAF');
  await expect(card.getByRole('button', { name: /Request to connect/ })).toBeEnabled();
  await expect(card).not.toContainText('Pending');
  await sender.goto('/connect/sent-requests');
  await expect(sender.locator('.ant-table-row').filter({ hasText: 'Nordic SAF Producers AS' }).first()).toContainText(
    'Rejected',
  );
  await shot('sent-rejected', sender);
  await sender.context().close();
});
