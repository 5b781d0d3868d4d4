import type { Locator, Page } from 'playwright-core';

/** Grid columns of /ingredients-list-editor (the `data-field` of each cell). */
export type BulkColumn =
  | 'name'
  | 'supplier'
  | 'code'
  | 'purchaseprice'
  | 'purchaseqty'
  | 'purchaseunit'
  | 'yield'
  | 'category'
  | 'storagearea'
  | 'gramcost'
  | 'mlcost'
  | 'eachcost';

/** /ingredients-list-editor: the grid of every ingredient, edited and saved at once. */
export class BulkEditorScreens {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/ingredients-list-editor');
    await this.page
      .getByTestId('bulk-grid')
      .or(this.page.getByTestId('bulk-empty'))
      .first()
      .waitFor();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Ingredients' });
  }

  /** The Add row button (in the empty state or the toolbar). */
  async addRow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add row' }).first().click();
  }

  /** Grid rows by position (0 = first data row), as the grid numbers them. */
  row(index: number): Locator {
    return this.grid().locator(`[role="row"][aria-rowindex="${index + 2}"]`);
  }

  /** The text of a cell (scrolled into view first: the grid renders only what shows). */
  async cellText(index: number, column: BulkColumn): Promise<string> {
    await this.scrollToRow(index);
    await this.scrollToColumn(index, column);
    return (await this.row(index).locator(`[data-field="${column}"]`).textContent()) ?? '';
  }

  /** Selects a cell with the mouse. */
  async select(index: number, column: BulkColumn): Promise<void> {
    await this.scrollToRow(index);
    await this.row(index)
      .locator('[role="gridcell"]', { has: this.page.locator(`[data-field="${column}"]`) })
      .click();
  }

  /**
   * Pastes tab-separated lines (as a spreadsheet copies them) into the selected cell: the
   * clipboard holds the text and Ctrl+V pastes it.
   */
  async paste(index: number, column: BulkColumn, lines: string[][]): Promise<void> {
    await this.select(index, column);
    const text = lines.map((cells) => cells.join('\t')).join('\r\n') + '\r\n';
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.page.keyboard.press('Control+V');
  }

  /**
   * Every row's text in the given columns, in grid order: scrolls the grid from top to bottom
   * (it renders only the rows in view) and reads each row as it appears.
   */
  async readRows(columns: readonly BulkColumn[]): Promise<Record<string, string>[]> {
    return this.grid().evaluate(async (grid, cols) => {
      const frame = () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        );
      const found = new Map<number, Record<string, string>>();
      grid.scrollTop = 0;
      await frame();
      for (;;) {
        // The grid draws only the columns that show: read at its left and at its right end.
        for (const left of [0, grid.scrollWidth]) {
          grid.scrollLeft = left;
          await frame();
          for (const row of Array.from(grid.querySelectorAll('[role="row"][aria-rowindex]'))) {
            const index = Number(row.getAttribute('aria-rowindex')) - 2;
            if (index < 0) continue;
            const values = found.get(index) ?? {};
            for (const col of cols) {
              const text = row.querySelector(`[data-field="${col}"]`)?.textContent;
              if (text !== undefined && text !== null) values[col] = text;
              else values[col] ??= '';
            }
            found.set(index, values);
          }
        }
        if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) break;
        grid.scrollTop += Math.max(35, grid.clientHeight / 2);
        await frame();
      }
      return [...found.entries()].sort(([a], [b]) => a - b).map(([, values]) => values);
    }, columns);
  }

  unsaved(): Locator {
    return this.page.getByTestId('bulk-unsaved');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** Scrolls the grid so the row is rendered (rows are virtualised). */
  /**
   * Brings a column into view when the grid has not drawn it (it draws only the columns that
   * show): the cost columns come last, so the grid is scrolled to its right end.
   */
  private async scrollToColumn(index: number, column: BulkColumn): Promise<void> {
    const cell = this.row(index).locator(`[data-field="${column}"]`);
    if ((await cell.count()) > 0) return;
    await this.grid().evaluate((grid) => {
      grid.scrollLeft = grid.scrollWidth;
    });
    await cell.waitFor();
  }

  private async scrollToRow(index: number): Promise<void> {
    await this.grid().evaluate((grid, i) => {
      const rowHeight = 35;
      const top = i * rowHeight;
      if (top < grid.scrollTop || top > grid.scrollTop + grid.clientHeight - 2 * rowHeight) {
        grid.scrollTop = Math.max(0, top - rowHeight);
      }
    }, index);
    await this.row(index).waitFor();
  }
}
