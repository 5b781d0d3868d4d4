import { recalculateAll, type VenueStore } from '@larder/data';
import { normaliseLabelFormat } from '@larder/domain';
import type { SyncedUser, UserSetting } from '../../api/api-types';
import { updateSetting } from '../../api/larder-api';
import { i18n } from '../../i18n/i18n';
import { unitOverridesOf } from '../../state/unit-overrides';
import { rememberUser } from '../../state/offline-cache';
import { setSessionUser } from '../../state/session';
import { setWorkerUnits } from '../../state/venue-data';
import { rememberLabelFormat } from '../../components/labels/label-format-choice';
import { savingText, setsUnitSize } from './settings-form';

export interface SaveSettingsResult {
  user: SyncedUser | null;
  /** Items whose costs changed with new unit sizes; null when no unit size changed. */
  recalculated: number | null;
}

/**
 * Sends each changed setting to the server (one call each) and mirrors the answered user in
 * the session and on the device. After a unit size changed, the open venue's items are
 * recomputed with the new sizes and the sync worker is told. `progress` hears each step.
 */
export async function saveSettings(
  changes: readonly UserSetting[],
  store: VenueStore | null,
  progress: (text: string) => void,
): Promise<SaveSettingsResult> {
  let user: SyncedUser | null = null;
  for (const change of changes) {
    progress(savingText(change));
    user = await updateSetting(change);
    setSessionUser(user);
    rememberUser(user);
    if ('nutritionLabelFormat' in change) {
      const format = normaliseLabelFormat(user.nutritionLabelFormat ?? change.nutritionLabelFormat);
      if (format) rememberLabelFormat(format);
    }
  }
  if (!user || !changes.some(setsUnitSize)) return { user, recalculated: null };
  const units = unitOverridesOf(user);
  await setWorkerUnits(units).catch(() => undefined);
  if (!store) return { user, recalculated: null };
  progress(i18n.t('settings:progress.recalculating'));
  const changed = (await store.apply(recalculateAll(units))).items;
  return { user, recalculated: changed.length };
}
