import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFlashes, flash, FLASH_DURATIONS, flashStore, removeFlash } from './flash';

const ids = () => flashStore.get().map((m) => m.id);

beforeEach(() => {
  vi.useFakeTimers();
  clearFlashes();
});

afterEach(() => {
  clearFlashes();
  vi.useRealTimers();
});

describe('flash durations (spec sections 4 and 9)', () => {
  it('names the spec durations', () => {
    expect(FLASH_DURATIONS).toEqual({
      info: 3000,
      error: 5000,
      mail: 5000,
      sync: null,
      import: null,
    });
  });

  it('keeps a regular (info) message for 3000 ms', () => {
    const id = flash({ type: 'info', text: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it.each(['error', 'mail'] as const)('keeps a %s message for 5000 ms', (type) => {
    const id = flash({ type, text: 'Something' });
    vi.advanceTimersByTime(4999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it.each(['sync', 'import'] as const)(
    'keeps a %s message until a delete message removes it',
    (type) => {
      const id = flash({ type, text: 'Working...' });
      vi.advanceTimersByTime(60 * 60 * 1000);
      expect(ids()).toEqual([id]);
      removeFlash(id);
      expect(ids()).toEqual([]);
    },
  );
});

describe('flash messages', () => {
  it('lists messages in order with their type and text', () => {
    flash({ type: 'sync', text: 'Syncing recent changes...', id: 'sync' });
    flash({ type: 'error', text: 'Failed' });
    expect(flashStore.get().map((m) => [m.type, m.text])).toEqual([
      ['sync', 'Syncing recent changes...'],
      ['error', 'Failed'],
    ]);
  });

  it('replaces a message with the same id in place and restarts its timer', () => {
    flash({ type: 'info', text: 'one', id: 'x' });
    flash({ type: 'info', text: 'other' });
    vi.advanceTimersByTime(2000);
    flash({ type: 'info', text: 'two', id: 'x' });
    expect(flashStore.get().map((m) => m.text)).toEqual(['two', 'other']);
    vi.advanceTimersByTime(1000);
    expect(flashStore.get().map((m) => m.text)).toEqual(['two']);
    vi.advanceTimersByTime(2000);
    expect(ids()).toEqual([]);
  });

  it('turns a sticky sync message into a timed one when updated with another type', () => {
    flash({ type: 'sync', text: 'Syncing... (Bistro)', id: 'sync' });
    flash({ type: 'info', text: 'Synced', id: 'sync' });
    vi.advanceTimersByTime(3000);
    expect(ids()).toEqual([]);
  });

  it('ignores removing an unknown id', () => {
    flash({ type: 'info', text: 'a', id: 'a' });
    removeFlash('nope');
    expect(ids()).toEqual(['a']);
  });
});
