import { createStore, useStore } from './create-store';

/** Kinds of status-bar message, each with its own icon (spec section 2). */
export const FLASH_TYPES = ['sync', 'import', 'mail', 'error', 'info'] as const;
export type FlashType = (typeof FLASH_TYPES)[number];

/**
 * How long each kind stays, in ms (spec sections 4 and 9): regular 3000, error and mail
 * 5000; sync and import stay until a delete message removes them (null).
 */
export const FLASH_DURATIONS: Record<FlashType, number | null> = {
  info: 3000,
  error: 5000,
  mail: 5000,
  sync: null,
  import: null,
};

/** A button a message offers while it is shown ('Undo'); pressing it removes the message. */
export interface FlashAction {
  label: string;
  run: () => void;
}

export interface FlashMessage {
  id: string;
  type: FlashType;
  text: string;
  action?: FlashAction;
}

export interface FlashInput {
  type: FlashType;
  text: string;
  /** A message with the id of one already shown replaces it (progress updates). */
  id?: string;
  /** Overrides the type's duration (sync error toasts stay 10000 ms). */
  durationMs?: number;
  /** A button offered while the message is shown (an Undo lasts as long as the message). */
  action?: FlashAction;
}

export const flashStore = createStore<readonly FlashMessage[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** Shows a status-bar message and returns its id (for removeFlash). */
export function flash({ type, text, id, durationMs, action }: FlashInput): string {
  const messageId = id ?? `flash-${++counter}`;
  const message: FlashMessage = action
    ? { id: messageId, type, text, action }
    : { id: messageId, type, text };
  clearTimer(messageId);
  flashStore.set((current) => {
    const index = current.findIndex((m) => m.id === messageId);
    if (index === -1) return [...current, message];
    const next = [...current];
    next[index] = message;
    return next;
  });
  const duration = durationMs ?? FLASH_DURATIONS[type];
  if (duration !== null) {
    timers.set(
      messageId,
      setTimeout(() => removeFlash(messageId), duration),
    );
  }
  return messageId;
}

/** The delete message: removes a status-bar message by id. */
export function removeFlash(id: string): void {
  clearTimer(id);
  flashStore.set((current) =>
    current.some((m) => m.id === id) ? current.filter((m) => m.id !== id) : current,
  );
}

/** Removes every message and timer (tests, sign-out). */
export function clearFlashes(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  flashStore.set([]);
}

export function useFlashes(): readonly FlashMessage[] {
  return useStore(flashStore);
}
