/**
 * Mantine's static class names and style variables, for the plain fields that take the look
 * of a Mantine component without its machinery (components/plain-fields/). They are Mantine's
 * own (its CSS modules' class names as @mantine/core's sheets write them);
 * plain-fields.test.tsx draws each plain field beside its Mantine component and fails when
 * the markup differs.
 */

/** A length in px as Mantine writes a style prop (`w={160}`): rem, scaled. */
export const mantineRem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** The Mantine input component a plain field looks like. */
export type InputLook = 'TextInput' | 'NumberInput' | 'NativeSelect';

export const inputClasses = (look: InputLook) => ({
  root: `${look === 'NumberInput' ? 'm_e2f5cd4e ' : ''}m_46b77525 mantine-InputWrapper-root mantine-${look}-root`,
  label: `m_8fdc1311 mantine-InputWrapper-label mantine-${look}-label`,
  wrapper: `m_6c018570 mantine-Input-wrapper mantine-${look}-wrapper`,
  input: `m_8fb7ebe7 mantine-Input-input mantine-${look}-input`,
  section: `m_82577fc2 mantine-Input-section mantine-${look}-section`,
  description: `m_fe47ce59 mantine-InputWrapper-description mantine-${look}-description`,
  error: `m_8f816625 mantine-InputWrapper-error mantine-${look}-error`,
});

export const labelStyle = { '--input-label-size': 'var(--mantine-font-size-sm)' };
export const descriptionStyle = {
  '--input-description-size':
    'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
};
export const errorStyle = {
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
};

/** The style variables of an input's wrapper (size sm), as Mantine sets them for each look. */
export function wrapperStyle(
  look: InputLook,
  state: { hasError: boolean; hasDescription: boolean; disabled: boolean },
): Record<string, string> {
  return {
    ...(state.hasDescription
      ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' }
      : {}),
    ...(state.hasError ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(look === 'NumberInput'
      ? { '--input-right-section-width': 'var(--ni-right-section-width-sm)' }
      : {}),
    ...(look === 'NativeSelect' || (look === 'NumberInput' && state.disabled)
      ? { '--input-right-section-pointer-events': 'none' }
      : {}),
  };
}

/** A subtle ActionIcon of a colour (size md), as Mantine styles it. */
export const actionIconClasses = (disabled: boolean) =>
  `mantine-focus-auto${disabled ? '' : ' mantine-active'} m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root`;
export const actionIconIconClass = 'm_8d3afb97 mantine-ActionIcon-icon';
export const subtleActionIconStyle = (color: string) => ({
  '--ai-bg': 'transparent',
  '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
  '--ai-color': `var(--mantine-color-${color}-light-color)`,
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
});

export const groupClass = 'm_4081bf90 mantine-Group-root';
export const textClass = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';
export const smallTextStyle = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
};

/** An id from React's `useId` that CSS selectors and labels take as it is. */
export const plainId = (reactId: string) => `field-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** The wrapper of a Checkbox.Group: label, description and error. */
export const groupWrapperClasses = {
  root: 'm_46b77525 mantine-InputWrapper-root mantine-CheckboxGroup-root',
  label: 'm_8fdc1311 mantine-InputWrapper-label mantine-CheckboxGroup-label',
  description: 'm_fe47ce59 mantine-InputWrapper-description mantine-CheckboxGroup-description',
  error: 'm_8f816625 mantine-InputWrapper-error mantine-CheckboxGroup-error',
};

/** A filled Checkbox (size sm), its label on the right. */
export const checkboxClasses = {
  root: 'm_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root',
  body: 'm_5f6e695e mantine-Checkbox-body',
  inner: 'm_26062bec mantine-Checkbox-inner',
  input: 'mantine-focus-auto m_26063560 mantine-Checkbox-input',
  icon: 'm_bf295423 mantine-Checkbox-icon',
  labelWrapper: 'm_d3ea56bb mantine-Checkbox-labelWrapper',
  label: 'm_8ee546b8 mantine-Checkbox-label',
};
export const checkboxStyle = (color: string) => ({
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': `var(--mantine-color-${color}-filled)`,
  '--checkbox-icon-color': 'var(--mantine-color-white)',
});

/**
 * A Mantine Table's row and cells, in a table with its default borders (row borders, no
 * column borders, not striped, no hover), as Table.Tr, Table.Th and Table.Td draw them.
 */
export const tableRowClass = 'm_4e7aa4fd mantine-Table-tr';
export const tableThClass = 'm_4e7aa4f3 mantine-Table-th';
export const tableTdClass = 'm_4e7aa4ef mantine-Table-td';
