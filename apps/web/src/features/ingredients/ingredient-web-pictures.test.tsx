import 'fake-indexeddb/auto';
import { ImageSuggestions, type Thumbnail } from '@larder/data';
import type { ImageCandidate } from '@larder/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { imageCacheFor } from '../../state/venue-images';
import { setUpTestVenue } from '../../test/test-venue';
import { ingredientFormRoutes } from './ingredient-form-routes';

const thumbnail = vi.hoisted(() => vi.fn());
vi.mock('../../components/images/suggestion-thumbnail', async (original) => ({
  ...(await original<typeof import('../../components/images/suggestion-thumbnail')>()),
  suggestionThumbnail: thumbnail,
}));

const small: Thumbnail = { dataUrl: 'data:image/webp;base64,U01BTEw=', width: 96, height: 72 };
const picture = (title: string): ImageCandidate => ({
  dataUrl: `data:image/webp;base64,${btoa(title)}`,
  width: 192,
  height: 144,
  title,
  creator: 'A. Cook',
  license: 'BY 4.0',
  source: `https://example.org/${encodeURIComponent(title)}`,
});

const venue = setUpTestVenue();
beforeEach(() => {
  thumbnail.mockReset();
  thumbnail.mockResolvedValue(small);
});

/** The editor renders slowly on a busy machine: wait up to 10 s. */
const findTestId = (id: string) => screen.findByTestId(id, {}, { timeout: 10_000 });
const findButton = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });
const suggestionsOf = async () => new ImageSuggestions((await imageCacheFor(venue.store)).db);

async function saltWithSuggestions(image?: string) {
  await venue.seed({ type: 'single', foodkey: 'SALT', name: 'Salt', ...(image ? { image } : {}) });
  await (await suggestionsOf()).put('SALT', [picture('Sea salt'), picture('Salt flakes')], 1);
}

describe(
  'web pictures suggested for an ingredient (product spec §4: then fetch web images)',
  {
    timeout: 60_000,
  },
  () => {
    it('shows the pictures found, with their title, creator and licence', async () => {
      await saltWithSuggestions();
      renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
      const region = await findTestId('web-picture-suggestions');
      expect(screen.getAllByTestId('web-picture')).toHaveLength(2);
      expect(screen.getByRole('img', { name: 'Web picture: Sea salt' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sea salt' }).getAttribute('href')).toBe(
        'https://example.org/Sea%20salt',
      );
      expect(region.textContent).toContain('by A. Cook, BY 4.0');
    });

    it('"Use this picture" makes it the image of the item, saved through the image path', async () => {
      await saltWithSuggestions();
      const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
      fireEvent.click(await findButton('Use this picture: Salt flakes'));
      const shown = await findTestId('image-picker-thumbnail');
      expect(shown.getAttribute('src')).toBe(small.dataUrl);
      // The 'small' thumbnail is made from the chosen picture.
      expect(thumbnail).toHaveBeenCalledWith(picture('Salt flakes'));
      expect(screen.queryByTestId('web-picture-suggestions')).toBeNull();
      // Not the item's image until the form is saved.
      expect((await venue.store.itemMap()).get('SALT')?.image ?? null).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/SALT'), {
        timeout: 10_000,
      });
      expect((await venue.store.itemMap()).get('SALT')?.image).toBe('Salt flakes.webp');
      expect(await (await imageCacheFor(venue.store)).get('SALT')).toEqual(small);
    });

    it('is undone by "Remove image" before saving: the suggestions come back', async () => {
      await saltWithSuggestions();
      renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
      fireEvent.click(await findButton('Use this picture: Sea salt'));
      await findTestId('image-picker-thumbnail');
      fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
      expect(await findTestId('web-picture-suggestions')).toBeTruthy();
    });

    it('Dismiss drops them on this device', async () => {
      await saltWithSuggestions();
      renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
      fireEvent.click(await findButton('Dismiss suggestions'));
      await waitFor(() => expect(screen.queryByTestId('web-picture-suggestions')).toBeNull());
      expect(await (await suggestionsOf()).get('SALT')).toMatchObject({
        dismissed: true,
        candidates: [],
      });
    });

    it('says so when the picture cannot be made into a thumbnail', async () => {
      await saltWithSuggestions();
      thumbnail.mockRejectedValue(Object.assign(new Error('bad'), { code: 'image-unreadable' }));
      renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
      fireEvent.click(await findButton('Use this picture: Sea salt'));
      expect((await findTestId('web-picture-error')).textContent).toBe(
        'Image: the picture could not be read',
      );
    });

    it('shows nothing when none were found (image search off on the server, or offline)', async () => {
      await venue.seed({ type: 'single', foodkey: 'PEPPER', name: 'Pepper' });
      renderRoutes(ingredientFormRoutes, '/ingredient-edit/PEPPER');
      await findTestId('image-picker');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByTestId('web-picture-suggestions')).toBeNull();
    });

    it('shows nothing for an ingredient that has an image', async () => {
      await saltWithSuggestions('salt.png');
      await (await imageCacheFor(venue.store)).put('SALT', small);
      renderRoutes(ingredientFormRoutes, '/ingredient-edit/SALT');
      await findTestId('image-picker-thumbnail');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByTestId('web-picture-suggestions')).toBeNull();
    });
  },
);

describe('the ingredient page of an ingredient with web pictures', { timeout: 60_000 }, () => {
  it('says how many were found and links to the form, where one is chosen', async () => {
    await saltWithSuggestions();
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredients/SALT');
    const note = await findTestId('web-pictures-note');
    expect(note.textContent).toBe(
      '2 pictures were found on the web for this ingredient. Choose its image',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Choose its image' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredient-edit/SALT'));
    expect(await findTestId('web-picture-suggestions')).toBeTruthy();
  });

  it('says nothing once the ingredient has an image', async () => {
    await saltWithSuggestions('salt.png');
    renderRoutes(ingredientFormRoutes, '/ingredients/SALT');
    await findTestId('ingredient-detail');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('web-pictures-note')).toBeNull();
  });
});
