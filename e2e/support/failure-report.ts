import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** How many of a tab's last messages a failure report prints. */
const KEPT_MESSAGES = 40;

/** How much of a tab's visible text a failure report prints. */
const SHOWN_TEXT = 1500;

/**
 * What each tab of a browser said (console errors and warnings, uncaught errors, failed
 * requests), kept so that a failing journey can print it: a journey that fails on another
 * machine then says what the page showed and why.
 */
export class PageLog {
  private readonly lines = new Map<Page, string[]>();
  private readonly started = Date.now();

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private watchPage(page: Page): void {
    if (this.lines.has(page)) return;
    this.lines.set(page, []);
    const add = (line: string) => {
      const kept = this.lines.get(page)!;
      kept.push(`+${((Date.now() - this.started) / 1000).toFixed(1)} s ${line}`);
      if (kept.length > KEPT_MESSAGES) kept.shift();
    };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        add(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) =>
      add(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) add(`navigated: ${frame.url()}`);
    });
  }

  /**
   * Prints, for each open tab, its address, its last messages and its visible text, and
   * saves a screenshot under `dir` as `<name>-<tab>.png`.
   */
  async report(name: string, dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    const parts: string[] = [`--- failure report: ${name}`];
    let tab = 0;
    for (const [page, lines] of this.lines) {
      tab += 1;
      if (page.isClosed() || page.url() === 'about:blank') continue;
      parts.push(`tab ${tab}: ${page.url()}`);
      parts.push(...lines.map((line) => `  ${line}`));
      try {
        const file = path.join(dir, `${name}-${tab}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5000 });
        parts.push(`  screenshot: ${file}`);
        const text = await page.evaluate(() => document.body?.innerText ?? '', undefined);
        parts.push(`  visible text: ${text.replace(/\s+/g, ' ').slice(0, SHOWN_TEXT)}`);
      } catch (error) {
        parts.push(`  (could not read the tab: ${(error as Error).message.split('\n')[0]})`);
      }
    }
    console.error(parts.join('\n'));
  }
}
