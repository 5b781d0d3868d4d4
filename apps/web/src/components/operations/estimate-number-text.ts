import { i18n } from '../../i18n/i18n';

/**
 * What an estimate is called (operations-model §6 "numbered per venue"), in the interface
 * language: 'Estimate 7' once the server has numbered it, 'Draft (not yet synced)' before (a
 * device never numbers one).
 */
export const estimateNumberText = (number: number | null | undefined): string =>
  typeof number === 'number'
    ? i18n.t('components:operations.estimateNumber', { number })
    : i18n.t('components:operations.estimateDraft');
