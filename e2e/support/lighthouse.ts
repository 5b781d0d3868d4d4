import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from './browser.js';

/** The four categories every page is scored on. */
export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** Lighthouse's mobile defaults (a mid-range phone on slow 4G) or its desktop preset. */
export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseRun {
  url: string;
  /** The Lighthouse release that scored the page (lhr.lighthouseVersion). */
  lighthouseVersion: string;
  preset: LighthousePreset;
  /** Each category's score, 0 to 1. */
  scores: Record<LighthouseCategory, number | null>;
  /** The performance metrics, in ms (CLS unitless). */
  metrics: Record<string, number | null>;
  /** Audits that count towards a score and did not pass, with what they found (a few). */
  failing: { audit: string; score: number; found: string[] }[];
}

/** Attempts at a page whose trace fails. */
const RUNS_PER_PAGE = 3;

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** What a failed audit found, a few items: the elements' snippets or the items' text. */
function found(audit: { details?: unknown }): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 4).map((item) => {
    const node = item.node as { snippet?: string; explanation?: string } | undefined;
    if (node?.snippet) return `${node.snippet} ${node.explanation ?? ''}`.trim().slice(0, 300);
    return JSON.stringify(item).slice(0, 300);
  });
}

/**
 * Debian's Chromium for Lighthouse, started by chrome-launcher with the flags of the journeys,
 * on the profile folder given (a journey's browser may have signed in there before; only one
 * browser may use a folder at a time). `kill()` stops it and keeps the folder.
 */
export function launchChromium(userDataDir: string): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, userDataDir });
}

/**
 * Runs Lighthouse (the npm package, against the Chromium listening on `port`) on one page.
 * `keepStorage` leaves the origin's storage as it is (a signed-in cook's sign-in and venue);
 * otherwise Lighthouse clears it first, as for a first visit.
 */
export async function runLighthouse(
  url: string,
  options: { port: number; preset: LighthousePreset; keepStorage?: boolean },
): Promise<LighthouseRun> {
  const flags: Flags = {
    port: options.port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    disableStorageReset: options.keepStorage ?? false,
  };
  const config = options.preset === 'desktop' ? desktopConfig : undefined;
  // A trace is sometimes not recorded on a busy machine (NO_NAVSTART): the run is made again.
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= RUNS_PER_PAGE && !lhr; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) lhr = result.lhr;
    else if (attempt === RUNS_PER_PAGE) {
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
    }
  }
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
  ) as Record<LighthouseCategory, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map((id) => {
      const value = lhr.audits[id]?.numericValue;
      return [id, value === undefined ? null : Math.round(value * 1000) / 1000];
    }),
  );
  const failing = LIGHTHOUSE_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) return [];
        return [{ audit: `${category}: ${ref.id}`, score: audit.score, found: found(audit) }];
      }),
  );
  return {
    url,
    lighthouseVersion: lhr.lighthouseVersion,
    preset: options.preset,
    scores,
    metrics,
    failing,
  };
}
