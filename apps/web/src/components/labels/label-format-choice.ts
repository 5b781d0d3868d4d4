import {
  LABEL_FORMAT_IDS,
  normaliseLabelFormat,
  type LabelFormat,
  type SyncedUser,
} from '@larder/domain';
import { updateSetting } from '../../api/larder-api';
import { i18n } from '../../i18n/i18n';
import { readLocal, writeLocal } from '../../state/local-keys';
import { rememberUser } from '../../state/offline-cache';
import { setSessionUser } from '../../state/session';

/** Local browser key of the label format (product spec §3 "Local browser keys"). */
export const LABEL_FORMAT_KEY = 'nutritionLabelFormat';

/** The format shown when neither the user nor the device has chosen one. */
export const FALLBACK_LABEL_FORMAT: LabelFormat = 'us-std';

/**
 * The format a label opens in: the synced user's nutritionLabelFormat, else the device's
 * stored one, legacy values (uk, us, au, ca) mapped, else the fallback.
 */
export function defaultLabelFormat(
  user: Pick<SyncedUser, 'nutritionLabelFormat'> | null,
  stored: string | null,
): LabelFormat {
  return (
    normaliseLabelFormat(user?.nutritionLabelFormat) ??
    normaliseLabelFormat(stored) ??
    FALLBACK_LABEL_FORMAT
  );
}

/** The format labels open in for this user on this device (see `defaultLabelFormat`). */
export function currentLabelFormat(
  user: Pick<SyncedUser, 'nutritionLabelFormat'> | null,
): LabelFormat {
  return defaultLabelFormat(user, readLocal(LABEL_FORMAT_KEY));
}

/** Keeps the chosen format on this device. */
export function rememberLabelFormat(format: LabelFormat): void {
  writeLocal(LABEL_FORMAT_KEY, format);
}

const REGIONS = ['us', 'eu', 'au', 'ca'] as const;

/** A format's name in the interface language ('US standard vertical'). */
export const labelFormatName = (format: LabelFormat): string =>
  i18n.t(`components:labels.formats.${format}`);

/**
 * The 12 formats grouped by region, for the picker; the regions and formats are named in the
 * interface language when the picker reads them.
 */
export const LABEL_FORMAT_OPTIONS = REGIONS.map((region) => ({
  get group(): string {
    return i18n.t(`components:labels.regions.${region}`);
  },
  get items(): { value: LabelFormat; label: string }[] {
    return LABEL_FORMAT_IDS.filter((f) => f.startsWith(`${region}-`)).map((value) => ({
      value,
      label: labelFormatName(value),
    }));
  },
}));

/**
 * Remembers a format picked on a label as nutritionLabelFormat: on this device at once, and
 * as the user's synced setting when signed in (kept on the device alone while offline).
 */
export async function saveLabelFormat(
  format: LabelFormat,
  user: Pick<SyncedUser, 'nutritionLabelFormat'> | null,
  send: typeof updateSetting = updateSetting,
): Promise<void> {
  rememberLabelFormat(format);
  if (!user || normaliseLabelFormat(user.nutritionLabelFormat) === format) return;
  try {
    const updated = await send({ nutritionLabelFormat: format });
    setSessionUser(updated);
    rememberUser(updated);
  } catch {
    // Offline or refused: the device keeps the choice; the synced setting stays as it was.
  }
}
