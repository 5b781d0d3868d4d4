import { ESTIMATE_STATUSES, type EstimateStatus } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** What a state of an estimate is called on screen (operations-model §6), in the interface language. */
export const statusLabel = (status: EstimateStatus): string => i18n.t(`estimates:status.${status}`);

/**
 * What each state of an estimate is called (operations-model §6): each text is read when it is
 * asked for, so it is in the language the interface is drawn in then.
 */
export const STATUS_LABELS: Readonly<Record<EstimateStatus, string>> = Object.defineProperties(
  {} as Record<EstimateStatus, string>,
  Object.fromEntries(
    ESTIMATE_STATUSES.map((status) => [
      status,
      { enumerable: true, get: () => statusLabel(status) },
    ]),
  ),
);

/** The colour of each state's badge. */
export const STATUS_COLORS: Readonly<Record<EstimateStatus, string>> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'teal',
  declined: 'red',
};
