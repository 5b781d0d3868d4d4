import { describe, expect, it } from 'vitest';
import { holdLeadership, type LockManagerLike } from './leadership';

/** An in-memory exclusive lock manager with the Web Locks queueing rule (first come, first served). */
function memoryLocks(): LockManagerLike {
  const queues = new Map<string, Promise<void>>();
  return {
    request(name, _options, callback) {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

describe('one sync leader per device', () => {
  it('lets one tab lead; the next leads only after the first releases', async () => {
    const locks = memoryLocks();
    const leaders: string[] = [];
    const tabA = holdLeadership(locks, () => leaders.push('A'));
    const tabB = holdLeadership(locks, () => leaders.push('B'));
    await new Promise((r) => setTimeout(r, 0));
    expect(leaders).toEqual(['A']);
    tabA.release();
    await tabA.done;
    await new Promise((r) => setTimeout(r, 0));
    expect(leaders).toEqual(['A', 'B']);
    tabB.release();
    await tabB.done;
  });
});
