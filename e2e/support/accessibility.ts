import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The impacts that fail a journey (axe-core's two highest). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (every rule it runs by default: WCAG 2.0 to 2.2 A and AA and its best
 * practices) on the page as it is, and answers its serious and critical violations, each as
 * 'rule (impact): what is wrong: the first elements concerned'. An empty list passes.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => {
        // axe's summary: 'Fix any of the following:\n  <why>'; the why is kept.
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return why ? `${node.target.join(' ')} [${why}]` : node.target.join(' ');
      });
      return `${violation.id} (${violation.impact}): ${violation.help}: ${nodes.join('; ')}`;
    });
}
