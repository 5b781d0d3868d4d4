import type { SidePanelKind } from '../../state/side-panel';

export type ShortcutAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'show-panel'; panel: SidePanelKind }
  | { kind: 'toggle-panel'; panel: SidePanelKind };

export interface Shortcut {
  /** 'd', '1'… for Alt+key, or 'F1'. */
  key: string;
  /** What the keys are called on screen, e.g. 'Alt+D'. */
  keys: string;
  label: string;
  action: ShortcutAction;
}

const alt = (key: string, label: string, action: ShortcutAction): Shortcut => ({
  key,
  keys: `Alt+${key.toUpperCase()}`,
  label,
  action,
});

/** The keyboard shortcuts of spec section 2, active only on routes marked with shortcuts. */
export const SHORTCUTS: readonly Shortcut[] = [
  alt('d', 'Dashboard', { kind: 'navigate', to: '/dash' }),
  alt('r', 'Recipes', { kind: 'navigate', to: '/recipes' }),
  alt('i', 'Ingredients', { kind: 'navigate', to: '/ingredients' }),
  alt('s', 'Suppliers', { kind: 'navigate', to: '/suppliers' }),
  alt('1', 'New ingredient', { kind: 'navigate', to: '/ingredient-add/new' }),
  alt('2', 'New recipe', { kind: 'navigate', to: '/recipe-add/new' }),
  alt('t', 'Inventory editor', { kind: 'navigate', to: '/inventory-editor' }),
  alt('p', 'Show prep list', { kind: 'show-panel', panel: 'prep-list' }),
  alt('o', 'Show order list', { kind: 'show-panel', panel: 'order-list' }),
  {
    key: 'F1',
    keys: 'F1',
    label: 'Toggle help guide',
    action: { kind: 'toggle-panel', panel: 'help' },
  },
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
