import { normaliseLabelFormat, type LabelFormat } from '@larder/domain';
import type { SyncedUser } from '../../api/api-types';
import { readLocal, writeLocal } from '../../state/local-keys';

/** Local browser key of the nutrition label format (product spec §3). */
export const LABEL_FORMAT_KEY = 'nutritionLabelFormat';

/**
 * The user's nutrition label format: the synced setting, else the one kept on this device;
 * legacy values (uk, us, au, ca) mapped to the current formats. Null when none is chosen.
 */
export function currentLabelFormat(user: SyncedUser | null): LabelFormat | null {
  return (
    normaliseLabelFormat(user?.nutritionLabelFormat) ??
    normaliseLabelFormat(readLocal(LABEL_FORMAT_KEY))
  );
}

/** Keeps the chosen format on this device too. */
export function rememberLabelFormat(format: LabelFormat): void {
  writeLocal(LABEL_FORMAT_KEY, format);
}
