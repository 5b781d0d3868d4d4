import type { Locator, Page } from 'playwright-core';

/** Selectors of the cloud-drive mirror: its status-bar messages, the full-drive dialog, settings. */
export class DriveScreens {
  constructor(readonly page: Page) {}

  /** A status-bar message with exactly this text. */
  statusMessage(text: string): Locator {
    return this.page.getByTestId('status-bar').getByText(text, { exact: true });
  }

  /** The dialog a full drive opens once its message has shown for 10 s. */
  fullDriveDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Your OneDrive is full' });
  }

  /** The Cloud drive section of /settings. */
  section(): Locator {
    return this.page.getByTestId('cloud-drive');
  }

  /** What the section says of this venue's last mirror. */
  mirrorState(): Locator {
    return this.page.getByTestId('cloud-drive-state');
  }

  /** The venues the section lists from the drive's mirror, by name. */
  mirroredVenue(name: string): Locator {
    return this.page.getByTestId('cloud-drive-venue').filter({ hasText: name });
  }

  /** The settings' "Connect OneDrive", offered when no drive token came without the user. */
  connectButton(): Locator {
    return this.page.getByTestId('cloud-drive-connect');
  }
}
