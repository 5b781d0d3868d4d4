import type { CSSProperties, ReactNode } from 'react';
import { groupClass, mantineRem } from './mantine-look';

type Spacing = 'xs' | 'sm' | 'md';
/** A Mantine spacing name or px, as a CSS length. */
const spacing = (size: Spacing | number) =>
  typeof size === 'number' ? mantineRem(size) : `var(--mantine-spacing-${size})`;

/** A row of elements with Mantine's Group look (its gap, alignment and wrapping), plain. */
export function PlainGroup({
  gap,
  align = 'center',
  wrap = 'wrap',
  mt,
  mb,
  component: Element = 'div',
  children,
  ...data
}: {
  /** A Mantine spacing name, or px. */
  gap: Spacing | number;
  align?: 'center' | 'flex-end' | 'flex-start';
  wrap?: 'wrap' | 'nowrap';
  /** The top margin: a Mantine spacing name, or px. */
  mt?: Spacing | number;
  /** The bottom margin: a Mantine spacing name, or px. */
  mb?: Spacing | number;
  /** A span where the row sits in text (a label). */
  component?: 'div' | 'span';
  children: ReactNode;
  'data-testid'?: string;
}) {
  const style = {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': 'flex-start',
    '--group-wrap': wrap,
    ...(mt === undefined ? {} : { marginTop: spacing(mt) }),
    ...(mb === undefined ? {} : { marginBottom: spacing(mb) }),
  };
  return (
    <Element style={style as CSSProperties} className={groupClass} {...data}>
      {children}
    </Element>
  );
}
