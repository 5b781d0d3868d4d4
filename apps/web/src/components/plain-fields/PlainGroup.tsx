import type { CSSProperties, ReactNode } from 'react';
import { groupClass, mantineRem } from './mantine-look';

/** A row of elements with Mantine's Group look (its gap, alignment and wrapping), plain. */
export function PlainGroup({
  gap,
  align = 'center',
  wrap = 'wrap',
  mb,
  children,
  ...data
}: {
  /** A Mantine spacing name, or px. */
  gap: 'xs' | 'sm' | 'md' | number;
  align?: 'center' | 'flex-end' | 'flex-start';
  wrap?: 'wrap' | 'nowrap';
  /** The bottom margin in px. */
  mb?: number;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const style = {
    '--group-gap': typeof gap === 'number' ? mantineRem(gap) : `var(--mantine-spacing-${gap})`,
    '--group-align': align,
    '--group-justify': 'flex-start',
    '--group-wrap': wrap,
    ...(mb === undefined ? {} : { marginBottom: mantineRem(mb) }),
  };
  return (
    <div style={style as CSSProperties} className={groupClass} {...data}>
      {children}
    </div>
  );
}
