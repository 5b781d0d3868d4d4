import { RESTRICTED_CODE_PATTERN } from '@larder/domain';

export const CODE_RULE_TEXT = 'The code must be 4 to 12 letters or digits.';
export const CODES_DIFFER_TEXT = 'The two codes are not the same.';
export const RESET_CODE_RULE_TEXT = 'Enter the 6-digit code from the e-mail.';

/** Checks a new restricted code and its confirmation; each error names its field. */
export function validateNewCode(values: { code: string; confirm: string }) {
  const errors: { code?: string; confirm?: string } = {};
  if (!RESTRICTED_CODE_PATTERN.test(values.code)) errors.code = CODE_RULE_TEXT;
  else if (values.confirm !== values.code) errors.confirm = CODES_DIFFER_TEXT;
  return errors;
}

/** Checks a typed restricted code (to turn restricted mode off). */
export function validateCode(code: string): string | null {
  return RESTRICTED_CODE_PATTERN.test(code) ? null : CODE_RULE_TEXT;
}

/** Checks the 6-digit reset code from the e-mail. */
export function validateResetCode(code: string): string | null {
  return /^\d{6}$/.test(code.trim()) ? null : RESET_CODE_RULE_TEXT;
}
