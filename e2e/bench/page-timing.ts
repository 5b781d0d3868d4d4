import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

/** Figures over samples: median, 95th percentile, greatest, in ms rounded to 0.1. */
export interface Spread {
  median: number;
  p95: number;
  max: number;
  samples: number[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The value at the share `q` (0..1) of the sorted samples (nearest rank). */
const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

export function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? NaN),
    samples: samples.map(round),
  };
}

/** Waits until the page has drawn two frames and then stayed idle for `quietMs`. */
export async function settle(page: Page, quietMs = 60): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, quiet))),
      ),
    quietMs,
  );
}

/** JavaScript run on the page's main thread so far, in ms (CDP Performance.getMetrics). */
export async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000;
}

/**
 * An in-app navigation, as the router's own links do it (history entry + popstate), so the
 * app is not loaded again.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const want = new URL(path, 'http://localhost').pathname;
  await page.waitForURL((url) => url.pathname === want);
}

/** What the page shows once an action is done: all conditions given hold. */
export interface DoneWhen {
  /** An element matching this selector is on the page. */
  present?: string;
  /** No element matches this selector. */
  absent?: string;
  /** The element matching the selector contains the text. */
  text?: { selector: string; contains: string };
}

/** A click on the element matching `click`, or an in-app navigation to `navigate`. */
export type PageAction = { click: string } | { navigate: string };

/**
 * Does the action inside the page and times, with the page's own clock, how long until
 * `done` holds at a frame, and then until the main thread runs the next task (the page
 * answers input again).
 */
export async function timeAction(
  page: Page,
  action: PageAction,
  done: DoneWhen,
  timeoutMs = 60_000,
): Promise<{ shownMs: number; freeMs: number }> {
  return page.evaluate(
    async ({ action, done, timeoutMs }) => {
      const target = 'click' in action ? document.querySelector<HTMLElement>(action.click) : null;
      if ('click' in action && !target) throw new Error(`nothing matches ${action.click}`);
      const start = performance.now();
      if (target) target.click();
      else if ('navigate' in action) {
        history.pushState(null, '', action.navigate);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r));
        // (Inline: a named function here would not survive the trip into the page.)
        if (
          (!done.present || document.querySelector(done.present) !== null) &&
          (!done.absent || document.querySelector(done.absent) === null) &&
          (!done.text ||
            (document.querySelector(done.text.selector)?.textContent ?? '').includes(
              done.text.contains,
            ))
        ) {
          break;
        }
        if (performance.now() - start > timeoutMs) {
          throw new Error(`timed out waiting for ${JSON.stringify(done)}`);
        }
      }
      const shownMs = performance.now() - start;
      await new Promise((r) => setTimeout(r, 0));
      return { shownMs, freeMs: performance.now() - start };
    },
    { action, done, timeoutMs },
  );
}

export interface ProfileSummary {
  totalMs: number;
  /** The functions with the most self time, in ms. */
  top: { fn: string; at: string; selfMs: number }[];
  /** The functions with the most time including what they call, in ms. */
  topInclusive: { fn: string; at: string; selfMs: number }[];
}

/** Main-thread time by kind so far, in ms (CDP Performance.getMetrics). */
export async function threadMs(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const pick = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return {
    script: pick('ScriptDuration'),
    layout: pick('LayoutDuration'),
    style: pick('RecalcStyleDuration'),
    task: pick('TaskDuration'),
  };
}

/** What each kind of main-thread work took between two readings of `threadMs`. */
export function threadDelta(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after).map((k) => [k, round((after[k] ?? 0) - (before[k] ?? 0))]),
  );
}

let dumped = 0;

/** Runs `work` under the CDP sampling profiler and sums self time per function. */
export async function profile(
  cdp: CDPSession,
  work: () => Promise<void>,
  size = 15,
): Promise<ProfileSummary> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile: p } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  if (process.env.BENCH_PROFILE_DUMP) {
    const file = `${process.env.BENCH_PROFILE_DUMP}-${++dumped}.cpuprofile`;
    writeFileSync(file, JSON.stringify(p));
  }
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const deltas = p.timeDeltas ?? [];
  let total = 0;
  (p.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}\t${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    if (functionName !== '(program)') total += ms;
  });
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, size)
    .map(([key, ms]) => {
      const [fn = '', at = ''] = key.split('\t');
      return { fn, at, selfMs: round(ms) };
    });
  const inclusive = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  (p.samples ?? []).forEach((id, i) => {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)?.callFrame;
      if (!f || !f.url) continue;
      const key = `${f.functionName || '(anonymous)'}\t${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  const topInclusive = [...inclusive.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? size * 3))
    .map(([key, ms]) => {
      const [fn = '', at = ''] = key.split('\t');
      return { fn, at, selfMs: round(ms) };
    });
  return { totalMs: round(total), top, topInclusive };
}

/**
 * Runs `work` under a Chromium trace of the page's main thread and sums the time of each kind
 * of top-level event (script, style, layout, paint, IndexedDB, GC...), in ms.
 */
export async function traceSummary(
  cdp: CDPSession,
  work: () => Promise<void>,
  size = 25,
): Promise<{ name: string; ms: number; count: number }[]> {
  type TraceEvent = {
    name: string;
    ph: string;
    dur?: number;
    tid: number;
    pid: number;
    args?: { name?: string };
  };
  const events: TraceEvent[] = [];
  const session = cdp as unknown as {
    on(event: string, fn: (data: { value: TraceEvent[] }) => void): void;
    once(event: string, fn: () => void): void;
  };
  session.on('Tracing.dataCollected', (data) => {
    events.push(...data.value);
  });
  const complete = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink,IndexedDB',
    transferMode: 'ReportEvents',
  });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  // The renderer main threads only (the page's, not workers or the browser's).
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byName = new Map<string, { ms: number; count: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const entry = byName.get(e.name) ?? { ms: 0, count: 0 };
    entry.ms += e.dur / 1000;
    entry.count++;
    byName.set(e.name, entry);
  }
  return [...byName.entries()]
    .map(([name, v]) => ({ name, ms: round(v.ms), count: v.count }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, size);
}
