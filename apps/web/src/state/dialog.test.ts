import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { alert, answerDialog, confirm, dialogStore } from './dialog';

beforeEach(() => dialogStore.reset());

describe('dialog requests', () => {
  it('defaults the buttons to Ok and Cancel, without a close button', () => {
    void confirm({ title: 'Delete', message: 'Delete this recipe?' });
    expect(dialogStore.get()[0]).toMatchObject({
      title: 'Delete',
      message: 'Delete this recipe?',
      confirmText: 'Ok',
      rejectText: 'Cancel',
      withCloseButton: false,
      alert: false,
    });
  });

  it('words the default buttons in the interface language', async () => {
    await i18n.changeLanguage('fr');
    void confirm({ title: 'Supprimer', message: 'Supprimer cette recette?' });
    expect(dialogStore.get()[0]).toMatchObject({ confirmText: 'OK', rejectText: 'Annuler' });
  });

  it('resolves true on confirm and false on reject', async () => {
    const yes = confirm({ title: 'A', message: 'a' });
    const no = confirm({ title: 'B', message: 'b' });
    const [first, second] = dialogStore.get();
    answerDialog(first!.id, true);
    answerDialog(second!.id, false);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
    expect(dialogStore.get()).toEqual([]);
  });

  it('queues dialogs and shows them one after another', () => {
    void confirm({ title: 'First', message: '' });
    void confirm({ title: 'Second', message: '' });
    expect(dialogStore.get().map((d) => d.title)).toEqual(['First', 'Second']);
    answerDialog(dialogStore.get()[0]!.id, true);
    expect(dialogStore.get().map((d) => d.title)).toEqual(['Second']);
  });

  it('marks alerts and resolves them when acknowledged', async () => {
    const done = alert({
      title: 'Missing profile',
      message: 'Please check',
      confirmText: 'Got it',
    });
    const request = dialogStore.get()[0]!;
    expect(request.alert).toBe(true);
    expect(request.confirmText).toBe('Got it');
    answerDialog(request.id, true);
    await expect(done).resolves.toBeUndefined();
  });
});
