import { createStore } from './create-store';

/**
 * Clock offset (spec section 3, "Server count with timestamp"): the server's time minus the
 * local time when the answer arrived, in ms. Positive when this device's clock is behind.
 */
export function clockOffset(serverTimestamp: number, localTimeAtResponse: number): number {
  if (!Number.isFinite(serverTimestamp) || !Number.isFinite(localTimeAtResponse)) return 0;
  return Math.round(serverTimestamp - localTimeAtResponse);
}

export const clockOffsetStore = createStore(0);

export function setClockOffset(offset: number): void {
  clockOffsetStore.set(offset);
}

/** The server's idea of now, from the local clock and the offset. */
export function serverNow(localNow: number = Date.now()): number {
  return localNow + clockOffsetStore.get();
}
