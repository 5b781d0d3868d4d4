import type { VenueStore } from '@larder/data';
import { useKitchenListsWarmUp } from '../../components/operations/use-kitchen-lists';

/** Draws nothing: works out the chosen prep and order lists in idle time, after each change. */
export function ChosenListWarmUp({ store }: { store: VenueStore }) {
  useKitchenListsWarmUp(store);
  return null;
}
