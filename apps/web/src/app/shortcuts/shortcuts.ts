import { i18n } from '../../i18n/i18n';
import type appTexts from '../../locales/en/app.json';
import type { SidePanelKind } from '../../state/side-panel';

export type ShortcutAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'show-panel'; panel: SidePanelKind }
  | { kind: 'toggle-panel'; panel: SidePanelKind };

/** A shortcut's entry in the catalogue. */
type ShortcutText = keyof typeof appTexts.shortcuts;

export interface Shortcut {
  /** 'd', '1'… for Alt+key, or 'F1'. */
  readonly key: string;
  /** What the keys are called on screen, e.g. 'Alt+D' (the same in every language). */
  readonly keys: string;
  /** What the shortcut does ('Dashboard'), in the interface language. */
  readonly label: string;
  readonly action: ShortcutAction;
}

const shortcut = (
  key: string,
  keys: string,
  text: ShortcutText,
  action: ShortcutAction,
): Shortcut => ({
  key,
  keys,
  get label() {
    return i18n.t(`app:shortcuts.${text}`);
  },
  action,
});

const alt = (key: string, text: ShortcutText, action: ShortcutAction): Shortcut =>
  shortcut(key, `Alt+${key.toUpperCase()}`, text, action);

/** The keyboard shortcuts of spec section 2, active only on routes marked with shortcuts. */
export const SHORTCUTS: readonly Shortcut[] = [
  alt('d', 'dashboard', { kind: 'navigate', to: '/dash' }),
  alt('r', 'recipes', { kind: 'navigate', to: '/recipes' }),
  alt('i', 'ingredients', { kind: 'navigate', to: '/ingredients' }),
  alt('s', 'suppliers', { kind: 'navigate', to: '/suppliers' }),
  alt('1', 'newIngredient', { kind: 'navigate', to: '/ingredient-add/new' }),
  alt('2', 'newRecipe', { kind: 'navigate', to: '/recipe-add/new' }),
  alt('t', 'inventoryEditor', { kind: 'navigate', to: '/inventory-editor' }),
  alt('p', 'showPrepList', { kind: 'show-panel', panel: 'prep-list' }),
  alt('o', 'showOrderList', { kind: 'show-panel', panel: 'order-list' }),
  shortcut('F1', 'F1', 'toggleHelp', { kind: 'toggle-panel', panel: 'help' }),
];

export type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'
>;

/**
 * The character an Alt+key press stands for. `key` is used when it is a plain letter or
 * digit; otherwise (macOS turns Alt+D into '∂', AZERTY puts '&' on the 1 key) the physical
 * key in `code` ('KeyD', 'Digit1', 'Numpad1') decides.
 */
function altCharacter(event: ShortcutKeyEvent): string | null {
  const key = event.key.toLowerCase();
  if (/^[a-z0-9]$/.test(key)) return key;
  const code = /^(?:Key([A-Z])|Digit([0-9])|Numpad([0-9]))$/.exec(event.code);
  if (!code) return null;
  return (code[1] ?? code[2] ?? code[3] ?? '').toLowerCase() || null;
}

/** The shortcut a key press triggers, or null. */
export function shortcutForEvent(event: ShortcutKeyEvent): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'F1' || event.code === 'F1') {
    return event.altKey ? null : (SHORTCUTS.find((s) => s.key === 'F1') ?? null);
  }
  if (!event.altKey) return null;
  const character = altCharacter(event);
  if (character === null) return null;
  return SHORTCUTS.find((s) => s.key === character) ?? null;
}
