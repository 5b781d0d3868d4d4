import type { Locator, Page } from 'playwright-core';

/** A file to pick: as Playwright's setInputFiles takes it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The Image field of the ingredient form and the thumbnail of the ingredient detail page. */
export class IngredientImage {
  constructor(readonly page: Page) {}

  private form(): Locator {
    return this.page.getByTestId('ingredient-form');
  }

  /** Opens /ingredient-add/new and types the name. */
  async startAdding(name: string): Promise<void> {
    await this.page.goto('/ingredient-add/new');
    await this.form().waitFor();
    await this.form().getByLabel(/^Name/).fill(name);
  }

  /** Picks a file in the Image field (the hidden file input behind 'Choose image'). */
  async choose(file: PickedFile): Promise<void> {
    await this.form().getByLabel('Image file').setInputFiles(file);
  }

  /** The thumbnail the form shows. */
  formThumbnail(): Locator {
    return this.form().getByTestId('image-picker-thumbnail');
  }

  /** The Image field's error. */
  error(): Locator {
    return this.form().getByTestId('image-error');
  }

  /** Saves and waits for the detail page. */
  async save(): Promise<void> {
    await this.form().getByRole('button', { name: 'Save' }).click();
    await this.page.getByTestId('ingredient-detail').waitFor();
  }

  /** The thumbnail on the ingredient detail page. */
  detailThumbnail(): Locator {
    return this.page.getByTestId('ingredient-detail').getByTestId('ingredient-thumbnail');
  }

  /** The decoded pixel size and source of a shown picture. */
  async picture(image: Locator): Promise<{ width: number; height: number; src: string }> {
    await image.waitFor();
    return image.evaluate(async (element) => {
      const img = element as HTMLImageElement;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.src };
    });
  }
}
