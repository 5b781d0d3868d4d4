import type { EstimateStatus } from '@larder/domain';

/** What each state of an estimate is called on screen (operations-model §6). */
export const STATUS_LABELS: Readonly<Record<EstimateStatus, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The colour of each state's badge. */
export const STATUS_COLORS: Readonly<Record<EstimateStatus, string>> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'teal',
  declined: 'red',
};
