import { useMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { actionIconClasses, actionIconIconClass, subtleActionIconStyle } from './mantine-look';

/**
 * A small icon button with Mantine's subtle ActionIcon look, in plain elements: it needs
 * `aria-label`, its only name.
 */
export function PlainActionIcon({
  id,
  color,
  disabled = false,
  onClick,
  children,
  'aria-label': ariaLabel,
}: {
  id?: string;
  /** A theme colour's name; the primary colour when not given. */
  color?: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
  'aria-label': string;
}) {
  const primary = useMantineTheme().primaryColor;
  return (
    <button
      style={subtleActionIconStyle(color ?? primary) as CSSProperties}
      className={actionIconClasses(disabled)}
      data-variant="subtle"
      data-disabled={disabled || undefined}
      type="button"
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={actionIconIconClass}>{children}</span>
    </button>
  );
}
