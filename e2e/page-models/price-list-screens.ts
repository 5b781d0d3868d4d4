import type { Locator, Page } from 'playwright-core';

/** /price-list-import/{skey}: file, column mapping, preview and report. */
export class PriceListScreens {
  constructor(readonly page: Page) {}

  /** Chooses a price list file (CSV or XLSX) given by name and contents. */
  async chooseFile(name: string, contents: string | Buffer, mimeType = 'text/csv'): Promise<void> {
    const buffer = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
    await this.page
      .getByTestId('price-list-import')
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType, buffer });
    await this.preview().waitFor();
  }

  /** The column picked for a field ('Purchase price'). */
  column(label: string): Locator {
    return this.page
      .getByTestId('column-mapping')
      .getByLabel(label, { exact: true })
      .and(this.page.locator('input'));
  }

  preview(): Locator {
    return this.page.getByTestId('price-list-preview');
  }

  previewRows(): Locator {
    return this.page.getByTestId('price-list-row');
  }

  /** Each preview row's result text ('Update…', 'Invalid price list item…'). */
  async results(): Promise<string[]> {
    return this.previewRows().getByTestId('price-list-result').allTextContents();
  }

  /** Applies the valid rows and waits for the report. */
  async apply(): Promise<void> {
    await this.page.getByRole('button', { name: /^Apply \d+ valid rows?$/ }).click();
    await this.report().waitFor();
  }

  report(): Locator {
    return this.page.getByTestId('price-list-report');
  }

  summary(): Locator {
    return this.page.getByTestId('price-list-summary');
  }

  invalidRows(): Locator {
    return this.page.getByTestId('report-invalid').getByRole('listitem');
  }

  updatedRows(): Locator {
    return this.page.getByTestId('report-updated').getByRole('listitem');
  }
}

/** The Export menu of /ingredients and /recipes. */
export class ListExport {
  constructor(readonly page: Page) {}

  /** Exports the current list page as CSV or XLSX; answers the file's name and bytes. */
  async download(format: 'CSV' | 'XLSX'): Promise<{ name: string; data: Buffer }> {
    await this.page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('menuitem', { name: `Export ${format}` }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { name: download.suggestedFilename(), data: Buffer.concat(chunks) };
  }
}
