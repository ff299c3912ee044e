/**
 * Issue 3 items 3 and 5: a Supplier user registers a CORSIA credit with two batches by hand and another by Excel
 * upload in the wizard at /dashboard/register-credit; the admin approves one and rejects the other in the
 * backoffice. Against the real UI and API; a screenshot of every wizard step.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { latestMailTo } from './support/mail';
import { companyLetterPdf } from './support/pdf';
import { signInBackoffice, signInPortal } from './support/sign-in';
import { chooseAntdOption } from './support/ui';

const SUPPLIER = { email: 'supplier.user@demo.bcu', password: 'Demo1234!' };
const stamp = Date.now().toString(36).toUpperCase();
const MANUAL_POS = `POS-M-${stamp}`;
const EXCEL_POS = `POS-X-${stamp}`;

/** A day relative to today (UTC), as typed into the date pickers (dd.MM.yyyy) and as stored (yyyy-MM-dd). */
function day(offset: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  const iso = d.toISOString().slice(0, 10);
  return { iso, typed: `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` };
}

/** A field's accessible name: its label, after antd's required mark ('* ') when the field is required. */
const named = (label: string) => new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function fillDate(scope: Page | Locator, label: string, typed: string) {
  const input = scope.getByLabel(named(label));
  await input.click();
  await input.fill(typed);
  await input.press('Enter');
}

async function pdf(scope: Page | Locator, label: string, name: string) {
  const item = scope.locator('.ant-form-item').filter({ hasText: label });
  await item.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: await companyLetterPdf(name) });
  await expect(item.getByText(name)).toBeVisible();
}

