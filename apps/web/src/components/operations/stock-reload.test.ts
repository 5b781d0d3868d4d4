import type { StockCount } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestCountSource } from './latest-count-source';
import { STOCK_RELOAD_DEBOUNCE_MS, stockReload } from './stock-reload';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const count = (skey: string, date: string, timestamp?: number): StockCount => ({
  skey,
  name: `Count ${skey}`,
  date,
  lines: [],
  ...(timestamp === undefined ? {} : { timestamp }),
});

describe('product spec §9: stock reload debounce 10 s', () => {
  it('is 10 seconds', () => {
    expect(STOCK_RELOAD_DEBOUNCE_MS).toBe(10_000);
  });

  it('takes the first stock data at once, then reloads 10 s after the last of a burst of changes', () => {
    const published: string[] = [];
    const reload = stockReload<string>((value) => published.push(value));
    reload.push('opened');
    expect(published).toEqual(['opened']);

    reload.push('first change');
    vi.advanceTimersByTime(6_000);
    reload.push('second change');
    vi.advanceTimersByTime(STOCK_RELOAD_DEBOUNCE_MS - 1);
    expect(published).toEqual(['opened']);
    vi.advanceTimersByTime(1);
    expect(published).toEqual(['opened', 'second change']);

    reload.push('later change');
    reload.cancel();
    vi.advanceTimersByTime(STOCK_RELOAD_DEBOUNCE_MS * 2);
    expect(published).toEqual(['opened', 'second change']);
  });

  it('gives every reader the latest count, changed only 10 s after the counts changed', () => {
    let next: (counts: readonly StockCount[]) => void = () => {};
    const stop = vi.fn();
    const source = latestCountSource((listener) => {
      next = listener;
      return stop;
    });
    expect(source.get()).toBeUndefined();
    const seen = vi.fn();
    const leave = source.subscribe(seen);
    const other = source.subscribe(() => {});

    next([count('a', '2026-03-01'), count('b', '2026-03-08')]);
    expect(source.get()?.skey).toBe('b');
    expect(seen).toHaveBeenCalledTimes(1);

    next([count('a', '2026-03-01'), count('b', '2026-03-08'), count('c', '2026-03-15')]);
    vi.advanceTimersByTime(STOCK_RELOAD_DEBOUNCE_MS - 1);
    expect(source.get()?.skey).toBe('b');
    vi.advanceTimersByTime(1);
    expect(source.get()?.skey).toBe('c');
    expect(seen).toHaveBeenCalledTimes(2);

    // The counts are watched while someone reads them.
    leave();
    expect(stop).not.toHaveBeenCalled();
    other();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
