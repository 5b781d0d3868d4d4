import type { Thumbnail } from '@larder/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { imageCacheFor } from '../../state/venue-images';
import { type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { pick } from '../../test/form-fields';
import { recipeFormRoutes } from './recipe-form-routes';
import { PIZZA, seedRecipes } from './recipe-test-data';

const small: Thumbnail = { dataUrl: 'data:image/webp;base64,UklGRg==', width: 96, height: 64 };
const other: Thumbnail = { dataUrl: 'data:image/webp;base64,T1RIRVI=', width: 64, height: 96 };
const resize = vi.hoisted(() => vi.fn());
vi.mock('../../components/images/resize-image', () => ({ resizeImage: resize }));

const venue = setUpTestVenue();
beforeEach(async () => {
  resize.mockReset();
  resize.mockResolvedValue(small);
  await seedRecipes(venue.store);
});

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });
/** The editor renders slowly on a busy machine: wait up to 10 s. */
const findTestId = (id: string) => screen.findByTestId(id, {}, { timeout: 10_000 });
const png = (name: string) => new File([new Uint8Array(32)], name, { type: 'image/png' });

describe(
  'the image of a recipe (the record has image, product spec §3)',
  { timeout: 60_000 },
  () => {
    it('is picked on add, kept under fcp_image_{foodkey} and shown on the recipe page', async () => {
      const { router } = renderRoutes(recipeFormRoutes, '/recipe-add/new');
      await findTestId('recipe-form');
      type(/^Name/, 'Flatbread');
      await pick('Line 1 item', 'Flour');
      type('Line 1 quantity', '200');
      choose(png('flatbread.png'));
      await findTestId('image-picker-thumbnail');
      expect(screen.getByTestId('image-name').textContent).toBe('flatbread.png');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/FLATBREAD'), {
        timeout: 10_000,
      });
      expect((await venue.store.itemMap()).get('FLATBREAD')?.image).toBe('flatbread.png');
      const cache = await imageCacheFor(venue.store);
      expect(await cache.get('FLATBREAD')).toEqual(small);
      const img = (await findTestId('ingredient-thumbnail')) as HTMLImageElement;
      expect(img.getAttribute('src')).toBe(small.dataUrl);
      expect(img.getAttribute('alt')).toBe('Picture of Flatbread');
    });

    it('is changed and removed on edit, in the record and on this device', async () => {
      await venue.seed({ ...PIZZA, image: 'pizza.png' });
      await (await imageCacheFor(venue.store)).put('PIZZA', small);
      resize.mockResolvedValue(other);
      const first = renderRoutes(recipeFormRoutes, '/recipe-edit/PIZZA');
      expect((await findTestId('image-picker-thumbnail')).getAttribute('src')).toBe(small.dataUrl);
      choose(png('margherita.png'));
      await waitFor(() =>
        expect(screen.getByTestId('image-picker-thumbnail').getAttribute('src')).toBe(
          other.dataUrl,
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(first.router.state.location.pathname).toBe('/recipes/PIZZA'), {
        timeout: 10_000,
      });
      expect((await venue.store.itemMap()).get('PIZZA')?.image).toBe('margherita.png');
      expect(await (await imageCacheFor(venue.store)).get('PIZZA')).toEqual(other);
      first.unmount();

      const second = renderRoutes(recipeFormRoutes, '/recipe-edit/PIZZA');
      await findTestId('image-picker-thumbnail');
      fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(second.router.state.location.pathname).toBe('/recipes/PIZZA'), {
        timeout: 10_000,
      });
      expect((await venue.store.itemMap()).get('PIZZA')?.image).toBeNull();
      expect(await (await imageCacheFor(venue.store)).get('PIZZA')).toBeNull();
      await findTestId('recipe-detail');
      expect(screen.queryByTestId('ingredient-thumbnail')).toBeNull();
    });

    it('puts the earlier thumbnail back when the recipe cannot be saved', async () => {
      await venue.seed({ ...PIZZA, image: 'pizza.png' });
      await (await imageCacheFor(venue.store)).put('PIZZA', small);
      resize.mockResolvedValue(other);
      vi.spyOn(venue.store, 'apply').mockRejectedValueOnce(new Error('The disk is gone.'));
      renderRoutes(recipeFormRoutes, '/recipe-edit/PIZZA');
      await findTestId('image-picker-thumbnail');
      choose(png('margherita.png'));
      await waitFor(() =>
        expect(screen.getByTestId('image-picker-thumbnail').getAttribute('src')).toBe(
          other.dataUrl,
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect((await findTestId('save-error')).textContent).toContain('The disk is gone.');
      expect(await (await imageCacheFor(venue.store)).get('PIZZA')).toEqual(small);
      expect((await venue.store.itemMap()).get('PIZZA')?.image).toBe('pizza.png');
    });
  },
);
