import { saveItems } from '@larder/data';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { readVenueFile } from '@larder/domain/venue-file';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../components/catalogue/test-store';
import { venueStore } from '../../../state/venue';
import { imageCacheFor } from '../../../state/venue-images';
import { setUpTestVenue } from '../../../test/test-venue';
import { EXPORT_STEPS, exportStepText } from './venue-exports';
import { VenueExportSection } from './VenueExportSection';

const venue = setUpTestVenue();
const sample = sampleVenueRecords({ today: '2026-03-10' });
let saved: { blob: Blob; name: string }[];

beforeEach(async () => {
  saved = [];
  let blob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      blob = b;
      return 'blob:test';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ blob, name: this.download });
  });
  venueStore.set({
    current: {
      id: 'v1',
      venue_name: 'Bistro Larder',
      profile: null,
      ingredientCategories: [],
      recipeCategories: [],
      storageAreas: [],
    },
    stock: null,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  venueStore.reset();
});

const profile = { skey: 'PROFILE', venue_name: 'Bistro Larder', address: '1 Quay Street' };
const section = (venueId = 'v1') =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <VenueExportSection venueId={venueId} venueName="Bistro Larder" profile={profile} />
        ),
      },
    ],
    '/',
  );

describe('Export venue and Export workbook on the venue page', { timeout: 60_000 }, () => {
  it('saves the open venue as a venue file with every record and picture, showing progress', async () => {
    await venue.store.apply(saveItems(sample.items, sample.records));
    const pictures = await imageCacheFor(venue.store);
    await pictures.put('LEMONS', {
      dataUrl: 'data:image/webp;base64,UklGRgABAgM=',
      width: 4,
      height: 4,
    });
    section();
    fireEvent.click(screen.getByRole('button', { name: 'Export venue' }));
    const progress = await screen.findByTestId('venue-export-progress');
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
    await waitFor(() =>
      expect(EXPORT_STEPS.map(exportStepText)).toContain(
        within(progress).getByText(/…$/).textContent,
      ),
    );
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.name).toMatch(/^bistro-larder-\d{4}-\d{2}-\d{2}\.larder\.zip$/);
    const read = readVenueFile(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    if (!read.ok) throw new Error('the exported file was refused');
    expect(read.value.venueName).toBe('Bistro Larder');
    expect(read.value.profile).toEqual({ address: '1 Quay Street' });
    expect(read.value.counts).toMatchObject({
      item: 79,
      supplier: 4,
      menu: 2,
      event: 4,
      images: 1,
    });
    expect(read.value.images[0]).toMatchObject({ foodkey: 'LEMONS', width: 4, height: 4 });
    await waitFor(() => expect(screen.queryByTestId('venue-export-progress')).toBeNull());
  });

  it('saves a workbook with a sheet per kind of record', async () => {
    await venue.store.apply(saveItems(sample.items, sample.records));
    section();
    fireEvent.click(screen.getByRole('button', { name: 'Export workbook' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
    expect(saved[0]!.name).toMatch(/^bistro-larder-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const loaded = await import('exceljs');
    const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.blob.arrayBuffer());
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(expect.arrayContaining(['Ingredients', 'Recipes', 'Suppliers', 'Menus']));
    expect(workbook.getWorksheet('Ingredients')!.rowCount).toBe(
      1 + sample.items.filter((item) => item.type === 'single').length,
    );
  });

  it('says why it failed and that nothing was exported', async () => {
    vi.spyOn(venue.store.db, 'transaction').mockRejectedValue(new Error('The disk went away.'));
    section();
    fireEvent.click(screen.getByRole('button', { name: 'Export venue' }));
    const error = await screen.findByTestId('venue-export-error', {}, { timeout: 20_000 });
    expect(error.textContent).toContain('The disk went away. Nothing was exported.');
    expect(saved).toHaveLength(0);
  });

  it('asks to open a venue that is not the one open on this device', () => {
    section('another-venue');
    expect(screen.getByTestId('venue-export-closed').textContent).toBe(
      'Open Bistro Larder on this device to export it: its records are read from here.',
    );
    expect(screen.getByRole('button', { name: 'Export venue' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Export workbook' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
