import type { UseFormReturnType } from '@mantine/form';
import { startTransition, type FormEvent } from 'react';

/**
 * The submit handler of a catalogue form whose save leaves the form (for the item's page).
 *
 * An invalid form shows its errors, as `form.onSubmit` does. A valid one changes no state of
 * the form before it calls `save`: the call runs inside a transition, so the catalogue change
 * the save makes in memory and the navigation that follows are drawn in one render, in which
 * the form is removed, rather than the whole form being drawn again (for its errors, a
 * loading button, the new catalogue) on its way out. A save that fails keeps the form and
 * shows its error.
 */
export function submitAndLeave<Values>(
  form: UseFormReturnType<Values>,
  save: (values: Values) => Promise<void>,
): (event?: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event?.preventDefault();
    if (!form.isValid()) {
      form.validate();
      return;
    }
    if (Object.keys(form.errors).length > 0) form.clearErrors();
    const values = form.getValues();
    startTransition(() => {
      void save(values);
    });
  };
}
