/**
 * Issue 4 journey: the demo airline buys part of the demo supplier's BCU — supplier.user@demo.bcu transfers part of
 * an Active credit (a split) to Alpine Airways; the admin approves the BCU Transfer in the backoffice; the airline
 * accepts it in Incoming Transactions, sees it in its balance and history, retires part of it with its Scope 1
 * claim (No to the Scope 1 question shows the spec's message and the information request; Yes, reporting and
 * country retire it); the admin approves the BCU Retirement; the statement appears on /statements and
 * downloads as PDF and as statements.zip. Issue 10: amounts confirmed as
 * shown ('1.500 BCU'), one notification per action, the transfer form afresh after a transfer, the incoming BCU Info
 * labelled in words, a facilitator's balance showing the assigned amount as
 * 'assigned', the statement's row expanding to its parts by a named button (§15). Real UI, real API; a screenshot of
 * each screen.
 */
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { codeFrom, latestMailTo } from './support/mail';
import { chooseAntdOption, chooseMuiOption } from './support/ui';

const SUPPLIER = { email: 'supplier.user@demo.bcu', password: 'Demo1234!' };
const AIRLINE = { email: 'airline.user@demo.bcu', password: 'Demo1234!', company: 'Alpine Airways AG' };
const FACILITATOR = { email: 'facilitator.user@demo.bcu', password: 'Demo1234!', company: 'SkyProcure Advisory Ltd' };

async function signInPortal(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  const before = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return page;
}

async function signInBackoffice(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/backoffice/');
  const before = Date.now();
  await admin.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await admin.getByLabel('Password').fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: 'Log In', exact: true }).click();
  await admin.getByLabel('Code').fill(codeFrom(await latestMailTo(DEMO_ADMIN.email, { after: before })));
  await admin.getByRole('button', { name: 'Continue', exact: true }).click();
  const proceed = admin.getByRole('button', { name: 'Proceed to Account' });
  if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
    if (await admin.getByRole('combobox', { name: 'Company' }).isEnabled())
      await chooseMuiOption(admin, 'Company', DEMO_ADMIN.company);
    await proceed.click();
  }
  await expect(admin.getByText('Submissions List').first()).toBeVisible();
  return admin;
}

