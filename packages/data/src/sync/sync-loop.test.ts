import { describe, expect, it } from 'vitest';
import {
  FULL_SYNC_EVERY,
  PATCH_VERSION,
  PUBLISHED_SYNC_EVERY,
  SYNC_ERROR_TOAST_MS,
  SYNC_INTERVAL_MS,
  THUMBNAIL_SYNC_EVERY,
} from './sync-constants';
import { createSyncLoop, cyclePlan, type SyncCycle } from './sync-loop';

/** A virtual clock: scheduled callbacks run when time is advanced past them. */
function virtualTimers() {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void }> = [];
  return {
    schedule(fn: () => void, ms: number) {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.fn();
        await new Promise((r) => setTimeout(r, 0));
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * A loop on virtual timers whose cycles `held` (by index) run until `release()` is called;
 * `ran` lists the cycles started.
 */
function heldLoop(held: (index: number) => boolean) {
  const timers = virtualTimers();
  const ran: number[] = [];
  let releaseCycle: () => void = () => undefined;
  const loop = createSyncLoop({
    schedule: timers.schedule,
    runCycle: async (c) => {
      ran.push(c.index);
      if (held(c.index)) await new Promise<void>((r) => (releaseCycle = r));
    },
  });
  return { timers, ran, loop, release: () => releaseCycle() };
}

describe('sync constants (product spec §9)', () => {
  it('names the spec values', () => {
    expect(SYNC_INTERVAL_MS).toBe(60000);
    expect(FULL_SYNC_EVERY).toBe(5);
    expect(THUMBNAIL_SYNC_EVERY).toBe(10);
    expect(PUBLISHED_SYNC_EVERY).toBe(20);
    expect(PATCH_VERSION).toBe(39);
    expect(SYNC_ERROR_TOAST_MS).toBe(10000);
  });
});

describe('cyclePlan (product spec §4, sync loop)', () => {
  it('is changes-only except every 5th cycle, which is full', () => {
    const full = Array.from({ length: 20 }, (_, i) => cyclePlan(i + 1).full);
    expect(full.map((f, i) => (f ? i + 1 : 0)).filter(Boolean)).toEqual([5, 10, 15, 20]);
  });

  it('syncs thumbnails on the first cycle and every 10th, published venues on the first and every 20th', () => {
    const on = (key: keyof SyncCycle) =>
      Array.from({ length: 40 }, (_, i) => cyclePlan(i + 1))
        .filter((c) => c[key])
        .map((c) => c.index);
    expect(on('thumbnails')).toEqual([1, 10, 20, 30, 40]);
    expect(on('published')).toEqual([1, 20, 40]);
    expect(on('first')).toEqual([1]);
  });
});

describe('createSyncLoop', () => {
  it('starts once, runs the first cycle at once, then every 60000 ms', async () => {
    const timers = virtualTimers();
    const ran: number[] = [];
    const loop = createSyncLoop({
      schedule: timers.schedule,
      runCycle: async (c) => {
        ran.push(c.index);
      },
    });
    loop.start();
    loop.start();
    await flush();
    expect(ran).toEqual([1]);
    await timers.advance(SYNC_INTERVAL_MS - 1);
    expect(ran).toEqual([1]);
    await timers.advance(1);
    expect(ran).toEqual([1, 2]);
    await timers.advance(SYNC_INTERVAL_MS * 3);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it('never overlaps cycles, and goes on after a failed one', async () => {
    const timers = virtualTimers();
    const errors: number[] = [];
    let running = 0;
    let maxRunning = 0;
    const loop = createSyncLoop({
      schedule: timers.schedule,
      runCycle: async (c) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await flush();
        running--;
        if (c.index === 2) throw new Error('offline');
      },
      onError: (_e, c) => errors.push(c.index),
    });
    loop.start();
    await Promise.all([loop.runNow(), loop.runNow()]);
    await timers.advance(SYNC_INTERVAL_MS * 2);
    expect(maxRunning).toBe(1);
    expect(errors).toEqual([2]);
    expect(loop.cycles).toBeGreaterThanOrEqual(3);
  });

  it('runs one more cycle right after the running one when asked meanwhile, so a change written during a cycle is not left for the next interval', async () => {
    const { timers, ran, loop, release } = heldLoop((index) => index === 1);
    loop.start();
    await flush();
    // Two changes written while the first cycle is still running: one more cycle covers both.
    const asked = Promise.all([loop.runNow(), loop.runNow()]);
    await flush();
    expect(ran).toEqual([1]);
    release();
    await asked;
    expect(ran).toEqual([1, 2]);
    // Nothing more until the interval.
    await flush();
    expect(ran).toEqual([1, 2]);
    await timers.advance(SYNC_INTERVAL_MS);
    expect(ran).toEqual([1, 2, 3]);
  });

  it('idle waits for the running cycle to end and runs none of its own', async () => {
    const { ran, loop, release } = heldLoop(() => true);
    await loop.idle();
    expect(ran).toEqual([]);
    loop.start();
    let ended = false;
    const waiting = loop.idle().then(() => (ended = true));
    await flush();
    expect(ended).toBe(false);
    release();
    await waiting;
    expect(ran).toEqual([1]);
    loop.stop();
  });

  it('stops: no cycle runs after stop', async () => {
    const timers = virtualTimers();
    let count = 0;
    const loop = createSyncLoop({ schedule: timers.schedule, runCycle: async () => void count++ });
    loop.start();
    await flush();
    loop.stop();
    await timers.advance(SYNC_INTERVAL_MS * 5);
    expect(count).toBe(1);
    expect(timers.pending()).toBe(0);
  });
});
