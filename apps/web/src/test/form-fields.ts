import { fireEvent, screen } from '@testing-library/react';

/** The form control labelled `label`: an input, a textarea or a native select. */
export const field = (label: string | RegExp) =>
  screen
    .getAllByLabelText(label)
    .find(
      (el): el is HTMLInputElement =>
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement,
    )!;

/** Types a value into the control labelled `label`. */
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/**
 * Chooses an option: a native select takes the option's value; a Mantine select is opened
 * and its option clicked.
 */
export async function pick(label: string, option: string) {
  const control = field(label);
  if (control instanceof HTMLSelectElement) {
    fireEvent.change(control, { target: { value: option } });
    return;
  }
  fireEvent.click(control);
  // The opened list's option (not an option of a native select elsewhere on the form).
  const found = await screen.findAllByRole('option', { name: option });
  fireEvent.click(found.find((o) => !o.closest('select')) ?? found[0]!);
}
