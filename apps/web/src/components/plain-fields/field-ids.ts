import type { ReactNode } from 'react';

/** A field's error is shown (as Mantine shows it): a node, not a bare true or false. */
export const shownError = (error: ReactNode): boolean => !!error && typeof error !== 'boolean';

/** The ids of a field's error and description (`id`'s), and the list its control is described by. */
export function fieldIds(id: string, hasError: boolean, hasDescription: boolean) {
  const error = `${id}-error`;
  const description = `${id}-description`;
  const describedBy = [hasError ? error : '', hasDescription ? description : '']
    .filter(Boolean)
    .join(' ');
  return { error, description, describedBy };
}
