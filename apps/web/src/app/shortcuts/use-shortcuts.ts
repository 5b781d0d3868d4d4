import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showSidePanel, toggleSidePanel } from '../../state/side-panel';
import { shortcutForEvent, type ShortcutAction } from './shortcuts';

/** Listens for the keyboard shortcuts while `enabled` (the route's shortcuts flag). */
export function useShortcuts(enabled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const run = (action: ShortcutAction) => {
      switch (action.kind) {
        case 'navigate':
          void navigate(action.to);
          break;
        case 'show-panel':
          showSidePanel(action.panel);
          break;
        case 'toggle-panel':
          toggleSidePanel(action.panel);
          break;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = shortcutForEvent(event);
      if (!shortcut) return;
      event.preventDefault();
      run(shortcut.action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, navigate]);
}
