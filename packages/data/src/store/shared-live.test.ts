import 'fake-indexeddb/auto';
import type { Observable } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_LIVE_GRACE_MS, SharedLive } from './shared-live';

/** A source whose values are pushed by the test; counts its subscriptions. */
function pushedSource() {
  const next: ((value: number) => void)[] = [];
  const fail: ((error: unknown) => void)[] = [];
  const state = { subscribed: 0, open: 0 };
  const open = () =>
    ({
      subscribe: (observer: { next: (value: number) => void; error: (e: unknown) => void }) => {
        state.subscribed++;
        state.open++;
        let closed = false;
        next.push((value) => closed || observer.next(value));
        fail.push((error) => {
          closed = true;
          state.open--;
          observer.error(error);
        });
        return {
          unsubscribe: () => {
            if (!closed) state.open--;
            closed = true;
          },
        };
      },
    }) as unknown as Observable<number>;
  return {
    state,
    open,
    emit: (value: number) => next.at(-1)?.(value),
    fail: (error: unknown) => fail.at(-1)?.(error),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SharedLive', () => {
  it('shares one source between screens and gives its value to a screen that comes later at once', () => {
    const source = pushedSource();
    const shared = new SharedLive(source.open);
    expect(shared.hasValue()).toBe(false);
    const first: number[] = [];
    const a = shared.subscribe((value) => first.push(value));
    source.emit(7);
    expect(shared.hasValue()).toBe(true);
    expect(shared.getValue()).toBe(7);
    const second: number[] = [];
    const b = shared.subscribe({ next: (value) => second.push(value) });
    expect(second).toEqual([7]);
    source.emit(8);
    expect(first).toEqual([7, 8]);
    expect(second).toEqual([7, 8]);
    expect(source.state.subscribed).toBe(1);
    a.unsubscribe();
    b.unsubscribe();
    expect(b.closed).toBe(true);
  });

  it(`keeps the source for SHARED_LIVE_GRACE_MS (${SHARED_LIVE_GRACE_MS} ms) after the last screen let go, then forgets the value`, () => {
    vi.useFakeTimers();
    const source = pushedSource();
    const released = vi.fn();
    const shared = new SharedLive(source.open, released);
    shared.subscribe(() => undefined).unsubscribe();
    source.emit(3);
    // The page a click opens mounts after the page it leaves let go: the value is still there.
    vi.advanceTimersByTime(SHARED_LIVE_GRACE_MS - 1);
    expect(shared.getValue()).toBe(3);
    const again = shared.subscribe(() => undefined);
    vi.advanceTimersByTime(SHARED_LIVE_GRACE_MS * 2);
    expect(source.state.open).toBe(1);
    again.unsubscribe();
    vi.advanceTimersByTime(SHARED_LIVE_GRACE_MS);
    expect(source.state.open).toBe(0);
    expect(shared.hasValue()).toBe(false);
    expect(released).toHaveBeenCalledOnce();
  });

  it('passes a failure on to every screen and starts a new source for the next one', () => {
    const source = pushedSource();
    const shared = new SharedLive(source.open);
    const errors: unknown[] = [];
    shared.subscribe(
      () => undefined,
      (error) => errors.push(error),
    );
    source.emit(1);
    source.fail(new Error('The database closed'));
    expect(errors).toEqual([new Error('The database closed')]);
    expect(shared.hasValue()).toBe(false);
    expect(source.state.open).toBe(0);
    shared.subscribe(() => undefined);
    expect(source.state.subscribed).toBe(2);
  });
});
