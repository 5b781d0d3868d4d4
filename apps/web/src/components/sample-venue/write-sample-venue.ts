import { saveItems, type VenueStore } from '@larder/data';
import type { CategoryListKey } from '@larder/domain';
import { syncNow } from '../../state/venue-data';
import { localDay } from '../catalogue/local-day';
import { copySamplePictures, type LoadFile } from './sample-pictures';
import type { OnSampleStep } from './sample-steps';

/** What writing the sample venue stored. */
export interface SampleWritten {
  readonly items: number;
  readonly records: number;
  readonly pictures: number;
  /** Picture files that could not be copied (their ingredients are stored all the same). */
  readonly missedPictures: readonly string[];
}

export interface WriteSampleOptions {
  /** The venue's own category and storage area records, which keep their entries first. */
  readonly lists?: Partial<Record<CategoryListKey, Record<string, unknown> | null>>;
  readonly onStep?: OnSampleStep;
  /** Reads the sample pictures (fetch by default). */
  readonly load?: LoadFile;
}

/**
 * Fills the open venue with the sample venue (`@larder/domain/sample-venue`, loaded only now):
 * every item and record in one `apply` (one transaction: all of it or nothing), dated around
 * the device's day; then the sample pictures as the ingredients' thumbnails, and a sync cycle
 * to push it all. Throws, with nothing stored, when the records cannot be written; a picture
 * that cannot be copied is only left out.
 */
export async function writeSampleVenue(
  store: VenueStore,
  { lists, onStep, load }: WriteSampleOptions = {},
): Promise<SampleWritten> {
  onStep?.('records');
  const { sampleVenueRecords } = await import('@larder/domain/sample-venue');
  const sample = sampleVenueRecords({
    today: localDay(store.env.now()),
    newId: () => crypto.randomUUID(),
    units: store.env.units?.(),
    ...(lists ? { lists } : {}),
  });
  await store.apply(saveItems(sample.items, sample.records));
  onStep?.('pictures');
  const pictures = await copySamplePictures(store, sample.images, load).catch(() => ({
    copied: 0,
    missed: sample.images.map((image) => image.file),
  }));
  void syncNow().catch(() => undefined);
  return {
    items: sample.items.length,
    records: sample.records.length,
    pictures: pictures.copied,
    missedPictures: pictures.missed,
  };
}
