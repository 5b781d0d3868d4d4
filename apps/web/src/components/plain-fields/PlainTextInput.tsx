import type { InputHTMLAttributes } from 'react';
import { PlainInputField, type PlainFieldProps } from './PlainInputField';

/** What a plain text field passes on to its input (its value, events, placeholder...). */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'style' | 'width' | 'type' | 'value'
>;

/** A text field with Mantine's TextInput look, in plain elements (see PlainInputField). */
export function PlainTextInput({
  label,
  description,
  error,
  w,
  maw,
  disabled,
  value,
  ...input
}: PlainFieldProps & InputAttributes & { value?: string }) {
  return (
    <PlainInputField
      look="TextInput"
      label={label}
      description={description}
      error={error}
      w={w}
      maw={maw}
      disabled={disabled}
      control={(attributes) => <input {...input} {...attributes} value={value ?? ''} />}
    />
  );
}
