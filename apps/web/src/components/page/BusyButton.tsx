import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../state/use-client-value';

/** How a page button looks: the main action, a lighter one, or a plain one. */
export type ButtonVariant = 'filled' | 'light' | 'default';

/** The class names of a page button (a link drawn as a button uses them too). */
export function buttonClass(variant: ButtonVariant = 'filled', size: 'sm' | 'md' = 'sm'): string {
  return `page-button page-button-${variant} page-button-${size}`;
}

/**
 * A page's button; while `busy` it cannot be pressed again, says so to assistive technology
 * (aria-busy) and shows a spinner beside its label. On a prerendered page it cannot be pressed
 * until the page is hydrated: before, its handler is not there and a press would be lost (or,
 * in a form, submit it the browser's way).
 */
export function BusyButton({
  busy = false,
  variant = 'filled',
  size = 'sm',
  type = 'button',
  children,
  disabled,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}) {
  const hydrated = useHydrated();
  return (
    <button
      {...button}
      type={type}
      className={buttonClass(variant, size)}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {busy && <span className="page-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