/** A select inside a scope (a batch card): open it, type, pick the option whose title starts with `option`. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string, typed = option) {
  const combobox = scope.getByRole('combobox', { name: named(label) });
  await combobox.click({ force: true }); // a chosen value lies over the input
  await combobox.pressSequentially(typed);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().locator(`.ant-select-item-option[title^="${option}"]`).first().click();
}

test('a supplier registers a CORSIA credit by hand and one by Excel; the admin approves one and rejects the other', async ({ page, shot, browser }) => {
  test.setTimeout(480_000); // two registrations through every step, then two reviews
  const started = Date.now();
  await signInPortal(page, SUPPLIER.email, SUPPLIER.password);

  await test.step('the BCU Registration tab opens the wizard; Next on an empty step 1 shows the spec messages', async () => {
    await page.getByRole('link', { name: 'BCU Registration' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/register-credit$/);
    await expect(page.getByRole('heading', { name: 'General information', level: 3 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Manual Registration' })).toBeChecked();
    await shot('step-1-general-empty');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText('Sustainability certification is required')).toBeVisible();
    await expect(page.getByText('Please upload pdf file')).toBeVisible();
    await expect(page.getByText('Lower heating value is required')).toBeVisible();
    // steps not visited yet cannot be opened
    await page.getByText('Site information').first().click();
    await expect(page.getByRole('heading', { name: 'General information', level: 3 })).toBeVisible();
  });

  await test.step('step 1 General information: an ISCC CORSIA certification adds the sixth step', async () => {
    await chooseAntdOption(page, 'Sustainability certification', 'ISCC CORSIA');
    await expect(page.getByText('ICAO CORSIA information')).toBeVisible();
    await page.getByLabel('Sustainability certification number').fill('ISCC-EU-0042');
    await page.getByLabel('Certification body').fill('SGS Germany');
    await chooseAntdOption(page, 'Feedstock certification', 'ISCC CORSIA');
    await choose(page, page, 'Raw material (feedstock)', 'Used cooking oil (UCO)', 'Used cooking');
    await choose(page, page, 'Country of feedstock origin', 'Germany');
    await choose(page, page, 'Feedstock conversion process', 'HEFA', 'HEFA');
    await page.getByLabel('Lower heating value (MJ/kg)').fill('44');
    await page.getByLabel('PoS number of end product').fill(MANUAL_POS);
    await fillDate(page, 'PoS issue date', day(-10).typed);
    await pdf(page, 'PoS document', 'pos-manual.pdf');
    await expect(page.getByText('Sustainability certification is required')).toBeHidden();
    await shot('step-1-general-filled');
    await page.getByRole('button', { name: 'Next step' }).click();
  });

  await test.step("step 2 Site information: 'Same as account address' copies the company address", async () => {
    await expect(page.getByRole('heading', { name: 'Site information', level: 3 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Same as account address' }).check();
    await expect(page.getByLabel('Production site city')).not.toHaveValue('');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Third-party company name').fill('Harbour Ops GmbH');
    await page.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByLabel('Third-party company name')).toBeHidden();
    await chooseAntdOption(page, 'Chain of custody model', 'Mass Balance');
    await shot('step-2-site');
    await page.getByRole('button', { name: 'Next step' }).click();
  });

  await test.step('step 3 Product information: Acquired shows the Supplier information', async () => {
    await expect(page.getByRole('heading', { name: 'Product information', level: 3 })).toBeVisible();
    await chooseAntdOption(page, 'End product', 'Unblended');
    await expect(page.getByRole('heading', { name: 'Supplier Information' })).toBeVisible();
    await page.getByLabel('Supplier PoS ID').fill('4711/2026');
    await fillDate(page, 'Supplier PoS issue date', day(-12).typed);
    await pdf(page, 'Supplier PoS document', 'supplier-manual.pdf');
    await page.getByRole('radio', { name: 'Produced' }).check();
    await expect(page.getByRole('heading', { name: 'Final Production Site Information' })).toBeVisible();
    await page.getByRole('radio', { name: 'Acquired' }).check();
    // switching to Produced cleared the supplier's PDF: choose it again
    await expect(page.getByText('supplier-manual.pdf')).toBeHidden();
    await pdf(page, 'Supplier PoS document', 'supplier-manual.pdf');
    await shot('step-3-product');
    await page.getByRole('button', { name: 'Next step' }).click();
  });

  await test.step('step 4 Batch information: two batches, energy recomputed live, airport of the delivery country', async () => {
    await expect(page.getByRole('heading', { name: 'Batch information', level: 3 })).toBeVisible();
    const fill = async (n: number, id: string, tonnes: string, lca: string) => {
      const card = page.getByRole('group', { name: `Batch ${n}`, exact: true });
      await card.getByLabel('Batch ID').fill(id);
      await card.getByLabel('Mass of neat fuel (t)').fill(tonnes);
      await fillDate(card, 'Production date', day(-40).typed);
      await fillDate(card, 'Entry into PoS chain date', day(-30).typed);
      await card.getByLabel('LCA GHG value (gCO2e/MJ)').fill(lca);
      await fillDate(card, 'Date of physical end product delivery', day(-5).typed);
      await choose(page, card, 'Country of end product delivery', 'Germany');
      await choose(page, card, 'Airport of delivery (IATA code)', 'FRA', 'FRA');
      return card;
    };
    const first = await fill(1, 'UCO-2026-001', '100.5', '20');
    await expect(first.getByTestId('batch-0-mj')).toHaveText('4422000'); // 44 MJ/kg × 100.5 t × 1000
    await expect(first.getByTestId('batch-0-ghg')).toHaveText('77.52809'); // 100 − 100 × 20 / 89
    // a changed delivery country clears the airport
    await choose(page, first, 'Country of end product delivery', 'France');
    await expect(first.locator('.ant-form-item').filter({ hasText: 'Airport of delivery' }).locator('.ant-select-selection-item')).toHaveCount(0);
    await choose(page, first, 'Country of end product delivery', 'Germany');
    await choose(page, first, 'Airport of delivery (IATA code)', 'FRA', 'FRA');
    await choose(page, first, 'Incentives, declarations and tax credits (comma-separated)', 'California LCFS', 'Calif');
    await page.getByRole('button', { name: 'Add batch' }).click();
    await fill(2, 'UCO-2026-002', '50', '30.5');
    await expect(page.getByRole('button', { name: 'Next step' })).toBeVisible(); // CORSIA: not 'Preview'
    await shot('step-4-batches');
    await page.getByRole('button', { name: 'Next step' }).click();
  });

  await test.step('step 5 ICAO CORSIA information: numbers only (ISCC CORSIA shows the errors)', async () => {
    await expect(page.getByRole('heading', { name: 'ICAO CORSIA information', level: 3 })).toBeVisible();
    await page.getByLabel('CORSIA: default ILUC value').fill('twelve');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText('Field must contain only numbers and can have up to 3 decimal places').first()).toBeVisible();
    await page.getByLabel('CORSIA: default ILUC value').fill('12.5');
    await page.getByLabel('CORSIA: direct land use change disaggregated value').fill('0');
    await page.getByLabel('CORSIA: landfill emission credit disaggregated value').fill('1,250.125');
    await page.getByLabel('CORSIA: recycling emission credit disaggregated value').fill('3');
    await fillDate(page, 'CORSIA: date of SAF sustainability declaration', day(-3).typed);
    await shot('step-5-corsia');
    await page.getByRole('button', { name: 'Next step' }).click();
  });

  await test.step('Summary: numbered sections, Total values 6, CO2eq total; Back returns to step 1', async () => {
    for (const title of ['1. General information', '2. Site information', '3. Supplier Information', '4. Batch information', '5. ICAO CORSIA information', '6. Total values'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Σ MJ × (89 − LCA) / 10^6 = 4422000 × 69 / 10^6 + 2200000 × 58.5 / 10^6 = 305.118 + 128.7
    await expect(page.getByTestId('total-co2eq')).toHaveText('433.818');
    await shot('step-6-summary');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'General information', level: 3 })).toBeVisible();
    await page.getByRole('button', { name: 'Summary' }).or(page.getByText('Summary', { exact: true })).first().click();
    await expect(page.getByRole('heading', { name: '6. Total values' })).toBeVisible();
  });

  await test.step('submit: the confirmation with Return and Submit, then the spec success text', async () => {
    await page.getByRole('button', { name: 'Submit registration' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to submit registration?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Return' })).toBeVisible();
    await shot('confirmation');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your request has been sent for administrator review. You will receive an email notification after validation.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'General information', level: 3 })).toBeVisible();
    await expect(page.getByLabel('PoS number of end product')).toHaveValue('');
  });

  await test.step('Excel: download the Produced template, fill it, upload it with the PoS PDF, preview and submit', async () => {
    await page.getByRole('radio', { name: 'Upload data via Excel file' }).check();
    await expect(page.getByRole('heading', { name: 'PoS and data upload', level: 3 })).toBeVisible();
    await page.getByRole('radio', { name: 'Produced' }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the template (Produced)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('BCU_Registration_Template_Produced.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const reg = wb.getWorksheet('Registration')!;
    const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as string[]).slice(1);
    const regValues: Record<string, string | number> = {
      'Product type': 'SAF',
      'Sustainability certification': 'RSB CORSIA',
      'Sustainability certification number': 'RSB-0099',
      'Certification body': 'Control Union',
      'Feedstock certification': 'RSB CORSIA',
      'Raw material (feedstock)': 'Used cooking oil (UCO)',
      'Country of feedstock origin': 'Netherlands',
      'Feedstock conversion process': 'HEFA',
      'Lower heating value (MJ/kg)': 43.5,
      'PoS number of end product': EXCEL_POS,
      'PoS issue date': day(-8).iso,
      'Production site name': 'Rotterdam Biorefinery',
      'Production site street 1': 'Europaweg 1',
      'Production site post code': '3199',
      'Production site city': 'Rotterdam',
      'Production site country': 'Netherlands',
      'Does a third party manage the site? (Yes/No)': 'No',
      'Chain of custody model': 'Mass Balance',
      'End product': 'Blended',
      'Final production site name': 'Blending Terminal',
      'Final production site street 1': 'Havenstraat 5',
      'Final production site post code': '3011',
      'Final production site city': 'Rotterdam',
      'Final production site country': 'Netherlands',
      'CORSIA: default ILUC value': 10,
      'CORSIA: direct land use change disaggregated value': 0,
      'CORSIA: landfill emission credit disaggregated value': 0,
      'CORSIA: recycling emission credit disaggregated value': 0,
      'CORSIA: date of SAF sustainability declaration': day(-2).iso,
    };
    header(reg).forEach((label, i) => {
      if (regValues[label] !== undefined) reg.getCell(2, i + 1).value = regValues[label];
    });
    const batches = wb.getWorksheet('Batches')!;
    const batchValues: Record<string, string | number> = {
      'Batch ID': 'XL-001',
      'Mass of neat fuel (t)': 25,
      'Production date': day(-20).iso,
      'Entry into PoS chain date': day(-15).iso,
      'Blending date (Blended only)': day(-12).iso,
      'LCA GHG value (gCO2e/MJ)': 15,
      'Date of physical end product delivery': day(-4).iso,
      'Country of end product delivery': 'Netherlands',
      'Airport of delivery (IATA code)': 'AMS',
    };
    header(batches).forEach((label, i) => {
      if (batchValues[label] !== undefined) batches.getCell(2, i + 1).value = batchValues[label];
    });
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const upload = (buffer: Buffer) =>
      page
        .locator('.ant-form-item')
        .filter({ hasText: 'Filled template (.xlsx)' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'registration.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

    // values with an error: Preview sends the user to the manual form with the spec warning
    batches.getCell(2, 1).value = null;
    batches.getCell(2, header(batches).indexOf('Mass of neat fuel (t)') + 1).value = 'a lot';
    await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    await expect(page.getByText('Successfully uploaded file').first()).toBeVisible();
    await pdf(page, 'PoS document', 'pos-excel.pdf');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Found errors, please review field values in a manual form')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Manual Registration' })).toBeChecked();
    await expect(page.getByLabel('PoS number of end product')).toHaveValue(EXCEL_POS);
    await shot('excel-errors-manual-form');
    await page.getByRole('button', { name: /Batch information/ }).or(page.getByText('Batch information', { exact: true })).first().click();
    await expect(page.getByRole('group', { name: 'Batch 1' }).getByText('Field is required')).toBeVisible();

    // back to Excel mode with the corrected file
    await page.getByRole('button', { name: /General information/ }).or(page.getByText('General information', { exact: true })).first().click();
    await page.getByRole('radio', { name: 'Upload data via Excel file' }).check();
    await page.getByRole('radio', { name: 'Produced' }).check();
    await upload(filled);
    await expect(page.getByRole('radio', { name: 'Manual Registration' })).toBeDisabled();
    await pdf(page, 'PoS document', 'pos-excel.pdf');
    await shot('excel-upload');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: '3. Final Production Site Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '6. Total values' })).toBeVisible();
    // 43.5 × 25 × 1000 = 1087500 MJ; × (89 − 15) / 10^6 = 80.475 t
    await expect(page.getByTestId('total-co2eq')).toHaveText('80.475');
    await shot('excel-summary');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'PoS and data upload', level: 3 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Upload data via Excel file' })).toBeChecked();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your request has been sent for administrator review. You will receive an email notification after validation.'),
    ).toBeVisible();
  });

  await test.step('leaving the registration area clears the form', async () => {
    await page.getByLabel('PoS number of end product').fill('POS-LEFT-BEHIND');
    await page.getByRole('link', { name: 'Public Retirements' }).first().click();
    await expect(page).toHaveURL(/\/statements/);
    await page.getByRole('link', { name: 'BCU Registration' }).first().click();
    await expect(page.getByLabel('PoS number of end product')).toHaveValue('');
  });

  const admin = await browser.newPage();
  await test.step('the admin rejects the Excel registration and approves the manual one in Submissions', async () => {
    await signInBackoffice(admin);
    // The list shows company and applicant, not the PoS number; newest first: the Excel registration, then the manual one.
    const pending = () => admin.getByRole('row').filter({ hasText: 'BCU Registration' }).filter({ hasText: 'For Consideration' });
    for (const [pos, verb, status] of [
      [EXCEL_POS, 'Reject', 'Rejected'],
      [MANUAL_POS, 'Approve', 'Approved'],
    ] as const) {
      await admin.goto('/backoffice/submissions');
      await expect(pending().first()).toBeVisible();
      await expect(pending().first()).toContainText('Supplier User (supplier.user@demo.bcu)');
      await pending().first().click();
      // where the detail shows the registration's values (BCU Info tab), it must be this PoS number
      const bcuInfo = admin.getByRole('tab', { name: 'BCU Info' });
      if (await bcuInfo.isVisible({ timeout: 2_000 }).catch(() => false)) {
        await bcuInfo.click();
        await expect(admin.getByText(pos).first()).toBeVisible();
      }
      await shot(`backoffice-${verb.toLowerCase()}-detail`, admin);
      await admin.getByRole('button', { name: verb, exact: true }).click();
      const dialog = admin.getByRole('dialog');
      const message = dialog.getByLabel('Message');
      if (await message.isVisible({ timeout: 2_000 }).catch(() => false))
        await message.fill(verb === 'Approve' ? 'Registered.' : 'The PoS document does not match the batches.');
      await dialog.getByRole('button', { name: verb, exact: true }).click();
      await expect(admin.getByText('Success').first()).toBeVisible();
      await admin.goto('/backoffice/submissions');
      await expect(admin.getByRole('row').filter({ hasText: 'BCU Registration' }).filter({ hasText: status }).first()).toBeVisible();
    }
    await shot('backoffice-decided', admin);
    const rejected = await latestMailTo(SUPPLIER.email, { after: started });
    expect(rejected.subject + rejected.text).toMatch(/approv|reject|declin/i);
  });
  await admin.close();

  await test.step('the supplier opens the Active BCU from the approval mail: its totals and its events', async () => {
    const approved = await latestMailTo(SUPPLIER.email, { subject: /has been approved: BCU-/, after: started });
    const bcuid = /BCU-\d{4}-\d{6}/.exec(approved.subject)![0];
    const link = /\/bcu\/[0-9a-f-]{36}/.exec(approved.text)![0];
    expect(approved.text).toContain(MANUAL_POS);
    await page.goto(link);
    await expect(page.getByText(bcuid).first()).toBeVisible();
    await expect(page.getByText('Active').first()).toBeVisible();
    await page.getByRole('tab', { name: 'BCU Values' }).click();
    // the summary's totals: 100.5 t + 50 t, and the CO2eq reduction the wizard showed
    await expect(page.getByText('150.500').first()).toBeVisible();
    await expect(page.getByText('433.818').first()).toBeVisible();
    await shot('portal-approved-bcu-values', page);
    await page.getByRole('tab', { name: 'BCU Events' }).click();
    await expect(page.getByText('Registration Submitted').first()).toBeVisible();
    await expect(page.getByText('Registration Approved').first()).toBeVisible();
    await shot('portal-approved-bcu-events', page);
  });
});
