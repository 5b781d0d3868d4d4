import { fireEvent, screen, within } from '@testing-library/react';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The form helpers `field`, `type` and `pick`, looking for the labelled controls only inside
 * the element `scope` answers (asked at each call; the options of an opened Mantine select are
 * looked for on the whole page, where Mantine renders them).
 */
export function formFieldsWithin(scope: () => HTMLElement) {
  const field = (label: string | RegExp) =>
    within(scope())
      .getAllByLabelText(label)
      .find(
        (el): el is HTMLInputElement =>
          el instanceof HTMLInputElement ||
          el instanceof HTMLTextAreaElement ||
          el instanceof HTMLSelectElement,
      )!;

  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(field(label), { target: { value } });

  async function pick(label: string | RegExp, option: string | RegExp) {
    const control: FormControl = field(label);
    if (control instanceof HTMLSelectElement) {
      if (typeof option !== 'string') throw new Error('A native select takes an option value');
      fireEvent.change(control, { target: { value: option } });
      return;
    }
    fireEvent.click(control);
    // The opened list's option (not an option of a native select elsewhere on the form).
    const found = await screen.findAllByRole('option', { name: option });
    fireEvent.click(found.find((o) => !o.closest('select')) ?? found[0]!);
  }

  return { field, type, pick };
}

const onThePage = formFieldsWithin(() => document.body);

/** The form control labelled `label`: an input, a textarea or a native select. */
export const field = onThePage.field;

/** Types a value into the control labelled `label`. */
export const type = onThePage.type;

/**
 * Chooses an option: a native select takes the option's value; a Mantine select is opened
 * and its option (named by text or pattern) clicked.
 */
export const pick = onThePage.pick;

/** Clicks the form's Save button. */
export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
