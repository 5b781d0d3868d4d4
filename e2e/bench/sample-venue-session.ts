import { sampleVenueRecords } from '@larder/domain/sample-venue';
import type { Page } from 'playwright-core';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';
import { pushItems } from './seed-venue.js';

/** The signed-in screens the page benches open, with the sample venue's first recipe. */
export interface SampleVenueSession {
  /** '/recipes/{foodkey}' of a recipe of the venue. */
  recipePath: string;
}

/**
 * A cook signs up in the page's browser, creates a venue and gets the sample venue's
 * ingredients, packaging and recipes (pushed through the sync API as another device would);
 * resolves once the app's own sync has brought every recipe onto this device.
 */
export async function signInWithSampleVenue(
  page: Page,
  baseURL: string,
): Promise<SampleVenueSession> {
  await signUpWithVenue(page, {
    account: { name: 'Bench Cook', email: uniqueEmail('weights'), password: 'bench cook password' },
    venue: { name: 'Bench Bistro' },
  });
  const { token, venueId } = await sessionOf(page);
  const today = new Date().toISOString().slice(0, 10);
  const { items } = sampleVenueRecords({ today });
  await pushItems(baseURL, token, venueId, items);
  const recipes = items.filter((item) => item.type === 'recipe');
  await page.goto('/recipes');
  await page
    .getByText(`${recipes.length} of ${recipes.length} recipes`, { exact: true })
    .waitFor({ timeout: 120_000 });
  return { recipePath: `/recipes/${encodeURIComponent(recipes[0]!.foodkey)}` };
}
