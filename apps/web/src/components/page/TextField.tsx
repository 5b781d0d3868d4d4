import type { ChangeEvent } from 'react';

/**
 * A labelled text field of a page's form, single-line or several lines, with its error under
 * it: the field is marked invalid and described by the error while there is one.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  multiline = false,
  rows = 5,
  type = 'text',
  autoComplete,
}: {
  /** The field's id, the same in the prerendered page and in the browser. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email';
  autoComplete?: string;
}) {
  const errorId = `${id}-error`;
  const field = {
    id,
    value,
    required,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  return (
    <div className="page-field">
      <label htmlFor={id} className="page-field-label">
        {label}
        {required && (
          <span className="page-field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...field} rows={rows} className="page-input" />
      ) : (
        <input {...field} type={type} autoComplete={autoComplete} className="page-input" />
      )}
      {error && (
        <div id={errorId} className="page-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
