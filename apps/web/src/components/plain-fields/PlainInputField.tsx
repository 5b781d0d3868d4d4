import { useId, type CSSProperties, type ReactNode } from 'react';
import {
  errorStyle,
  inputClasses,
  labelStyle,
  mantineRem,
  plainId,
  wrapperStyle,
  type InputLook,
} from './mantine-look';

/** What every plain field takes: its label, its error (shown under it) and its width in px. */
export interface PlainFieldProps {
  label: string;
  error?: ReactNode;
  /** The field's width in px (Mantine's `w`). */
  w: number;
}

/** The attributes a plain field's control gets: its id, class, error state and description. */
export interface PlainControlAttributes {
  id: string;
  className: string;
  'data-variant': 'default';
  'data-error'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled field drawn as Mantine draws an input of size sm (its wrapper, label, input and
 * error), in plain elements: no theme lookups or style resolution per field, so a form of many
 * rows draws quickly. The control itself (input or select) is `control`'s, given the
 * attributes that tie it to the label and the error.
 */
export function PlainInputField({
  look,
  label,
  error,
  w,
  rightSection,
  control,
}: PlainFieldProps & {
  look: InputLook;
  rightSection?: ReactNode;
  control(attributes: PlainControlAttributes): ReactNode;
}) {
  const id = plainId(useId());
  const classes = inputClasses(look);
  const hasError = !!error && typeof error !== 'boolean';
  const errorId = `${id}-error`;
  const attributes: PlainControlAttributes = {
    className: classes.input,
    'data-variant': 'default',
    ...(hasError ? { 'data-error': true, 'aria-invalid': true, 'aria-describedby': errorId } : {}),
    id,
  };
  return (
    <div
      style={{ width: mantineRem(w) }}
      className={classes.root}
      data-size="sm"
      data-error={hasError || undefined}
    >
      <label
        style={labelStyle as CSSProperties}
        className={classes.label}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={wrapperStyle(look, hasError) as CSSProperties}
        className={classes.wrapper}
        data-variant="default"
        data-size="sm"
        data-error={hasError || undefined}
        data-pointer={rightSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {control(attributes)}
        {rightSection ? (
          <div data-position="right" className={classes.section}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {hasError ? (
        <p
          style={errorStyle as CSSProperties}
          className={classes.error}
          data-size="sm"
          id={errorId}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
