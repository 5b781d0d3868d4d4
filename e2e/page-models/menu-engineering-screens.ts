import type { Locator, Page } from 'playwright-core';

/** One row of the menu engineering table as shown. */
export interface EngineeringRowText {
  dish: string;
  units: string;
  share: string;
  profit: string;
  class: string;
}

/** The menu engineering section of /menu-pricing: sales periods, CSV import, classes, chart. */
export class MenuEngineeringScreens {
  constructor(readonly page: Page) {}

  section(): Locator {
    return this.page.getByTestId('menu-engineering');
  }

  /** Opens /menu-pricing and waits for the section's form. */
  async open(): Promise<void> {
    await this.page.goto('/menu-pricing');
    await this.form().waitFor();
  }

  form(): Locator {
    return this.section().getByTestId('sales-count-form');
  }

  async chooseMenu(name: string): Promise<void> {
    await this.form().getByTestId('sales-menu').selectOption({ label: name });
  }

  /** The units table's rows, one per dish of the menu. */
  unitsRows(): Locator {
    return this.form().getByTestId('sales-units-row');
  }

  unitsCell(dish: string): Locator {
    return this.form().getByLabel(`Units sold: ${dish}`, { exact: true });
  }

  /**
   * Types a period: its name and days, then the units sold of each dish by keyboard, Enter after
   * each (Enter in the last dish's cell saves the period).
   */
  async typePeriod(period: {
    name: string;
    from: string;
    to: string;
    units: readonly (readonly [dish: string, units: number])[];
  }): Promise<void> {
    await this.form()
      .getByLabel(/^Period name/)
      .fill(period.name);
    await this.form().getByLabel(/^From/).fill(period.from);
    await this.form().getByLabel(/^To/).fill(period.to);
    for (const [dish, units] of period.units) {
      await this.unitsCell(dish).fill(String(units));
      await this.unitsCell(dish).press('Enter');
    }
  }

  async save(): Promise<void> {
    await this.form().getByTestId('save-sales-count').click();
  }

  savedPeriods(): Locator {
    return this.section().getByTestId('saved-sales-count');
  }

  /** Chooses a CSV file (name and text, or raw bytes) for the import. */
  async chooseFile(name: string, contents: string | Buffer): Promise<void> {
    const buffer = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
    await this.section()
      .getByTestId('sales-import')
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer });
  }

  importIssues(): Locator {
    return this.section().getByTestId('sales-import-issue');
  }

  async importValidRows(): Promise<void> {
    await this.section().getByTestId('import-valid-rows').click();
  }

  table(): Locator {
    return this.section().getByTestId('engineering-table');
  }

  /** The classes table as text, row by row. */
  async rows(): Promise<EngineeringRowText[]> {
    return this.table()
      .getByTestId('engineering-row')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const text = (id: string) =>
            row.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
          return {
            dish: row.getAttribute('data-foodkey') ?? '',
            units: text('engineering-units'),
            share: text('engineering-share'),
            profit: text('engineering-profit'),
            class: text('engineering-class'),
          };
        }),
      );
  }

  chart(): Locator {
    return this.section().getByTestId('engineering-chart');
  }

  /** The number of points the chart draws for a class ('star', 'plowhorse', 'puzzle', 'dog'). */
  async points(menuClass: string): Promise<number> {
    return this.chart()
      .locator(`.engineering-points-${menuClass} .recharts-scatter-symbol`)
      .count();
  }

  referenceLines(): Locator {
    return this.chart().locator('.recharts-reference-line');
  }
}
