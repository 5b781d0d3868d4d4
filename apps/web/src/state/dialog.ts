import { i18n } from '../i18n/i18n';
import { createStore, useStore } from './create-store';

export interface DialogOptions {
  title: string;
  message: string;
  /** Confirm button text; 'Ok' by default (spec section 2), in the interface language. */
  confirmText?: string;
  /** Reject button text; 'Cancel' by default, in the interface language. Not shown in alert mode. */
  rejectText?: string;
  /** Shows a close button in the title bar. */
  withCloseButton?: boolean;
}

export interface DialogRequest {
  id: number;
  title: string;
  message: string;
  confirmText: string;
  rejectText: string;
  withCloseButton: boolean;
  /** Alert mode: a single confirm button, no reject button. */
  alert: boolean;
  resolve: (confirmed: boolean) => void;
}

/** Dialogs waiting to be answered; the first is the one on screen. */
export const dialogStore = createStore<readonly DialogRequest[]>([]);

let counter = 0;

function open(options: DialogOptions, alert: boolean): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request: DialogRequest = {
      id: ++counter,
      title: options.title,
      message: options.message,
      confirmText: options.confirmText ?? i18n.t('app:dialog.ok'),
      rejectText: options.rejectText ?? i18n.t('common:cancel'),
      withCloseButton: options.withCloseButton ?? false,
      alert,
      resolve,
    };
    dialogStore.set((current) => [...current, request]);
  });
}

/** Asks a question; resolves true on confirm, false on reject or close. */
export function confirm(options: DialogOptions): Promise<boolean> {
  return open(options, false);
}

/** Tells something; resolves once the user has acknowledged or closed it. */
export async function alert(options: Omit<DialogOptions, 'rejectText'>): Promise<void> {
  await open(options, true);
}

/** Answers the dialog with the given id and removes it. */
export function answerDialog(id: number, confirmed: boolean): void {
  const request = dialogStore.get().find((d) => d.id === id);
  if (!request) return;
  dialogStore.set((current) => current.filter((d) => d.id !== id));
  request.resolve(confirmed);
}

export function useDialogs(): readonly DialogRequest[] {
  return useStore(dialogStore);
}
