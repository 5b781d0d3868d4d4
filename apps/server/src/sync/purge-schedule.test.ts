import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { PURGE_EVERY_MS, schedulePurges } from './purge-schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('schedulePurges', () => {
  it('purges at start and then once a day, and stops when told', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const purge = vi.fn(() => Promise.resolve([{ purged: 0 }]));
      const fakeDb = { rows: purge } as unknown as Database;
      const warn = vi.fn();
      const scheduled = schedulePurges(fakeDb, () => NOW, { warn });
      // Each turn runs both purges: superseded versions, then deleted items' thumbnails.
      await vi.waitFor(() => expect(purge).toHaveBeenCalledTimes(2));
      vi.advanceTimersByTime(PURGE_EVERY_MS);
      await vi.waitFor(() => expect(purge).toHaveBeenCalledTimes(4));
      expect(PURGE_EVERY_MS).toBe(DAY_MS);
      scheduled.stop();
      vi.advanceTimersByTime(PURGE_EVERY_MS * 3);
      expect(purge).toHaveBeenCalledTimes(4);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed purge and goes on', async () => {
    const fakeDb = {
      rows: () => Promise.reject(new Error('database gone')),
    } as unknown as Database;
    const warn = vi.fn();
    const scheduled = schedulePurges(fakeDb, () => NOW, { warn });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[1]).toBe('the daily purge failed');
    scheduled.stop();
  });
});
