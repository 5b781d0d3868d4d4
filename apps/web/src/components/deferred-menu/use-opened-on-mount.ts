import { useMounted } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/**
 * The state of a menu drawn by `DeferredMenu` once the user asked to open it: it opens once
 * mounted, its button focused first (in place of the one clicked), so that closing the menu
 * returns the focus to its button. Pass `opened`, `onChange` to the menu, `target` to its button.
 */
export function useOpenedOnMount() {
  const mounted = useMounted();
  const [opened, setOpened] = useState(true);
  const target = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return { opened: mounted && opened, onChange: setOpened, target };
}
