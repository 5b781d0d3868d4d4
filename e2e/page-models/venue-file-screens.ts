import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** A file the app saved: its suggested name, where it was kept, and its bytes. */
export interface SavedFile {
  name: string;
  path: string;
  bytes: Uint8Array;
}

/** "Export venue" and "Export workbook" on /venue-edit/{id}; "Import a venue file" on /venue-add. */
export class VenueFileScreens {
  constructor(readonly page: Page) {}

  /** Opens the venue's page (/venue-edit/{id}) and waits for its export buttons to be ready. */
  async openVenuePage(venueId: string): Promise<void> {
    await this.page.goto(`/venue-edit/${venueId}`);
    await this.page.getByTestId('venue-export').waitFor();
    await this.page.locator('[data-testid="export-venue-file"]:not([disabled])').waitFor();
  }

  private async save(button: string): Promise<SavedFile> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), path, bytes: await readFile(path) };
  }

  /** Export venue: the venue file it saves. */
  exportVenueFile(): Promise<SavedFile> {
    return this.save('Export venue');
  }

  /** Export workbook: the XLSX it saves. */
  exportWorkbook(): Promise<SavedFile> {
    return this.save('Export workbook');
  }

  /** On /venue-add: chooses a venue file to import. */
  async chooseFile(path: string): Promise<void> {
    await this.page.getByTestId('venue-import').locator('input[type="file"]').setInputFiles(path);
  }

  /** What the chosen file holds, once read. */
  contents(): Locator {
    return this.page.getByTestId('venue-import-contents');
  }

  nameField(): Locator {
    return this.page.getByRole('textbox', { name: "New venue's name" });
  }

  async importAsNewVenue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Import as a new venue' }).click();
  }

  progress(): Locator {
    return this.page.getByTestId('venue-import-progress');
  }

  /** The report of a file that cannot be imported. */
  refused(): Locator {
    return this.page.getByTestId('venue-import-refused');
  }

  /** The dashboard's food cost card: each dish with its figures, as shown. */
  foodCostText(): Promise<string> {
    return this.page.getByTestId('dash-food-cost').innerText();
  }
}
