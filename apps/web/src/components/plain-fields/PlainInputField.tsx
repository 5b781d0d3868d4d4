import { useId, type CSSProperties, type ReactNode } from 'react';
import { fieldIds, shownError } from './field-ids';
import {
  descriptionStyle,
  errorStyle,
  inputClasses,
  labelStyle,
  mantineRem,
  plainId,
  wrapperStyle,
  type InputLook,
} from './mantine-look';

/** What every plain field takes: its label, description, error (shown under it) and width. */
export interface PlainFieldProps {
  label: string;
  /** A hint under the label. */
  description?: ReactNode;
  error?: ReactNode;
  /** The field's width in px (Mantine's `w`). */
  w?: number;
  /** The field's largest width in px (Mantine's `maw`). */
  maw?: number;
  disabled?: boolean;
}

/** The attributes a plain field's control gets: its id, class, error state and description. */
export interface PlainControlAttributes {
  id: string;
  className: string;
  'data-variant': 'default';
  'data-error'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'data-disabled'?: true;
  disabled?: boolean;
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
  description,
  error,
  w,
  maw,
  disabled = false,
  rightSection,
  control,
}: PlainFieldProps & {
  look: InputLook;
  rightSection?: ReactNode;
  control(attributes: PlainControlAttributes): ReactNode;
}) {
  const id = plainId(useId());
  const classes = inputClasses(look);
  const hasError = shownError(error);
  const ids = fieldIds(id, hasError, !!description);
  const attributes: PlainControlAttributes = {
    className: classes.input,
    'data-variant': 'default',
    ...(disabled ? { 'data-disabled': true, disabled: true } : {}),
    ...(hasError ? { 'data-error': true, 'aria-invalid': true } : {}),
    ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
    id,
  };
  const size = {
    ...(w === undefined ? {} : { width: mantineRem(w) }),
    ...(maw === undefined ? {} : { maxWidth: mantineRem(maw) }),
  };
  return (
    <div
      style={w === undefined && maw === undefined ? undefined : size}
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
      {description ? (
        <FieldText style={descriptionStyle} className={classes.description} id={ids.description}>
          {description}
        </FieldText>
      ) : null}
      <div
        style={
          wrapperStyle(look, { hasError, hasDescription: !!description, disabled }) as CSSProperties
        }
        className={classes.wrapper}
        data-variant="default"
        data-size="sm"
        data-error={hasError || undefined}
        data-disabled={disabled || undefined}
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
        <FieldText style={errorStyle} className={classes.error} id={ids.error}>
          {error}
        </FieldText>
      ) : null}
    </div>
  );
}

/** A field's description or error: a paragraph under its label or its input. */
function FieldText({
  style,
  className,
  id,
  children,
}: {
  style: Record<string, string>;
  className: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <p style={style as CSSProperties} className={className} data-size="sm" id={id}>
      {children}
    </p>
  );
}
