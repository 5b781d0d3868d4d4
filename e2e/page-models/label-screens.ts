import type { Download, Locator, Page } from 'playwright-core';
import { IngredientScreens } from './ingredient-screens.js';

/**
 * Nutrition on the ingredient pages (the USDA food picker of the ingredient form) and the
 * nutrition label section of an ingredient's or a recipe's page.
 */
export class LabelScreens {
  constructor(readonly page: Page) {}

  /**
   * On an ingredient's page: Edit, choose "USDA food" as the nutrition source, search the
   * bundled database for `query`, pick the food named `food`, tick `allergens` by their names ('Milk'), Save;
   * ends on its page.
   */
  async linkUsdaFood(query: string, food: string, allergens: string[] = []): Promise<void> {
    const form = await new IngredientScreens(this.page).editFromDetail();
    const nutrition = form.getByTestId('nutrition-fields');
    await nutrition.getByText('USDA food', { exact: true }).click();
    await nutrition.getByTestId('usda-search').fill(query);
    await this.page.getByTestId('usda-option').filter({ hasText: food }).first().click();
    await nutrition.getByTestId('usda-picked').filter({ hasText: food }).waitFor();
    for (const allergen of allergens) {
      await form.getByRole('checkbox', { name: allergen, exact: true }).check();
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await this.page.getByTestId('ingredient-detail').waitFor();
  }

  /** "Source: USDA 20081: Wheat flour, ..." on an ingredient's page. */
  nutritionSource(): Locator {
    return this.page.getByTestId('nutrition-source');
  }

  /** A value of the ingredient's per-100 g table ('energy' -> '1523 kJ'). */
  ingredientNutrient(tag: string): Locator {
    return this.page.getByTestId(`nutrient-${tag}`).locator('td');
  }

  /** The recipe's values per 100 g ("Energy 966 kJ · Total fat 9.51 g · ..."). */
  recipeNutrition(): Locator {
    return this.page.getByTestId('recipe-nutrition');
  }

  section(): Locator {
    return this.page.getByTestId('label-section');
  }

  /** The drawn label (its frame carries data-format and data-layout). */
  label(): Locator {
    return this.page.getByTestId('nutrition-label');
  }

  /** Picks a format and waits until the label shows it. */
  async chooseFormat(format: string): Promise<void> {
    await this.section().getByTestId('label-format').selectOption(format);
    await this.page.locator(`[data-testid="nutrition-label"][data-format="${format}"]`).waitFor();
  }

  /** Before a full-page screenshot: focus off the picker, the page scrolled to its top. */
  async settle(): Promise<void> {
    await this.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
    });
  }

  /** The lines of text drawn on the label, in drawing order. */
  labelLines(): Promise<string[]> {
    return this.label().locator('svg text').allTextContents();
  }

  /** The note shown when US simplified is not allowed. */
  fallback(): Locator {
    return this.page.getByTestId('label-fallback');
  }

  /** The notice naming the lines without nutrition data ("no nutrition stack"). */
  noNutritionStack(): Locator {
    return this.page.getByTestId('no-nutrition-stack');
  }

  /** The "INCOMPLETE DATA" band across a label drawn from incomplete data. */
  incompleteMark(): Locator {
    return this.label().getByTestId('incomplete-mark');
  }

  /** "Contains: Milk, ..." beside the label. */
  allergens(): Locator {
    return this.page.getByTestId('allergen-statement');
  }

  /** The label's size in points from its viewBox. */
  async labelSize(): Promise<{ width: number; height: number }> {
    const box = (await this.label().locator('svg').first().getAttribute('viewBox')) ?? '';
    const [, , width = 0, height = 0] = box.split(/\s+/).map(Number);
    return { width, height };
  }

  /** A button under the label: 'Download SVG', 'Download PNG' or 'Print label'. */
  action(name: 'Download SVG' | 'Download PNG' | 'Print label'): Locator {
    return this.section().getByRole('button', { name });
  }

  /** Clicks "Download SVG" or "Download PNG" and returns the download. */
  async download(kind: 'SVG' | 'PNG'): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.section()
        .getByRole('button', { name: `Download ${kind}` })
        .click(),
    ]);
    return download;
  }

  /**
   * Clicks "Print label" with the browser's print dialog replaced by a no-op, so the page
   * stays in its printing state; `finishPrint` ends it as the browser would.
   */
  async startPrint(): Promise<void> {
    await this.page.evaluate(() => {
      window.print = () => undefined;
    });
    await this.action('Print label').click();
    await this.printedLabel().waitFor({ state: 'attached' });
  }

  async finishPrint(): Promise<void> {
    await this.page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  }

  /** The copy of the label that printing shows. */
  printedLabel(): Locator {
    return this.page.locator('#label-print-root svg');
  }

  /** The app's own content, hidden while printing a label. */
  appRoot(): Locator {
    return this.page.locator('body > #root');
  }
}
