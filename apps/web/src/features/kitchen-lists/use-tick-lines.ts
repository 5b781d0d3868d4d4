import type { VenueStore } from '@larder/data';
import type { PrepLine } from '@larder/domain';
import { useCallback } from 'react';
import { saveErrorText } from '../../components/catalogue/save-item';
import { savePrepTick } from '../../components/operations/prep-ticks';
import { usePrepTicks } from '../../components/operations/use-prep-lists';
import type { KitchenLists } from '../../components/operations/use-kitchen-lists';
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
          flash({ type: 'error', text: `${line.name} was not ticked: ${saveErrorText(error)}` }),
      );
    },
    [store, list, lists.date],
  );
  return { ticks: list ? ticks : undefined, onTick };
}
