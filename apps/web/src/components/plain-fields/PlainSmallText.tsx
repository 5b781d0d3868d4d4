import type { CSSProperties, ReactNode } from 'react';
import { mantineRem, smallTextStyle, textClass } from './mantine-look';

/** A paragraph with Mantine's Text look at size sm, plain; margins and min width in px. */
export function PlainSmallText({
  mb,
  miw,
  children,
  ...rest
}: {
  mb?: number;
  miw?: number;
  children: ReactNode;
  'data-testid'?: string;
  'aria-live'?: 'polite';
}) {
  const style = {
    ...smallTextStyle,
    ...(mb === undefined ? {} : { marginBottom: mantineRem(mb) }),
    ...(miw === undefined ? {} : { minWidth: mantineRem(miw) }),
  };
  return (
    <p style={style as CSSProperties} className={textClass} data-size="sm" {...rest}>
      {children}
    </p>
  );
}
