import { REASON_MESSAGES, type DomainReason } from '@larder/domain';

/** A domain failure reason as the screens say it. */
export const reasonText = (reason: DomainReason): string => REASON_MESSAGES[reason];
