import type { VenueStore } from '@larder/data';
import type { PrepLine } from '@larder/domain';
import { useCallback } from 'react';
import { saveErrorText } from '../../components/catalogue/save-item';
import { savePrepTick } from '../../components/operations/prep-ticks';
import { usePrepTicks } from '../../components/operations/use-prep-lists';
import type { KitchenLists } from '../../components/operations/use-kitchen-lists';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';

/**
 * The done ticks of the list shown, on its day, and how a line is ticked (operations-model
 * §2): saved as a 'prep-tick' record that syncs.
 */
export function useTickLines(store: VenueStore, lists: KitchenLists) {
  const list = lists.source ? (lists.selection.list ?? '') : '';
  const ticks = usePrepTicks(store, list, lists.date);
  const onTick = useCallback(
    (line: PrepLine, done: boolean) => {
      if (!list) return;
      savePrepTick(store, { list, date: lists.date, foodkey: line.foodkey, done }).catch(
        (error: unknown) =>
          flash({
            type: 'error',
            text: i18n.t('kitchen-lists:prep.notTicked', {
              name: line.name,
              reason: saveErrorText(error),
            }),
          }),
      );
    },
    [store, list, lists.date],
  );
  return { ticks: list ? ticks : undefined, onTick };
}
