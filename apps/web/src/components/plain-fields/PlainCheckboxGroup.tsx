import {
  createContext,
  useContext,
  useId,
  type CSSProperties,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import { useMantineTheme } from '@mantine/core';
import { fieldIds, shownError } from './field-ids';
import { checkboxClasses, checkboxStyle, groupWrapperClasses, plainId } from './mantine-look';

/** The chosen values of the group around a plain checkbox, and how one is ticked or not. */
interface CheckboxGroupState {
  readonly value: readonly string[];
  toggle(value: string, checked: boolean): void;
}
const GroupContext = createContext<CheckboxGroupState | null>(null);

/** What a plain checkbox group takes: the field's props, and its checkboxes. */
export interface PlainCheckboxGroupProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The ticked checkboxes' values. */
  value?: readonly string[];
  onChange?(value: string[]): void;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A labelled group of checkboxes with Mantine's Checkbox.Group look (its label, description,
 * error and `group` role), in plain elements: its value is the list of the ticked checkboxes'
 * values, in the order they were ticked.
 */
export function PlainCheckboxGroup({
  label,
  description,
  error,
  value = [],
  onChange,
  onFocus,
  onBlur,
  children,
}: PlainCheckboxGroupProps) {
  const id = plainId(useId());
  const classes = groupWrapperClasses;
  const hasError = shownError(error);
  const ids = fieldIds(id, hasError, !!description);
  const state: CheckboxGroupState = {
    value,
    toggle: (choice, checked) =>
      onChange?.(checked ? [...value, choice] : value.filter((v) => v !== choice)),
  };
  return (
    <div
      className={classes.root}
      data-error={hasError || undefined}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={classes.label} id={`${id}-label`}>
        {label}
      </div>
      {description ? (
        <p className={classes.description} id={ids.description}>
          {description}
        </p>
      ) : null}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={ids.describedBy || undefined}
      >
        <GroupContext.Provider value={state}>{children}</GroupContext.Provider>
      </div>
      <input type="hidden" value={value.join(',')} />
      {hasError ? (
        <p className={classes.error} id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox of the PlainCheckboxGroup around it, with Mantine's Checkbox look. */
export function PlainCheckbox({ value, label }: { value: string; label: ReactNode }) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('PlainCheckbox is drawn inside a PlainCheckboxGroup');
  const id = plainId(useId());
  const primary = useMantineTheme().primaryColor;
  const checked = group.value.includes(value);
  return (
    <div
      style={checkboxStyle(primary) as CSSProperties}
      className={checkboxClasses.root}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={checkboxClasses.body}>
        <div className={checkboxClasses.inner} data-label-position="right">
          <input
            className={checkboxClasses.input}
            data-with-error-styles="true"
            id={id}
            type="checkbox"
            value={value}
            checked={checked}
            onChange={(event) => group.toggle(value, event.currentTarget.checked)}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={checkboxClasses.icon}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={checkboxClasses.labelWrapper}>
          <label className={checkboxClasses.label} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
