import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is loading: a `status` that assistive technology reads by its
 * name. Mantine's Loader is a bare span, and a name on a span with no role is not allowed,
 * so a named spinner is drawn here and nowhere else; a spinner beside text that already
 * says it is silent (`aria-hidden`).
 */
export function LoadingSpinner({ label, ...props }: { label: string } & LoaderProps) {
  return <Loader role="status" aria-label={label} {...props} />;
}
