import type { ReactNode } from 'react';

/** The colour of a notice: a warning, a failure, a success or a caution. */
export type NoticeTone = 'yellow' | 'red' | 'teal' | 'orange';

/** A boxed message with a title, as a page's answer to what the visitor did. */
export function Notice({
  tone,
  title,
  alert = false,
  children,
  ...data
}: {
  tone: NoticeTone;
  title: string;
  /** Announced at once (role alert): the visitor's action failed or was refused. */
  alert?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className="page-notice" data-tone={tone} role={alert ? 'alert' : undefined} {...data}>
      <div className="page-notice-title">{title}</div>
      <div>{children}</div>
    </div>
  );
}
