/** Small page helpers shared by the journeys; they use accessible roles and labels wherever the widget has them. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Solves the ALTCHA widget: ticking its checkbox starts the proof of work in the browser; it is done when the
 * widget reports the 'verified' state.
 */
export async function solveAltcha(scope: Page | Locator): Promise<void> {
  const widget = scope.locator('altcha-widget').first();
  await widget.scrollIntoViewIfNeeded();
  // Click the label as a person does (the styled box covers the input); not check(): the box only turns checked
  // once the proof of work is done.
  await widget
    .getByText(/not a robot/i)
    .first()
    .click();
  await expect
    .poll(
      () =>
        widget.evaluate((el) => {
          const w = el as HTMLElement & { getState?: () => string };
          const root = w.shadowRoot ?? w;
          return w.getState?.() ?? root.querySelector<HTMLElement>('[data-state]')?.dataset.state ?? 'unknown';
        }),
      { message: 'the ALTCHA widget reaches the verified state', timeout: 60_000 },
    )
    .toBe('verified');
}

/**
 * Chooses an option of an antd Select found by its label. antd renders the options in a detached dropdown whose
 * items carry the option label as `title`; typing first narrows a searchable select (e.g. the country list).
 */
export async function chooseAntdOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  if ((await combobox.getAttribute('readonly')) === null) await combobox.pressSequentially(option.slice(0, 12));
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown
    .locator(`.ant-select-item-option[title="${option.replace(/"/g, '\\"')}"]`)
    .first()
    .click();
}

/** Chooses an option of a MUI (react-admin) Select found by its label. */
export async function chooseMuiOption(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}
