import { exportVenue, readVenueRecords, type VenueStore } from '@larder/data';
import { i18n } from '../../../i18n/i18n';
import { imageCacheFor } from '../../../state/venue-images';
import { venueWorkbookBlob } from './venue-workbook-blob';
import { venueWorkbookSheets } from './venue-workbook';

/** The steps of an export, in order. */
export const EXPORT_STEPS = ['records', 'pictures', 'zip', 'workbook'] as const;
export type ExportStepName = (typeof EXPORT_STEPS)[number];

/** What the progress says at a step. */
export const exportStepText = (step: ExportStepName): string =>
  i18n.t(`venues:export.steps.${step}`);

/** The fields of a venue profile the file carries (not its key, time or name: the file has its own). */
export function profileForFile(profile: object | null | undefined): Record<string, unknown> | null {
  if (!profile) return null;
  const {
    skey: _skey,
    timestamp: _timestamp,
    venue_name: _name,
    ...rest
  } = profile as Record<string, unknown>;
  return rest;
}

/** The venue file of the open venue: every record and picture, as a .zip. */
export async function venueZip(
  store: VenueStore,
  venue: { name: string; profile: object | null },
  onStep: (step: ExportStepName) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const { venueFileName } = await import('@larder/domain/venue-file');
  const exportedAt = new Date(store.env.now()).toISOString();
  const bytes = await exportVenue(store, await imageCacheFor(store).catch(() => null), {
    venueName: venue.name,
    profile: profileForFile(venue.profile),
    exportedAt,
    onStep,
  });
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    fileName: venueFileName(venue.name, exportedAt),
  };
}

/** The workbook of the open venue for people: a sheet per kind of record, as .xlsx. */
export async function venueWorkbook(
  store: VenueStore,
  venueName: string,
  onStep: (step: ExportStepName) => void,
): Promise<{ blob: Blob; fileName: string }> {
  onStep('records');
  const { venueFileName } = await import('@larder/domain/venue-file');
  const sheets = venueWorkbookSheets(await readVenueRecords(store));
  onStep('workbook');
  const blob = await venueWorkbookBlob(sheets);
  const day = new Date(store.env.now()).toISOString();
  return { blob, fileName: venueFileName(venueName, day).replace(/\.larder\.zip$/, '.xlsx') };
}
