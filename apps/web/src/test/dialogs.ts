import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { answerDialog, dialogStore, type DialogRequest } from '../state/dialog';

/** Waits for the one open dialog and answers it (true confirms); resolves to that dialog. */
export async function answerTheDialog(confirmed: boolean): Promise<DialogRequest> {
  await waitFor(() => expect(dialogStore.get()).toHaveLength(1));
  const dialog = dialogStore.get()[0]!;
  act(() => answerDialog(dialog.id, confirmed));
  return dialog;
}
