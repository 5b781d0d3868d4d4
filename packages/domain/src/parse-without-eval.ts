// The core's config alone: importing `z` for it would bring all of zod into every page.
import { config } from 'zod/v4/core';

/**
 * Makes the schemas parse without generating code. Zod builds faster object parsers with
 * `new Function` where it may, and probes for it first; under the web app's content security
 * policy (no 'unsafe-eval') the probe itself is reported as a violation. Each entry of the web
 * app and each of its workers calls this once, before anything is parsed.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
