import type { ChangeEvent, FocusEventHandler, ReactNode, CSSProperties } from 'react';
import { PlainInputField, type PlainFieldProps } from './PlainInputField';

/** A choice of a plain select: its value and label (the value when none), or a group of them. */
export type PlainOption = { value: string; label?: string; disabled?: boolean };
export type PlainSelectData = readonly (
  string | PlainOption | { group: string; items: readonly (string | PlainOption)[] }
)[];

const option = (choice: string | PlainOption) =>
  typeof choice === 'string' ? (
    <option key={choice} value={choice}>
      {choice}
    </option>
  ) : (
    <option key={choice.value} value={choice.value} disabled={choice.disabled}>
      {choice.label ?? choice.value}
    </option>
  );

/** Mantine's ComboboxChevron (size sm), the select's arrow (in the error colour on an error). */
const chevron = (error: ReactNode) => (
  <svg
    style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
    className="m_2943220b mantine-ComboboxChevron-chevron"
    data-size="sm"
    data-combobox-chevron="true"
    data-error={error || undefined}
    viewBox="0 0 15 15"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
  >
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** A native select with Mantine's NativeSelect look, in plain elements (see PlainInputField). */
export function PlainNativeSelect({
  data,
  value,
  onChange,
  onFocus,
  onBlur,
  ...field
}: PlainFieldProps & {
  data: PlainSelectData;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
}) {
  return (
    <PlainInputField
      look="NativeSelect"
      {...field}
      rightSection={chevron(field.error)}
      control={(attributes) => (
        <select {...attributes} value={value} onChange={onChange} onFocus={onFocus} onBlur={onBlur}>
          {data.map((entry) =>
            typeof entry !== 'string' && 'group' in entry ? (
              <optgroup key={`group-${entry.group}`} label={entry.group}>
                {entry.items.map(option)}
              </optgroup>
            ) : (
              option(entry)
            ),
          )}
        </select>
      )}
    />
  );
}
