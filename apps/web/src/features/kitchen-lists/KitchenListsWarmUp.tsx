import type { VenueStore } from '@larder/data';
import { useKitchenListsWarmUp } from '../../components/operations/use-kitchen-lists';
import { useVenueStore } from '../../state/venue-data';

/**
 * Draws nothing: keeps the chosen prep and order lists worked out in idle time while a venue
 * is open, so the side panels open at once.
 */
export function KitchenListsWarmUp() {
  const store = useVenueStore();
  return store ? <WarmUp store={store} /> : null;
}

function WarmUp({ store }: { store: VenueStore }) {
  useKitchenListsWarmUp(store);
  return null;
}
