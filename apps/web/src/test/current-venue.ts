import { venueStore } from '../state/venue';

/**
 * Makes venue 'v1' named `name` the current venue, with no profile, categories or storage
 * areas of its own and no stock loaded. Reset with `venueStore.reset()` after the test.
 */
export function setCurrentTestVenue(name: string): void {
  venueStore.set({
    current: {
      id: 'v1',
      venue_name: name,
      profile: null,
      ingredientCategories: [],
      recipeCategories: [],
      storageAreas: [],
    },
    stock: null,
  });
}
