import { lazy, Suspense } from 'react';
import { useKitchenList } from '../../state/kitchen-list';
import { useVenueStore } from '../../state/venue-data';

const ChosenListWarmUp = lazy(() =>
  import('./ChosenListWarmUp').then((m) => ({ default: m.ChosenListWarmUp })),
);

/**
 * Draws nothing: keeps the chosen prep and order lists worked out in idle time while a venue
 * is open, so the side panels open at once. The work (and its code) starts once a list is
 * chosen: until then there is nothing to work out.
 */
export function KitchenListsWarmUp() {
  const store = useVenueStore();
  const chosen = useKitchenList().selection.list !== null;
  return store && chosen ? (
    <Suspense fallback={null}>
      <ChosenListWarmUp store={store} />
    </Suspense>
  ) : null;
}
