import { saveRecord, type VenueStore } from '@larder/data';
import { prepTickKey } from '@larder/domain';

/**
 * Ticks one prep list line done, or not (operations-model §2: the tick persists per list and
 * date). One record per list, date and line, so two devices ticking different lines offline
 * both keep their ticks once synced.
 */
export async function savePrepTick(
  store: VenueStore,
  tick: { list: string; date: string; foodkey: string; done: boolean },
): Promise<void> {
  await store.apply(
    saveRecord('prep-tick', { skey: prepTickKey(tick.list, tick.date, tick.foodkey), ...tick }),
  );
}