/** The admin approves the pending submission of a type whose row names the BCU. */
async function approveSubmission(admin: Page, type: 'BCU Transfer' | 'BCU Retirement', company: string) {
  const query = new URLSearchParams({
    filter: JSON.stringify({ type: type === 'BCU Transfer' ? 'BCUTransfer' : 'BCURetirement', status: 'Pending' }),
    sort: 'createdAt',
    order: 'DESC',
  });
  const row = admin
    .getByRole('row')
    .filter({ hasText: type })
    .filter({ hasText: company })
    .filter({ hasText: 'For Consideration' });
  await expect(async () => {
    await admin.goto(`/backoffice/submissions?${query}`);
    // the list first renders with the filters react-admin remembers, then with the ones of the URL
    await admin.waitForTimeout(3000);
    await expect(row.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await row.first().click();
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = admin.getByRole('dialog');
  const message = dialog.getByLabel('Message');
  if (await message.isVisible().catch(() => false)) await message.fill('Approved.');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('Success').first()).toBeVisible();
}

/** Picks the first option of an antd select found by its label and returns its text. */
async function chooseFirstOption(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  const text = (await option.getAttribute('title')) ?? (await option.innerText());
  await option.click();
  return text;
}

test('an airline buys part of a supplier BCU, accepts it, retires part of it, and the statement is public', async ({
  browser,
  shot,
}) => {
  test.setTimeout(360_000);
  let bcuid = '';
  const supplier = await signInPortal(browser, SUPPLIER.email, SUPPLIER.password);

  await test.step('the supplier reads its balance and history on the dashboard', async () => {
    await supplier.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(supplier).toHaveURL(/\/dashboard/);
    await expect(supplier.getByText('User Balance')).toBeVisible();
    await expect(supplier.getByText('Transactions History')).toBeVisible();
    await expect(supplier.getByTestId('balance-total')).toHaveText(/Total balance: [\d,]+\.\d{3}$/);
    await expect(supplier.locator('.ant-table-row').first()).toBeVisible();
    await shot('supplier-dashboard', supplier);
  });

  await test.step('the supplier transfers 1.5 BCU of an Active credit to the airline', async () => {
    await supplier.goto('/dashboard/transfer');
    await expect(supplier.getByRole('heading', { name: 'BCU Transfer' })).toBeVisible();
    bcuid = (await chooseFirstOption(supplier, 'BCU ID')).split(' — ')[0];
    expect(bcuid).toMatch(/^BCU-\d{4}-\d{6}$/);
    // a value above the maximum is kept as typed and refused (issue 10 §10); then the real amount
    await supplier.getByLabel('Volume', { exact: true }).fill('99999999');
    await expect(supplier.getByLabel('Volume', { exact: true })).toHaveValue('99999999');
    await expect(supplier.getByText(/^Value must be a number between 0 and [\d.]+$/)).toBeVisible();
    await supplier.getByLabel('Volume', { exact: true }).fill('1.5');
    await chooseAntdOption(supplier, 'Transfer to', `${AIRLINE.company} (Switzerland)`);
    await shot('supplier-transfer-form', supplier);
    await supplier.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = supplier.getByRole('dialog');
    // the amount as the registry shows it, tonnes with 3 decimals (issue 10 §11)
    await expect(dialog).toContainText(`Do you want to transfer 1.500 BCU of ${bcuid} to ${AIRLINE.company}?`);
    await shot('supplier-transfer-confirm', supplier);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(supplier.getByText('Your transfer request has been sent')).toBeVisible();
    // one notification for the action (issue 10 §11)
    await expect(supplier.locator('.ant-notification-notice')).toHaveCount(1);
    // after the action the screen is current (issue 10 §14): the user is sent to the history (spec 2 §2.7), which
    // already lists the new request
    await expect(supplier).toHaveURL(/\/dashboard\/transactions/);
    const row = supplier.locator('.ant-table-row').filter({ hasText: bcuid }).filter({ hasText: 'Transfer' });
    await expect(row.first()).toContainText('Pending');
    await expect(row.first()).toContainText(AIRLINE.company);
    await shot('supplier-history-after-transfer', supplier);
    // and the transfer form starts afresh: no BCU, no amount, no receiver
    await supplier.goto('/dashboard/transfer');
    await expect(supplier.getByRole('heading', { name: 'BCU Transfer' })).toBeVisible();
    await expect(supplier.getByLabel('Volume', { exact: true })).toHaveValue('');
    await expect(supplier.getByTestId('amount-available')).toHaveCount(0);
    await expect(supplier.getByRole('button', { name: 'Transfer', exact: true })).toBeVisible();
    await shot('supplier-transfer-form-afresh', supplier);
  });

  const admin = await signInBackoffice(browser);
  await test.step('the admin approves the BCU Transfer', async () => {
    await approveSubmission(admin, 'BCU Transfer', 'Nordic SAF Producers AS');
    await shot('backoffice-transfer-approved', admin);
  });

  const airline = await signInPortal(browser, AIRLINE.email, AIRLINE.password);
  const part = () => `${bcuid}-01`;
  await test.step('the airline accepts the incoming transaction', async () => {
    await airline.goto('/dashboard/incoming-requests');
    await expect(airline.getByRole('tab', { name: /Incoming Transactions/ })).toBeVisible();
    // the header tab carries the pending count (spec 1 §2 'Incoming Requests (count badge)')
    const headerTab = airline
      .getByRole('navigation')
      .getByRole('link', { name: /Incoming Requests/ })
      .first();
    await expect(headerTab.locator('.ant-badge-count')).toBeVisible();
    const row = airline.locator('.ant-table-row').filter({ hasText: part() });
    await expect(row).toContainText('For consideration');
    await expect(row).toContainText('1.500');
    await shot('airline-incoming-list', airline);
    await row.click();
    await expect(airline.getByTestId('incoming-detail')).toBeVisible();
    await airline.getByRole('tab', { name: 'Scope 1 Info', exact: true }).click();
    await expect(airline).toHaveURL(/\/scope1$/);
    await airline.getByRole('tab', { name: 'BCU Info', exact: true }).click();
    // what a reviewer reads: labels in words, tonnes with 3 decimals, dates dd.MM.yyyy — no field names (issue 10 §12)
    const info = airline.getByTestId('incoming-detail').locator('.ant-tabs-tabpane-active');
    await expect(info.getByText('Parent BCU ID', { exact: true })).toBeVisible();
    await expect(info.locator('tr').filter({ hasText: 'Parent BCU ID' })).toContainText(bcuid);
    await expect(info.locator('tr').filter({ hasText: 'Volume (BCU)' })).toContainText('1.500');
    await expect(info.locator('tr').filter({ hasText: 'Date of registration' })).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(info.locator('tr').filter({ hasText: 'Energy content (MJ)' })).toContainText(
      /Energy content \(MJ\)\d{1,3}(,\d{3})*(?![\d.])/,
    );
    await expect(info.getByText(/Tonnes Of CO2eq|Parent Bcuid|Neat Amount|Issuer Name|Expires At/)).toHaveCount(0);
    await shot('airline-incoming-detail', airline);
    await airline.getByRole('button', { name: 'Accept', exact: true }).click();
    await airline.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    // the notification says what happened, once (issue 10 §11)
    await expect(airline.getByText(`Transfer of 1.500 BCU to ${AIRLINE.company} accepted`)).toHaveCount(1);
    await expect(airline.getByText('Success', { exact: true })).toHaveCount(0);
    await expect(airline.getByTestId('incoming-detail')).toContainText('Approved');
    await shot('airline-incoming-accepted', airline);
    await expect(headerTab.locator('.ant-badge-count')).toHaveCount(0);
  });

  await test.step('the airline sees the BCU in its balance and the deposit in its history', async () => {
    await airline.goto('/dashboard');
    await expect(airline.locator('.ant-table-row').filter({ hasText: part() }).first()).toBeVisible();
    const incoming = airline.locator('.ant-table-row').filter({ hasText: 'Incoming' }).filter({ hasText: part() });
    await expect(incoming.first()).toContainText('+1.500');
    await shot('airline-dashboard', airline);
  });

  await test.step('the airline retires 0.5 BCU with its Scope 1 claim', async () => {
    await airline.goto('/dashboard/retirement');
    await expect(airline.getByRole('heading', { name: 'BCU Retirement' })).toBeVisible();
    await chooseAntdOption(airline, 'BCU ID', `${part()} — 1.500 BCU`);
    // not the Scope 1 provider, and no provider set on the BCU: the spec's message and the information request
    const form = airline.getByTestId('retirement-form');
    await form.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(
      airline.getByText(
        'A Scope 1 provider must be set on the BCU before it can be retired. Please send an information request',
      ),
    ).toBeVisible();
    await expect(airline.getByTestId('info-request-form')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Retire', exact: true })).toHaveCount(0);
    await shot('airline-retirement-no-scope1', airline);
    // the airline is the legitimate Scope 1 provider: it retires with its country and reporting
    await form.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(airline.getByTestId('info-request-form')).toHaveCount(0);
    await airline.getByLabel('Volume', { exact: true }).fill('0.5');
    await chooseAntdOption(airline, 'Reporting', 'CORSIA');
    await chooseAntdOption(airline, 'Country', 'Switzerland');
    await shot('airline-retirement-form', airline);
    await airline.getByRole('button', { name: 'Retire', exact: true }).click();
    const dialog = airline.getByRole('dialog');
    // the irreversible step names amount, unit, credit and the statement's beneficiary (issue 10 §11)
    await expect(dialog).toContainText(
      `Do you want to confirm the split retirement of 0.500 BCU of ${part()}? The retirement statement will name ${AIRLINE.company} as beneficiary.`,
    );
    await shot('airline-retirement-confirm', airline);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(airline.getByText('Your retirement request has been sent')).toBeVisible();
    await expect(airline.locator('.ant-table-row').filter({ hasText: 'Retirement' }).first()).toContainText('Pending');
  });

  await test.step('the admin approves the BCU Retirement', async () => {
    await approveSubmission(admin, 'BCU Retirement', AIRLINE.company);
    await shot('backoffice-retirement-approved', admin);
  });

  await test.step('the statement is public on /statements and downloads as PDF and zip', async () => {
    await airline.goto('/statements');
    const row = airline.getByRole('row').filter({ hasText: part() }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('0.500');
    await shot('statements-public', airline);

    const [pdf] = await Promise.all([
      airline.waitForEvent('download'),
      row.getByRole('button', { name: /PDF/i }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await readDownload(pdf);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    // issue 16.4: the PDF in hand is recognised by its digest (hashed in the browser); a changed copy is not
    await airline.getByTestId('statements-verify-link').click();
    await expect(airline.getByRole('heading', { name: 'Verify a statement' })).toBeVisible();
    const drop = airline.getByTestId('statement-verify').locator('input[type=file]');
    await drop.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    const result = airline.getByTestId('statement-verify-result');
    await expect(result).toContainText('Issued by this registry');
    await expect(result).toContainText('0.500');
    await shot('statement-verified', airline);
    const altered = Buffer.from(pdfBytes);
    altered[altered.length >> 1] ^= 1;
    await drop.setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
    await expect(result).toContainText('Not issued by this registry');

    await airline.goto('/dashboard');
    const panel = airline.getByTestId('account-statements');
    await expect(panel).toBeVisible();
    const statementRow = panel.locator('.ant-table-row').first();
    await statementRow.locator('.ant-checkbox-wrapper, .ant-checkbox').first().click({ force: true });
    await expect(panel.getByText('1 selected')).toBeVisible();
    const [zip] = await Promise.all([
      airline.waitForEvent('download'),
      panel.getByRole('button', { name: /Download/i }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('statements.zip');
    const zipBytes = await readDownload(zip);
    expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
    await shot('airline-statements-panel', airline);
  });

  await test.step('a statement row expands to its parts by a named button, and axe stays clean (issue 10 §15)', async () => {
    const panel = airline.getByTestId('account-statements');
    // the search also finds a statement by the BCU ID of its parts: the one this journey's retirement issued
    await panel.getByLabel('Search RSID, BCU ID or beneficiary').fill(part());
    const row = panel.locator('.ant-table-row').filter({ hasText: '0.500' });
    await expect(panel.locator('.ant-table-row')).toHaveCount(1);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Expand row', exact: true }).click();
    const parts = panel.locator('.ant-table-expanded-row');
    await expect(parts).toBeVisible();
    await expect(parts).toContainText(part());
    expect(await seriousViolations(airline)).toEqual([]);
    await shot('airline-statement-parts', airline);
    await row.getByRole('button', { name: 'Collapse row', exact: true }).click();
    await expect(parts).toBeHidden();
  });
});

async function readDownload(download: import('@playwright/test').Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

test('bulk transfer of two BCUs in full, and the Assign Facilitator amount rules', async ({ browser, shot }) => {
  test.setTimeout(240_000);
  const supplier = await signInPortal(browser, SUPPLIER.email, SUPPLIER.password);

  await test.step('bulk mode needs two BCUs and moves each in full', async () => {
    await supplier.goto('/dashboard/transfer');
    await supplier.getByTestId('transfer-mode').click();
    await expect(supplier.getByTestId('transfer-bulk')).toBeVisible();
    const submit = supplier.getByRole('button', { name: 'Transfer', exact: true });
    await expect(submit).toBeDisabled();
    const ids = supplier.getByRole('combobox', { name: 'BCU IDs' });
    await ids.click();
    const options = supplier.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.filter({ hasText: 'BCU-2026-000002' }).first().click();
    await options.filter({ hasText: 'BCU-2026-000003' }).first().click();
    await supplier.keyboard.press('Escape');
    await chooseAntdOption(supplier, 'Transfer to', 'Acme Travel Corporation (United States)');
    await expect(submit).toBeEnabled();
    await shot('supplier-bulk-transfer', supplier);
    await submit.click();
    await supplier.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(supplier.getByText('All BCUs were transferred successfully.')).toBeVisible();
    const transfers = supplier.locator('.ant-table-row').filter({ hasText: 'Acme Travel Corporation' });
    await expect(transfers).toHaveCount(2);
  });

  const airline = await signInPortal(browser, AIRLINE.email, AIRLINE.password);
  await test.step('the airline opens Assign Facilitator for a BCU of its balance; an empty amount means the full volume', async () => {
    await airline.goto('/dashboard');
    const row = airline
      .locator('.ant-table-row')
      .filter({ hasText: /BCU-2026-000001-01/ })
      .first();
    await row.locator('.ant-checkbox-wrapper, .ant-checkbox').first().click({ force: true });
    await airline.getByRole('button', { name: /Actions/ }).click();
    await airline.getByRole('menuitem', { name: 'Assign Facilitator', exact: true }).click();
    const dialog = airline.getByRole('dialog');
    const amount = dialog.getByRole('textbox').first();
    await amount.fill('0');
    await amount.blur();
    await expect(amount).toHaveValue('1.000');
    await amount.fill('5');
    await expect(dialog.getByText('Value must be a number between 0 and 1.000')).toBeVisible();
    await shot('airline-assign-facilitator', airline);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("the airline assigns 0.4 of the BCU's 1.000 to its facilitator", async () => {
    const row = airline
      .locator('.ant-table-row')
      .filter({ hasText: /BCU-2026-000001-01/ })
      .first();
    await airline.getByRole('button', { name: /Actions/ }).click();
    await airline.getByRole('menuitem', { name: 'Assign Facilitator', exact: true }).click();
    const dialog = airline.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Facilitator' }).click();
    await airline
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: FACILITATOR.company })
      .first()
      .click();
    await dialog.getByRole('textbox').first().fill('0.4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`${FACILITATOR.company} (0.400)`);
  });

  await test.step("the facilitator's balance shows the assigned amount as assigned, not as a holding (issue 10 §5)", async () => {
    const facilitator = await signInPortal(browser, FACILITATOR.email, FACILITATOR.password);
    await facilitator.goto('/dashboard');
    const row = facilitator
      .locator('.ant-table-row')
      .filter({ hasText: /BCU-2026-000001-01/ })
      .first();
    await expect(row).toContainText('0.400 assigned');
    await expect(row).not.toContainText('1.000');
    await expect(facilitator.getByTestId('balance-total')).toHaveText(/Total balance: [\d,]+\.\d{3}$/);
    await shot('facilitator-balance-assigned', facilitator);
  });
});
