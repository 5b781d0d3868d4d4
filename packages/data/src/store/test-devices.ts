import { VenueSession } from './venue-session';
import type { VenueStore } from './venue-store';

/**
 * Devices of the store tests: each opens a venue of user 'u1' with its own client id, and all
 * read one clock that moves on a millisecond at every reading.
 */
let clock = 1_700_000_000_000;
const sessions: VenueSession[] = [];

/** The clock's current time, without moving it. */
export const testClock = (): number => clock;

/** A device of venue `venueId` with its own client id. */
export async function openTestDevice(venueId: string, clientId: string): Promise<VenueStore> {
  const session = new VenueSession();
  sessions.push(session);
  return session.open({
    userId: 'u1',
    venueId,
    newClientId: () => clientId,
    now: () => ++clock,
  });
}

/** Closes every device opened since the last call. */
export async function closeTestDevices(): Promise<void> {
  for (const session of sessions.splice(0)) await session.close();
}
