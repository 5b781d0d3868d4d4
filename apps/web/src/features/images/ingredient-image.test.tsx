import type { Thumbnail, VenueStore } from '@larder/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestStore, renderRoutes } from '../../components/catalogue/test-store';
import { clearFlashes, flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { IngredientDetailPage } from '../ingredients/IngredientDetailPage';
import { IngredientAddPage, IngredientEditPage } from '../ingredients/IngredientFormPage';
import { imageCacheFor } from './venue-images';

const small: Thumbnail = { dataUrl: 'data:image/webp;base64,UklGRg==', width: 96, height: 64 };
const other: Thumbnail = { dataUrl: 'data:image/webp;base64,T1RIRVI=', width: 64, height: 96 };
const resize = vi.hoisted(() => vi.fn());
vi.mock('./resize-image', () => ({ resizeImage: resize }));

let store: VenueStore;
let close: () => Promise<void>;

beforeEach(async () => {
  restrictedStore.reset();
  clearFlashes();
  resize.mockReset();
  resize.mockResolvedValue(small);
  ({ store, close } = await openTestStore());
});
afterEach(async () => {
  clearFlashes();
  await close();
});

const routes = [
  { path: '/ingredient-add/:key', element: <IngredientAddPage /> },
  { path: '/ingredient-edit/:foodkey', element: <IngredientEditPage /> },
  { path: '/ingredients/:foodkey', element: <IngredientDetailPage /> },
];
const nameField = () =>
  screen
    .getAllByLabelText(/^Name/)
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement)!;
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });
/** The editor renders slowly on a busy machine: wait up to 10 s. */
const findTestId = (id: string) => screen.findByTestId(id, {}, { timeout: 10_000 });
const png = (name: string) => new File([new Uint8Array(32)], name, { type: 'image/png' });

describe('the image of an ingredient', { timeout: 60_000 }, () => {
  it('is picked on add, kept under fcp_image_{foodkey} and shown on the detail page', async () => {
    const { router } = renderRoutes(routes, '/ingredient-add/new');
    await findTestId('ingredient-form');
    fireEvent.change(nameField(), { target: { value: 'Cherry tomatoes' } });
    choose(png('tomatoes.png'));
    await findTestId('image-picker-thumbnail');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ingredients/CHERRY%20TOMATOES'),
      { timeout: 10_000 },
    );
    expect((await store.itemMap()).get('CHERRY TOMATOES')?.image).toBe('tomatoes.png');
    const cache = await imageCacheFor(store);
    expect(await cache.keys()).toEqual(['fcp_image_CHERRY TOMATOES']);
    const img = (await findTestId('ingredient-thumbnail')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(small.dataUrl);
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('64');
    expect(img.getAttribute('alt')).toBe('Picture of Cherry tomatoes');
  });

  it('is removed on edit, from the record and from this device', async () => {
    await store.saveItem({ type: 'single', foodkey: 'SALT', name: 'Salt', image: 'salt.png' });
    await (await imageCacheFor(store)).put('SALT', small);
    const { router } = renderRoutes(routes, '/ingredient-edit/SALT');
    expect((await findTestId('image-picker-thumbnail')).getAttribute('src')).toBe(small.dataUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/SALT'), {
      timeout: 10_000,
    });
    expect((await store.itemMap()).get('SALT')?.image).toBeNull();
    expect(await (await imageCacheFor(store)).get('SALT')).toBeNull();
    await findTestId('ingredient-detail');
    expect(screen.queryByTestId('ingredient-thumbnail')).toBeNull();
  });

  it('puts the earlier thumbnail back when the record cannot be saved', async () => {
    await store.saveItem({ type: 'single', foodkey: 'SALT', name: 'Salt', image: 'salt.png' });
    await (await imageCacheFor(store)).put('SALT', small);
    resize.mockResolvedValue(other);
    vi.spyOn(store, 'stageItem').mockRejectedValueOnce(new Error('The disk is gone.'));
    renderRoutes(routes, '/ingredient-edit/SALT');
    await findTestId('image-picker-thumbnail');
    choose(png('sea-salt.png'));
    await waitFor(() =>
      expect(screen.getByTestId('image-picker-thumbnail').getAttribute('src')).toBe(other.dataUrl),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await findTestId('save-error')).textContent).toContain('The disk is gone.');
    expect(await (await imageCacheFor(store)).get('SALT')).toEqual(small);
    expect((await store.itemMap()).get('SALT')?.image).toBe('salt.png');
  });

  it('puts the earlier thumbnail back when the record is then not stored', async () => {
    await store.saveItem({ type: 'single', foodkey: 'SALT', name: 'Salt', image: 'salt.png' });
    await (await imageCacheFor(store)).put('SALT', small);
    resize.mockResolvedValue(other);
    const stored = Promise.reject(new Error('The disk is gone.'));
    stored.catch(() => undefined);
    vi.spyOn(store, 'stageItem').mockResolvedValueOnce({
      items: [{ type: 'single', foodkey: 'SALT', name: 'Salt', image: 'sea-salt.png' }],
      stored,
    });
    renderRoutes(routes, '/ingredient-edit/SALT');
    await findTestId('image-picker-thumbnail');
    choose(png('sea-salt.png'));
    await waitFor(() =>
      expect(screen.getByTestId('image-picker-thumbnail').getAttribute('src')).toBe(other.dataUrl),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await (await imageCacheFor(store)).get('SALT')).toEqual(small),
    );
    await waitFor(() =>
      expect(flashStore.get().map((f) => f.text)).toContain(
        'Salt was not saved: The disk is gone.',
      ),
    );
  });

  it('shows the file name when this device keeps no thumbnail of it', async () => {
    await store.saveItem({ type: 'single', foodkey: 'PEPPER', name: 'Pepper', image: 'p.jpg' });
    renderRoutes(routes, '/ingredients/PEPPER');
    expect((await findTestId('ingredient-thumbnail-missing')).textContent).toBe(
      'p.jpg (no thumbnail on this device)',
    );
  });
});
