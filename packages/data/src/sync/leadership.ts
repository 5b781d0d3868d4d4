/** The part of the Web Locks API the leader election needs (navigator.locks). */
export interface LockManagerLike {
  request(
    name: string,
    options: { mode: 'exclusive' },
    callback: () => Promise<void>,
  ): Promise<void>;
}

export const SYNC_LEADER_LOCK = 'larder-sync-leader';

/**
 * One sync leader per device across tabs: `lead` runs only while this tab holds the lock,
 * until `release` is called; other tabs wait and take over when the leader's tab closes.
 */
export function holdLeadership(
  locks: LockManagerLike,
  lead: () => void,
  name = SYNC_LEADER_LOCK,
): { release: () => void; done: Promise<void> } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = locks.request(name, { mode: 'exclusive' }, async () => {
    lead();
    await released;
  });
  return { release, done };
}
