import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** The totals the estimate editor shows (data-testid suffixes). */
export type EstimateTotal =
  'cost' | 'subtotal' | 'discount' | 'net' | 'tax' | 'gross' | 'margin' | 'food-cost';

/** /estimates and the estimate editor (/estimates/{skey}). */
export class EstimateScreens {
  constructor(readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Estimate form' });
  }

  field(label: string | RegExp): Locator {
    return this.form().getByLabel(label, { exact: typeof label === 'string' });
  }

  total(total: EstimateTotal): Locator {
    return this.page.getByTestId(`estimate-total-${total}`);
  }

  /** The number badge: 'Estimate 1', or 'Draft (not yet synced)'. */
  number(): Locator {
    return this.page.getByTestId('estimate-number');
  }

  /** Adds an extra line from its quick button ('Staff', 'Hire', 'Delivery') with an amount. */
  async addExtra(label: 'Staff' | 'Hire' | 'Delivery', amount: number, n: number): Promise<void> {
    await this.form()
      .getByRole('button', { name: `Add ${label.toLowerCase()}` })
      .click();
    await this.field(`Extra ${n} amount`).fill(String(amount));
  }

  /** Saves; a new estimate moves to its own address. */
  async save(): Promise<void> {
    await this.form().getByRole('button', { name: 'Save' }).click();
    await this.page.waitForURL((url) => /^\/estimates\/ES-/.test(url.pathname));
  }

  /** Downloads the PDF on the given paper; gives the file's bytes and its suggested name. */
  async downloadPdf(paper: 'A4' | 'Letter'): Promise<{ bytes: Uint8Array; name: string }> {
    await this.page.getByRole('radiogroup', { name: 'PDF paper size' }).getByText(paper).click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    return { bytes: new Uint8Array(await readFile(file)), name: download.suggestedFilename() };
  }
}
