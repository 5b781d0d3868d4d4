import type { Locator, Page } from 'playwright-core';
import { pickOption } from './pick-option.js';

export interface RecipeLineDetails {
  /** The item's name as the picker lists it. */
  item: string;
  qty: number;
  /** A unit the item allows, as the unit picker lists it: 'g', 'cup', 'each', 'can'... */
  unit: string;
}

export interface RecipeDetails {
  name: string;
  lines: RecipeLineDetails[];
  packaging?: { item: string; qty: number }[];
  /** A serving in grams. */
  servingGrams?: number;
}

/** The figures the recipe pages show (data-testid suffixes). */
export type RecipeFigure =
  | 'batch-cost'
  | 'ingredients-cost'
  | 'packaging-cost'
  | 'cost-per-serving'
  | 'cost-per-g'
  | 'cost-per-ml'
  | 'batch-weight'
  | 'servings';

/** The recipe fields the detail page shows in its table (data-testid suffixes). */
export type RecipeField =
  'serving' | 'waterout' | 'volumeadjust' | 'category' | 'storagearea' | 'note';

/** Changes made through the recipe form on /recipe-edit/{foodkey}. */
export interface RecipeChanges {
  /** New quantities of existing lines, by line number (1 = the first line). */
  lineQuantities?: { line: number; qty: number }[];
  note?: string;
}

/** /recipes, /recipes/{foodkey} and the recipe form; reached by in-app links. */
export class RecipeScreens {
  constructor(readonly page: Page) {}

  /** The side bar's Recipes link (an in-app navigation). */
  async openList(): Promise<void> {
    await this.page.getByRole('link', { name: 'Recipes', exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === '/recipes');
  }

  rows(): Locator {
    return this.page.getByTestId('recipe-row');
  }

  /** A figure in the row of the recipe named `name` ('batch-cost' or 'cost-per-serving'). */
  rowFigure(name: string, figure: 'batch-cost' | 'cost-per-serving'): Locator {
    return this.rows().filter({ hasText: name }).getByTestId(`recipe-${figure}`);
  }

  /** A figure on the detail page or live in the form. */
  figure(figure: RecipeFigure): Locator {
    return this.page.getByTestId(`recipe-${figure}`);
  }

  /** The line costs on the detail page, in order (packaging last). */
  lineCosts(): Promise<string[]> {
    return this.page.getByTestId('line-cost').allTextContents();
  }

  /** The batch cost on the detail page or live in the form ('$0.6000'; '—' when absent). */
  recipeCost(): Locator {
    return this.figure('batch-cost');
  }

  /** A field shown on the detail page (the note, category, serving...). */
  field(field: RecipeField): Locator {
    return this.page.getByTestId(`recipe-${field}`);
  }

  /** The line quantities on the detail page, as entered ('500 g', '2 cups'), packaging last. */
  lineQuantities(): Promise<string[]> {
    return this.page.getByTestId('line-quantity').allTextContents();
  }

  /** From the list: open the recipe, Edit, make the changes, Save; ends on its page. */
  async edit(name: string, changes: RecipeChanges): Promise<void> {
    await this.open(name);
    await this.page.getByTestId('recipe-detail').getByRole('link', { name: 'Edit' }).click();
    const form = this.page.getByTestId('recipe-form');
    await form.waitFor();
    for (const { line, qty } of changes.lineQuantities ?? []) {
      await form.getByLabel(`Line ${line} quantity`, { exact: true }).fill(String(qty));
    }
    if (changes.note !== undefined) {
      await form.getByLabel('Note', { exact: true }).fill(changes.note);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await this.page.getByTestId('recipe-detail').waitFor();
  }

  /** From the list: change the quantity of one line of the recipe and save. */
  async editRecipeLine(name: string, line: number, qty: number): Promise<void> {
    await this.edit(name, { lineQuantities: [{ line, qty }] });
  }

  /** From the list: change the recipe's note and save. */
  async editNote(name: string, note: string): Promise<void> {
    await this.edit(name, { note });
  }

  /** From the list: open the recipe's page. */
  async open(name: string): Promise<void> {
    await this.openList();
    await this.rows().filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
    await this.page.getByTestId('recipe-detail').waitFor();
  }

  /** From the list: Add recipe, fill the form, Save; ends on the new recipe's page. */
  async add(details: RecipeDetails): Promise<void> {
    await this.openList();
    await this.page.getByRole('link', { name: 'Add recipe' }).first().click();
    const form = this.page.getByTestId('recipe-form');
    await form.waitFor();
    await form.getByLabel(/^Name/).fill(details.name);
    for (const [i, line] of details.lines.entries()) {
      const n = i + 1;
      if (i > 0) await form.getByRole('button', { name: 'Add ingredient or recipe' }).click();
      await this.choose(`Line ${n} item`, line.item, line.item);
      await form.getByLabel(`Line ${n} unit`, { exact: true }).selectOption(line.unit);
      await form.getByLabel(`Line ${n} quantity`, { exact: true }).fill(String(line.qty));
    }
    for (const [i, line] of (details.packaging ?? []).entries()) {
      const n = i + 1;
      await form.getByRole('button', { name: 'Add packaging' }).click();
      await this.choose(`Packaging ${n} item`, line.item, line.item);
      await form.getByLabel(`Packaging ${n} quantity`, { exact: true }).fill(String(line.qty));
    }
    if (details.servingGrams !== undefined) {
      await form.getByLabel('Serving size', { exact: true }).fill(String(details.servingGrams));
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await this.page.getByTestId('recipe-detail').waitFor();
  }

  /** Opens a picker of the recipe form (typing `search` first when given) and picks an option. */
  private async choose(label: string, option: string, search?: string): Promise<void> {
    const input = this.page.getByTestId('recipe-form').getByLabel(label, { exact: true });
    await pickOption(this.page, input, option, { search });
  }
}
