import { useMantineTheme } from '@mantine/core';
import type { FocusEventHandler } from 'react';
import { PlainInputField, type PlainFieldProps } from './PlainInputField';
import { decimalText, typedDecimal, type DecimalValue } from './typed-decimal';

/**
 * A decimal field with the look and the values of Mantine's NumberInput (no step buttons): it
 * keeps only what makes a decimal, and gives the number once the text reads as one, else the
 * text (typed-decimal.ts). It writes the decimal point as the theme's number fields do (a
 * comma in French) and takes either. Plain elements (see PlainInputField).
 */
export function PlainDecimalInput({
  value,
  onChange,
  onFocus,
  onBlur,
  decimals = 10,
  ...field
}: PlainFieldProps & {
  /** The field's value ('' when absent). */
  value?: DecimalValue;
  onChange(value: DecimalValue): void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The most digits kept after the point (NumberInput's `decimalScale`). */
  decimals?: number;
}) {
  const separator = decimalSeparator(useMantineTheme());
  return (
    <PlainInputField
      look="NumberInput"
      {...field}
      control={(attributes) => (
        <input
          inputMode="decimal"
          {...attributes}
          type="text"
          value={decimalText(value ?? '', separator)}
          onChange={(event) => onChange(typedDecimal(event.currentTarget.value, decimals))}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      )}
    />
  );
}

/** The decimal point of the theme's number fields ('.' unless the theme sets one). */
function decimalSeparator(theme: ReturnType<typeof useMantineTheme>): string {
  const defaults = theme.components.NumberInput?.defaultProps as
    { decimalSeparator?: string } | undefined;
  return defaults?.decimalSeparator ?? '.';
}
