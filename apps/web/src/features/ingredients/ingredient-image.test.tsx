import type { Thumbnail } from '@larder/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { flashStore } from '../../state/flash';
import { ingredientFormRoutes } from './ingredient-form-routes';
import { type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { imageCacheFor } from '../../state/venue-images';

const small: Thumbnail = { dataUrl: 'data:image/webp;base64,UklGRg==', width: 96, height: 64 };
const other: Thumbnail = { dataUrl: 'data:image/webp;base64,T1RIRVI=', width: 64, height: 96 };
const resize = vi.hoisted(() => vi.fn());
vi.mock('../../components/images/resize-image', () => ({ resizeImage: resize }));

const venue = setUpTestVenue();
beforeEach(() => {
  resize.mockReset();
  resize.mockResolvedValue(small);
});

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });
/** The editor renders slowly on a busy machine: wait up to 10 s. */
const findTestId = (id: string) => screen.findByTestId(id, {}, { timeout: 10_000 });
const png = (name: string) => new File([new Uint8Array(32)], name, { type: 'image/png' });

/** Salt, with a picture whose thumbnail (`small`) this device keeps. */
async function saveSaltWithThumbnail() {
  await venue.seed({ type: 'single', foodkey: 'SALT', name: 'Salt', image: 'salt.png' });
  await (await imageCacheFor(venue.store)).put('SALT', small);
}

/** Opens salt's edit page, picks sea-salt.png, waits for its thumbnail (`other`) and saves. */
async function replaceSaltPictureAndSave() {
  renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
  await findTestId('image-picker-thumbnail');
  choose(png('sea-salt.png'));
  await waitFor(() =>
    expect(screen.getByTestId('image-picker-thumbnail').getAttribute('src')).toBe(other.dataUrl),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the image of an ingredient', { timeout: 60_000 }, () => {
  it('is picked on add, kept under fcp_image_{foodkey} and shown on the detail page', async () => {
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await findTestId('ingredient-form');
    type(/^Name/, 'Cherry tomatoes');
    choose(png('tomatoes.png'));
    await findTestId('image-picker-thumbnail');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ingredients/CHERRY%20TOMATOES'),
      { timeout: 10_000 },
    );
    expect((await venue.store.itemMap()).get('CHERRY TOMATOES')?.image).toBe('tomatoes.png');
    const cache = await imageCacheFor(venue.store);
    expect(await cache.keys()).toEqual(['fcp_image_CHERRY TOMATOES']);
    const img = (await findTestId('ingredient-thumbnail')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(small.dataUrl);
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('64');
    expect(img.getAttribute('alt')).toBe('Picture of Cherry tomatoes');
  });

  it('is removed on edit, from the record and from this device', async () => {
    await saveSaltWithThumbnail();
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
    expect((await findTestId('image-picker-thumbnail')).getAttribute('src')).toBe(small.dataUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/SALT'), {
      timeout: 10_000,
    });
    expect((await venue.store.itemMap()).get('SALT')?.image).toBeNull();
    expect(await (await imageCacheFor(venue.store)).get('SALT')).toBeNull();
    await findTestId('ingredient-detail');
    expect(screen.queryByTestId('ingredient-thumbnail')).toBeNull();
  });

  it('puts the earlier thumbnail back when the record cannot be saved', async () => {
    await saveSaltWithThumbnail();
    resize.mockResolvedValue(other);
    vi.spyOn(venue.store, 'apply').mockRejectedValueOnce(new Error('The disk is gone.'));
    await replaceSaltPictureAndSave();
    expect((await findTestId('save-error')).textContent).toContain('The disk is gone.');
    expect(await (await imageCacheFor(venue.store)).get('SALT')).toEqual(small);
    expect((await venue.store.itemMap()).get('SALT')?.image).toBe('salt.png');
  });

  it('puts the earlier thumbnail back when the record is then not stored', async () => {
    await saveSaltWithThumbnail();
    resize.mockResolvedValue(other);
    const stored = Promise.reject(new Error('The disk is gone.'));
    stored.catch(() => undefined);
    vi.spyOn(venue.store, 'apply').mockResolvedValueOnce({
      items: [{ type: 'single', foodkey: 'SALT', name: 'Salt', image: 'sea-salt.png' }],
      received: [],
      stored,
      recosted: Promise.resolve([]),
    });
    await replaceSaltPictureAndSave();
    await waitFor(async () =>
      expect(await (await imageCacheFor(venue.store)).get('SALT')).toEqual(small),
    );
    await waitFor(() =>
      expect(flashStore.get().map((f) => f.text)).toContain(
        'Salt was not saved: The disk is gone.',
      ),
    );
  });

  it('shows the file name when this device keeps no thumbnail of it', async () => {
    await venue.seed({ type: 'single', foodkey: 'PEPPER', name: 'Pepper', image: 'p.jpg' });
    renderRoutes(ingredientFormRoutes, '/ingredients/PEPPER');
    expect((await findTestId('ingredient-thumbnail-missing')).textContent).toBe(
      'p.jpg (no thumbnail on this device)',
    );
  });
});
