import type { Locator, Page } from 'playwright-core';
import { pickOption } from './pick-option.js';

export interface IngredientDetails {
  name: string;
  price: number;
  qty: number;
  /** A catalogue unit as the unit picker lists it, e.g. 'kg'. */
  unit: string;
  /** Package levels: 1 purchase unit = qty unit, and so on (costing-model §2.1). */
  packages?: { qty: number; unit: string }[];
  /** Yield in percent. */
  yieldPercent?: number;
  /** The weight of a volume: 1 cup = 125 g. */
  conversion?: { volume: number; volumeUnit: string; weight: number; weightUnit: string };
}

/** /ingredients, /ingredients/{foodkey} and the ingredient form; reached by in-app links. */
export class IngredientScreens {
  constructor(readonly page: Page) {}

  /** The side bar's Ingredients link (an in-app navigation: works offline). */
  async openList(): Promise<void> {
    await this.page.getByRole('link', { name: 'Ingredients', exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === '/ingredients');
  }

  rows(): Locator {
    return this.page.getByTestId('ingredient-row');
  }

  /** The cost column of the row named `name` ('$1.2000 / kg'). */
  costOf(name: string): Locator {
    return this.rows().filter({ hasText: name }).getByTestId('ingredient-cost');
  }

  async add(details: IngredientDetails): Promise<void> {
    await this.page.goto('/ingredient-add/new');
    await this.fillAndSave(details);
  }

  /** From the list: open the ingredient's page. */
  async open(name: string): Promise<void> {
    await this.openList();
    await this.rows().filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
    await this.page.getByTestId('ingredient-detail').waitFor();
  }

  /** On the ingredient's page: Edit; gives the ingredient form it opens. */
  async editFromDetail(): Promise<Locator> {
    await this.page.getByTestId('ingredient-detail').waitFor();
    const detail = this.page.getByTestId('ingredient-detail');
    await detail
      .getByRole('link', { name: 'Edit', exact: true })
      .or(detail.getByRole('button', { name: 'Edit', exact: true }))
      .first()
      .click();
    const form = this.page.getByTestId('ingredient-form');
    await form.waitFor();
    return form;
  }

  /** From the list: open the ingredient, Edit, change the price, Save. */
  async changePrice(name: string, price: number): Promise<void> {
    await this.open(name);
    const form = await this.editFromDetail();
    await form.getByLabel('Purchase price').fill(String(price));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** The unit cost shown on the detail page or in the form ('$0.0012'; '—' when absent). */
  unitCost(per: 'gram' | 'ml' | 'each'): Locator {
    return this.page.getByTestId(`unit-cost-${per}`);
  }

  private async pick(label: string, option: string): Promise<void> {
    const form = this.page.getByTestId('ingredient-form');
    await pickOption(this.page, form.getByLabel(label, { exact: true }), option);
  }

  /** On the open ingredient form: fills in the details and saves (the form closes). */
  async fillAndSave(details: IngredientDetails): Promise<void> {
    const form = this.page.getByTestId('ingredient-form');
    await form.waitFor();
    await form.getByLabel(/^Name/).fill(details.name);
    await form.getByLabel('Purchase price').fill(String(details.price));
    await form.getByLabel('Purchase quantity').fill(String(details.qty));
    await this.pick('Purchase unit', details.unit);
    for (const [i, level] of (details.packages ?? []).entries()) {
      await form.getByLabel(`Package ${i + 1} quantity`).fill(String(level.qty));
      await this.pick(`Package ${i + 1} unit`, level.unit);
    }
    if (details.yieldPercent !== undefined) {
      await form.getByLabel('Yield %').fill(String(details.yieldPercent));
    }
    if (details.conversion) {
      const c = details.conversion;
      await form.getByLabel('Volume', { exact: true }).fill(String(c.volume));
      await this.pick('Volume unit', c.volumeUnit);
      await form.getByLabel('Weight', { exact: true }).fill(String(c.weight));
      await this.pick('Weight unit', c.weightUnit);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** On the ingredient's page: Replace, pick the replacement, Replace; ends on its page. */
  async replaceWith(replacement: string): Promise<void> {
    await this.page
      .getByTestId('ingredient-detail')
      .getByRole('button', { name: 'Replace' })
      .click();
    const dialog = this.page.getByTestId('replace-ingredient');
    const picker = dialog.getByLabel('Replacement', { exact: true });
    await pickOption(this.page, picker, replacement, { search: replacement });
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.page
      .getByTestId('ingredient-detail')
      .getByRole('heading', { name: replacement })
      .waitFor();
  }

  /** On the item's page: records a wastage entry of today; gives the value shown before saving. */
  async recordWastage(qty: number, unit: string): Promise<string> {
    const form = this.page.getByTestId('wastage-form');
    if (!(await form.isVisible())) {
      await this.page
        .getByTestId('wastage-section')
        .getByRole('button', { name: 'Record wastage' })
        .click();
    }
    await form.getByLabel(/^Quantity/).fill(String(qty));
    await form.getByLabel(/^Unit/).selectOption(unit);
    const value = (await form.getByTestId('wastage-live-value').textContent()) ?? '';
    await form.getByRole('button', { name: 'Save entry' }).click();
    await this.page.getByTestId('wastage-section').getByTestId('wastage-row').first().waitFor();
    return value;
  }

  /** The wastage rows on the item's page, as their cells' texts. */
  async wastageRows(): Promise<string[][]> {
    const rows = this.page.getByTestId('wastage-section').getByTestId('wastage-row');
    const out: string[][] = [];
    for (const row of await rows.all()) out.push(await row.locator('td').allTextContents());
    return out;
  }
}
