import type { Locator, Page } from 'playwright-core';

/** Tries at most this many times to open the list and press the option. */
const ATTEMPTS = 4;
const CLICK_TIMEOUT_MS = 5_000;

/**
 * Chooses `name` in a picker (a Mantine Select or combobox): opens its list by clicking it,
 * types `search` when given, and clicks the option (named exactly unless `exact` is false). The list is positioned and faded in
 * while it opens; a click that lands as it moves falls on the page behind, which closes the
 * list and leaves the option hidden. The list is then opened again and the option pressed
 * again, as a cook would.
 */
export async function pickOption(
  page: Page,
  picker: Locator,
  name: string | RegExp,
  { search, exact = true }: { search?: string; exact?: boolean } = {},
): Promise<void> {
  const option = page.getByRole('option', { name, exact }).first();
  for (let attempt = 1; ; attempt++) {
    if (!(await option.isVisible())) {
      await picker.click();
      if (search !== undefined) await picker.fill(search);
    }
    try {
      await option.click({ timeout: CLICK_TIMEOUT_MS });
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
