import { describe, expect, it } from 'vitest';
import type { DriveStatus } from '@larder/domain';
import { createSyncLoop } from '../sync/sync-loop';
import { DriveError } from './drive-error';
import { createDriveMirrorRunner } from './drive-mirror-runner';
import type { MirrorReport } from './mirror-venue';

const written: MirrorReport = { outcome: 'up-to-date', cursor: { epoch: 'e', rev: 1 } };
const unavailable = () => new DriveError(503, { kind: 'unavailable' }, null, 'down');
const flush = () => new Promise((r) => setTimeout(r, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A sync loop whose cycle is a server sync followed by the mirror's start, as the worker's. */
function loopWithMirror(mirror: () => Promise<MirrorReport>, clock = { now: 0 }) {
  const statuses: DriveStatus[] = [];
  const cycleErrors: unknown[] = [];
  let serverSyncs = 0;
  let mirrors = 0;
  const runner = createDriveMirrorRunner({
    mirror: () => {
      mirrors += 1;
      return mirror();
    },
    onStatus: (status) => statuses.push(status),
    now: () => clock.now,
    random: () => 0.5,
  });
  const loop = createSyncLoop({
    schedule: () => () => undefined,
    runCycle: async () => {
      await flush();
      serverSyncs += 1;
      runner.afterSync();
    },
    onError: (error) => cycleErrors.push(error),
  });
  return {
    runner,
    loop,
    statuses,
    cycleErrors,
    counts: () => ({ serverSyncs, mirrors }),
  };
}

describe('the drive mirror beside the sync loop (sync-and-security-notes §1.8, invariant 9)', () => {
  it('a cycle ends before a slow drive answers: the loop never waits for the mirror', async () => {
    const slow = deferred<MirrorReport>();
    const t = loopWithMirror(() => slow.promise);
    await t.loop.runNow();
    // The cycle is over while the mirror has not answered.
    expect(t.counts()).toEqual({ serverSyncs: 1, mirrors: 1 });
    expect(t.runner.inFlight).not.toBeNull();
    // More cycles run; at most one mirror is in flight.
    await t.loop.runNow();
    await t.loop.runNow();
    expect(t.counts()).toEqual({ serverSyncs: 3, mirrors: 1 });
    slow.resolve(written);
    await t.runner.inFlight;
    expect(t.runner.inFlight).toBeNull();
    await t.loop.runNow();
    expect(t.counts()).toEqual({ serverSyncs: 4, mirrors: 2 });
    expect(t.cycleErrors).toEqual([]);
  });

  it('the server sync completes every cycle with the drive failing; the status shows once per episode', async () => {
    const clock = { now: 0 };
    let failing = true;
    const t = loopWithMirror(
      () => (failing ? Promise.reject(unavailable()) : Promise.resolve(written)),
      clock,
    );
    for (let cycle = 0; cycle < 5; cycle += 1) {
      await t.loop.runNow();
      await t.runner.inFlight;
      clock.now += 60 * 60_000; // past any backoff
    }
    expect(t.counts()).toEqual({ serverSyncs: 5, mirrors: 5 });
    expect(t.cycleErrors).toEqual([]);
    expect(t.statuses).toEqual(['unavailable']);
    // A success ends the episode; the next failure shows again.
    failing = false;
    await t.loop.runNow();
    await t.runner.inFlight;
    failing = true;
    clock.now += 60 * 60_000;
    await t.loop.runNow();
    await t.runner.inFlight;
    expect(t.statuses).toEqual(['unavailable', 'unavailable']);
  });

  it('backs off on its own: no new mirror before Retry-After has passed', async () => {
    const clock = { now: 1000 };
    const throttled = new DriveError(429, { kind: 'throttled', retryAfterMs: 7000 }, 7000, '429');
    let answer: () => Promise<MirrorReport> = () => Promise.reject(throttled);
    const t = loopWithMirror(() => answer(), clock);
    await t.loop.runNow();
    await t.runner.inFlight;
    expect(t.runner.nextAttemptAt).toBe(8000);
    expect(t.statuses).toEqual(['throttled']);
    answer = () => Promise.resolve(written);
    clock.now = 7999;
    await t.loop.runNow();
    expect(t.counts()).toEqual({ serverSyncs: 2, mirrors: 1 });
    clock.now = 8000;
    await t.loop.runNow();
    await t.runner.inFlight;
    expect(t.counts()).toEqual({ serverSyncs: 3, mirrors: 2 });
    expect(t.runner.nextAttemptAt).toBe(0);
  });

  it('without Retry-After the wait grows exponentially (30 s, then 60 s, with jitter at 0.5)', async () => {
    const clock = { now: 0 };
    const t = loopWithMirror(() => Promise.reject(unavailable()), clock);
    await t.loop.runNow();
    await t.runner.inFlight;
    expect(t.runner.nextAttemptAt).toBe(22_500);
    clock.now = 22_500;
    await t.loop.runNow();
    await t.runner.inFlight;
    expect(t.runner.nextAttemptAt).toBe(22_500 + 45_000);
  });

  it('says full, throttled, down or sign-in by the Graph failure; other failures say nothing', async () => {
    const cases: [DriveError | Error, DriveStatus | null][] = [
      [new DriveError(507, { kind: 'full' }, null, '507'), 'full'],
      [DriveError.noToken(), 'sign-in'],
      [new DriveError(403, { kind: 'forbidden' }, null, '403'), 'sign-in'],
      [new DriveError(429, { kind: 'throttled', retryAfterMs: null }, null, '429'), 'throttled'],
      [DriveError.network(new Error('offline')), 'unavailable'],
      [new DriveError(412, { kind: 'precondition' }, null, '412'), null],
      [new Error('IndexedDB closed'), null],
    ];
    for (const [error, status] of cases) {
      const t = loopWithMirror(() => Promise.reject(error));
      await t.loop.runNow();
      await t.runner.inFlight;
      expect(t.statuses).toEqual(status ? [status] : []);
      expect(t.runner.nextAttemptAt).toBeGreaterThan(0);
    }
  });

  it('starts nothing once stopped', async () => {
    const t = loopWithMirror(() => Promise.resolve(written));
    t.runner.stop();
    await t.loop.runNow();
    expect(t.counts()).toEqual({ serverSyncs: 1, mirrors: 0 });
  });
});
