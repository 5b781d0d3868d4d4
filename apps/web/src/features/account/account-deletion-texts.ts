import type { AccountDeletionAnswer } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** What the first dialog says goes with the account. */
export const deletedWithAccount = (): string[] => [
  i18n.t('account:deleted.venues'),
  i18n.t('account:deleted.pictures'),
  i18n.t('account:deleted.sites'),
  i18n.t('account:deleted.subscription'),
  i18n.t('account:deleted.settings'),
];

/** What the first dialog says stays. */
export const keptAfterDeletion = (): string[] => [
  i18n.t('account:kept.otherProvider'),
  i18n.t('account:kept.devices'),
];

/** The message the public home shows once the account is deleted and the device cleared. */
export function accountDeletedNotice(answer: AccountDeletionAnswer, email: string | undefined) {
  const parts = [i18n.t('account:notice.deleted')];
  if (answer.mailSent && email) parts.push(i18n.t('account:notice.mailSent', { email }));
  if (answer.subscriptionCancelled) parts.push(i18n.t('account:notice.cancelled'));
  if (answer.externalSignIn) parts.push(i18n.t('account:notice.external'));
  return parts.join(' ');
}
