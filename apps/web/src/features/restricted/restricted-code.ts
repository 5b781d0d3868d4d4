import { RESTRICTED_CODE_PATTERN } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** Checks a new restricted code and its confirmation; each error names its field. */
export function validateNewCode(values: { code: string; confirm: string }) {
  const errors: { code?: string; confirm?: string } = {};
  if (!RESTRICTED_CODE_PATTERN.test(values.code)) errors.code = i18n.t('restricted:rules.code');
  else if (values.confirm !== values.code) errors.confirm = i18n.t('restricted:rules.differ');
  return errors;
}

/** Checks a typed restricted code (to turn restricted mode off). */
export function validateCode(code: string): string | null {
  return RESTRICTED_CODE_PATTERN.test(code) ? null : i18n.t('restricted:rules.code');
}

/** Checks the 6-digit reset code from the e-mail. */
export function validateResetCode(code: string): string | null {
  return /^\d{6}$/.test(code.trim()) ? null : i18n.t('restricted:rules.resetCode');
}
