import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** What the button of a menu not fetched yet is given to open it. */
export interface MenuButtonProps {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

interface DeferredMenuProps {
  /** Starts fetching the menu's module (the pointer or the focus reached its button). */
  preload: () => unknown;
  /** The menu's button as drawn before the menu is fetched. */
  button: (props: MenuButtonProps) => ReactElement;
  /** The menu, a component fetched on demand that opens as it mounts (`useOpenedOnMount`). */
  menu: ReactNode;
}

/**
 * A menu whose button is drawn at once and whose menu (its pop-up, positioning and focus
 * handling) is fetched the first time the user opens it, ahead of that when the pointer or the
 * focus reaches the button. Once fetched, the menu draws its own button and stays.
 */
export function DeferredMenu({ preload, button, menu }: DeferredMenuProps) {
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return button({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      onClick: () => setAsked(true),
    });
  }
  return (
    <Suspense fallback={button({ 'aria-haspopup': 'menu', 'aria-expanded': false })}>
      {menu}
    </Suspense>
  );
}
