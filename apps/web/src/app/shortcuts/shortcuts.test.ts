import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { shortcutForEvent, SHORTCUTS, type ShortcutKeyEvent } from './shortcuts';

const press = (key: string, code: string, extra: Partial<ShortcutKeyEvent> = {}) =>
  shortcutForEvent({
    key,
    code,
    altKey: true,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...extra,
  });

describe('shortcutForEvent', () => {
  it('maps the spec table', () => {
    const actions = Object.fromEntries(SHORTCUTS.map((s) => [s.keys, s.action]));
    expect(actions).toEqual({
      'Alt+D': { kind: 'navigate', to: '/dash' },
      'Alt+R': { kind: 'navigate', to: '/recipes' },
      'Alt+I': { kind: 'navigate', to: '/ingredients' },
      'Alt+S': { kind: 'navigate', to: '/suppliers' },
      'Alt+1': { kind: 'navigate', to: '/ingredient-add/new' },
      'Alt+2': { kind: 'navigate', to: '/recipe-add/new' },
      'Alt+T': { kind: 'navigate', to: '/inventory-editor' },
      'Alt+P': { kind: 'show-panel', panel: 'prep-list' },
      'Alt+O': { kind: 'show-panel', panel: 'order-list' },
      F1: { kind: 'toggle-panel', panel: 'help' },
    });
  });

  it('reads the key of a plain Alt+letter or Alt+digit', () => {
    expect(press('d', 'KeyD')?.keys).toBe('Alt+D');
    expect(press('R', 'KeyR')?.keys).toBe('Alt+R');
    expect(press('1', 'Digit1')?.keys).toBe('Alt+1');
  });

  it('falls back to the physical key when Alt changes the character', () => {
    expect(press('∂', 'KeyD')?.keys).toBe('Alt+D'); // macOS
    expect(press('¡', 'Digit1')?.keys).toBe('Alt+1'); // macOS
    expect(press('&', 'Digit1')?.keys).toBe('Alt+1'); // AZERTY
    expect(press('é', 'Digit2')?.keys).toBe('Alt+2'); // AZERTY
    expect(press('Unidentified', 'Numpad2')?.keys).toBe('Alt+2');
  });

  it('needs Alt for letters and digits', () => {
    expect(press('d', 'KeyD', { altKey: false })).toBeNull();
  });

  it('ignores other modifiers and unknown keys', () => {
    expect(press('d', 'KeyD', { ctrlKey: true })).toBeNull();
    expect(press('d', 'KeyD', { metaKey: true })).toBeNull();
    expect(press('D', 'KeyD', { shiftKey: true })).toBeNull();
    expect(press('x', 'KeyX')).toBeNull();
    expect(press('3', 'Digit3')).toBeNull();
  });

  it('takes F1 alone', () => {
    expect(press('F1', 'F1', { altKey: false })?.keys).toBe('F1');
    expect(press('F1', 'F1')).toBeNull();
  });
});

describe('the shortcuts as the guide names them', () => {
  it('reads each label in the interface language, the keys the same in every language', async () => {
    const labels = () => Object.fromEntries(SHORTCUTS.map((s) => [s.keys, s.label]));
    expect(labels()).toMatchObject({ 'Alt+D': 'Dashboard', F1: 'Toggle help guide' });
    await i18n.changeLanguage('fr');
    expect(labels()).toMatchObject({
      'Alt+D': 'Tableau de bord',
      'Alt+2': 'Nouvelle recette',
      'Alt+O': 'Afficher le bon de commande',
      F1: 'Afficher ou masquer le guide d’aide',
    });
  });
});
