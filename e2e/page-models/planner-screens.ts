import type { Locator, Page } from 'playwright-core';

export interface EventDetails {
  name: string;
  /** The event type's value ('wedding'). */
  type: string;
  guests: number;
  /** 'HH:MM' */
  start?: string;
}

/** /planner and /event-editor. */
export class PlannerScreens {
  constructor(readonly page: Page) {}

  /** From the side bar's Planner link: the planner's calendar. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Planner', exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === '/planner');
    await this.calendar().waitFor();
  }

  calendar(): Locator {
    return this.page.getByTestId('planner-calendar');
  }

  /** Clicks the empty part of a day of the month view ('YYYY-MM-DD'): the editor of a new event. */
  async clickDay(date: string): Promise<void> {
    const day = this.calendar().locator(`td.fc-daygrid-day[data-date="${date}"]`);
    const box = await day.boundingBox();
    if (!box) throw new Error(`the month shows no ${date}`);
    await day.click({ position: { x: box.width / 2, y: box.height - 4 } });
    await this.form().waitFor();
  }

  form(): Locator {
    return this.page.getByTestId('event-form');
  }

  field(label: string | RegExp): Locator {
    return this.form().getByLabel(label);
  }

  /** Fills the editor's fields and saves; ends on the planner. */
  async fillAndSave(details: EventDetails): Promise<void> {
    await this.field(/^Name/).fill(details.name);
    await this.field('Type').selectOption(details.type);
    await this.field(/^Guests/).fill(String(details.guests));
    if (details.start) await this.field('Start time').fill(details.start);
    await this.save();
  }

  async save(): Promise<void> {
    await this.form().getByRole('button', { name: 'Save' }).click();
    await this.page.waitForURL((url) => url.pathname === '/planner');
    await this.calendar().waitFor();
  }

  /** The events the calendar shows, by their text ('18:00 Wedding · Wedding · 80 guests'). */
  events(): Locator {
    return this.calendar().getByTestId('planner-event');
  }

  /** Opens an event of the calendar by a part of its title. */
  async openEvent(title: string): Promise<void> {
    await this.events().filter({ hasText: title }).first().locator('.planner-event-text').click();
    await this.page.waitForURL((url) => url.pathname === '/event-editor');
    await this.form().waitFor();
  }
}
