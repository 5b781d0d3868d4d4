import { useState } from 'react';

/**
 * Whether `open` has been true since the caller mounted: a dialog fetched on demand is drawn
 * from its first opening on, and stays mounted so that it closes with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
