import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { PlannerScreens } from '../page-models/planner-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Planner Chef',
  email: uniqueEmail('planner'),
  password: 'planner chef password',
};

/**
 * Events in the planner (operations-model §5), in the browser: a wedding for 80 made from a
 * click on its day, shown in the month, opened, changed to 95 guests, and still 95 after the
 * page is reloaded (read back from the device's database).
 */
describe('planner journey', () => {
  const browser = useBrowser();

  it('plans a wedding for 80 on a day, changes its guests, and finds the change after a reload', async () => {
    const page = await browser.page();
    await signUpWithVenue(page, { account, venue: { name: 'Planner Bistro' } });
    const planner = new PlannerScreens(page);
    await planner.open();
    expect(await page.getByTestId('planner-empty').textContent()).toContain('No events yet.');

    // The 15th of next month, always ahead: the planner opens on this month.
    await planner.calendar().getByRole('button', { name: 'Next' }).click();
    const day = await page.evaluate(() => {
      const now = new Date();
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 15);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-15`;
    });
    await planner.clickDay(day);
    expect(await planner.field(/^Date/).inputValue()).toBe(day);
    await planner.fillAndSave({ name: 'Wedding', type: 'wedding', guests: 80, start: '18:00' });

    const wedding = planner
      .calendar()
      .locator(`td[data-date="${day}"]`)
      .getByTestId('planner-event');
    await expect.poll(() => wedding.textContent()).toBe('18:00 Wedding · Wedding · 80 guests⋯');
    expect(await wedding.getAttribute('data-status')).toBe('enquiry');
    const upcoming = page.getByTestId('upcoming-event');
    expect(await upcoming.getByRole('link').allTextContents()).toEqual(['Wedding']);
    await screenshot(page, 'planner-month');

    await planner.openEvent('Wedding');
    expect(await planner.field(/^Guests/).inputValue()).toBe('80');
    await screenshot(page, 'event-editor');
    await planner.field(/^Guests/).fill('95');
    await planner.save();
    await expect.poll(() => wedding.textContent()).toBe('18:00 Wedding · Wedding · 95 guests⋯');

    await page.reload();
    await planner.calendar().waitFor();
    await expect
      .poll(() => wedding.textContent(), { timeout: 10_000 })
      .toBe('18:00 Wedding · Wedding · 95 guests⋯');
    await planner.openEvent('Wedding');
    expect(await planner.field(/^Guests/).inputValue()).toBe('95');
    expect(await planner.field('Type').inputValue()).toBe('wedding');
    expect(await planner.field(/^Date/).inputValue()).toBe(day);
  });
});
