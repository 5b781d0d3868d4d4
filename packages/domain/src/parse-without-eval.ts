import { z } from 'zod';

/**
 * Makes the schemas parse without generating code. Zod builds faster object parsers with
 * `new Function` where it may, and probes for it first; under the web app's content security
 * policy (no 'unsafe-eval') the probe itself is reported as a violation. Each entry of the web
 * app and each of its workers calls this once, before anything is parsed.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
