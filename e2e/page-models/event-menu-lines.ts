import type { Page } from 'playwright-core';
import { pickOption } from './pick-option.js';

/** A dish of an event's menu: servings per guest, or a total. */
export interface EventDish {
  /** The recipe's name as the picker lists it. */
  recipe: string;
  perGuest?: number;
  total?: number;
}

/** The menu of the event editor (/event-editor): its dish lines. */
export class EventMenuLines {
  constructor(readonly page: Page) {}

  private form() {
    return this.page.getByTestId('event-form');
  }

  /** Adds a dish line, picks its recipe and types its servings (per guest, or a total). */
  async add(dish: EventDish, n: number): Promise<void> {
    const form = this.form();
    await form.getByRole('button', { name: 'Add dish' }).click();
    const line = form.getByTestId('event-line').nth(n - 1);
    const picker = line.getByLabel(`Recipe ${n}`, { exact: true });
    await pickOption(this.page, picker, dish.recipe, { search: dish.recipe });
    if (dish.total !== undefined) {
      await line.getByText('Total', { exact: true }).click();
      await line.getByLabel('Servings total', { exact: true }).fill(String(dish.total));
    } else {
      await line.getByLabel('Servings per guest', { exact: true }).fill(String(dish.perGuest ?? 1));
    }
  }

  /** The editor's Estimate action: a new estimate for the event. */
  async startEstimate(): Promise<void> {
    await this.page.getByTestId('event-actions').getByRole('button', { name: 'Estimate' }).click();
    await this.page.waitForURL((url) => url.pathname === '/estimates/new');
  }
}
