import 'fake-indexeddb/auto';
import { afterAll, vi } from 'vitest';

/*
 * Setup of the test files that share a worker (vitest.config.ts, project 'shared'): they run one
 * after another in one jsdom window, so jsdom and the packages of node_modules load once per
 * worker instead of once per file. What a worker of its own gave each file is given here:
 * - fake IndexedDB is there before anything loads Dexie (Dexie keeps the IndexedDB it first
 *   finds, for every later file);
 * - the app's own modules load again for each file, so no store keeps another file's state;
 * - when the file ends, the timers it left running are dropped (as the end of its own worker
 *   dropped them), and stubbed globals, storage, the address, the page and every IndexedDB
 *   database go back to how a fresh window has them (a database still held open fails the file).
 */
type Timer = ReturnType<typeof setTimeout>;
const PENDING = Symbol.for('larder.test.pending-timers');

vi.resetModules();
const timers = pendingTimers();

afterAll(async () => {
  vi.useRealTimers();
  timers.dropAll();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  clearPage();
  await deleteDatabases();
});

interface PendingTimers {
  dropAll(): void;
}

/**
 * The timeouts, intervals and animation frames the app's own code (and the tests') started and
 * that have not run or been cleared, from the first file of the worker on (the functions are
 * wrapped once per worker). Those started by a package of node_modules are left alone: the
 * package is loaded once per worker and may count on them (jsdom's frame clock, Dexie's
 * change signals).
 */
function pendingTimers(): PendingTimers {
  const holder = globalThis as typeof globalThis & { [PENDING]?: PendingTimers };
  holder[PENDING] ??= trackTimers();
  return holder[PENDING];
}

function trackTimers(): PendingTimers {
  const timers = new Set<Timer>();
  const frames = new Set<number>();
  const { setTimeout: start, setInterval: repeat, clearTimeout: clear } = globalThis;
  const { requestAnimationFrame: request, cancelAnimationFrame: cancel } = window;

  function setTimeoutOfFile(this: unknown, handler: Handler, ms?: number, ...args: unknown[]) {
    if (!calledFromApp(setTimeoutOfFile)) return start(handler, ms, ...args);
    const timer = start(
      (...values: unknown[]) => {
        timers.delete(timer);
        handler(...values);
      },
      ms,
      ...args,
    );
    timers.add(timer);
    return timer;
  }
  function setIntervalOfFile(this: unknown, handler: Handler, ms?: number, ...args: unknown[]) {
    const timer = repeat(handler, ms, ...args);
    if (calledFromApp(setIntervalOfFile)) timers.add(timer);
    return timer;
  }
  function requestFrameOfFile(callback: FrameRequestCallback): number {
    if (!calledFromApp(requestFrameOfFile)) return request(callback);
    const frame = request((time) => {
      frames.delete(frame);
      callback(time);
    });
    frames.add(frame);
    return frame;
  }
  globalThis.setTimeout = setTimeoutOfFile as typeof setTimeout;
  globalThis.setInterval = setIntervalOfFile as typeof setInterval;
  globalThis.clearTimeout = globalThis.clearInterval = ((timer?: Timer) => {
    if (timer !== undefined) timers.delete(timer);
    clear(timer);
  }) as typeof clearTimeout;
  window.requestAnimationFrame = requestFrameOfFile;
  window.cancelAnimationFrame = (frame) => {
    frames.delete(frame);
    cancel(frame);
  };
  return {
    dropAll() {
      for (const frame of frames) cancel(frame);
      for (const timer of timers) clear(timer);
      frames.clear();
      timers.clear();
    },
  };
}

type Handler = (...args: unknown[]) => void;

/** Whether the function `wrapper` was called by code outside node_modules. */
function calledFromApp(wrapper: (...args: never[]) => unknown): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 1;
  const caller: { stack?: string } = {};
  Error.captureStackTrace(caller, wrapper);
  Error.stackTraceLimit = limit;
  return !caller.stack?.includes('/node_modules/');
}

/** Removes what the file left in the page (outside the containers cleanup unmounts). */
function clearPage(): void {
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
}

async function deleteDatabases(): Promise<void> {
  const databases = await indexedDB.databases();
  await Promise.all(databases.map(({ name }) => (name ? deleteDatabase(name) : undefined)));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`${name} could not be deleted`));
    request.onblocked = () => reject(new Error(`IndexedDB ${name} is still open`));
  });
}
