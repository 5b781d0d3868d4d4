import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpTestVenue } from '../../test/test-venue';
import { theme } from '../theme';
import { IngredientThumbnail } from './IngredientThumbnail';
import { imageCacheFor } from '../../state/venue-images';

const thumb = { dataUrl: 'data:image/webp;base64,UklGRg==', width: 96, height: 54 };
const venue = setUpTestVenue();

describe('IngredientThumbnail', () => {
  it('shows the cached thumbnail of an item that names a picture, and only of such an item', async () => {
    const cache = await imageCacheFor(venue.store);
    await cache.put('SALT', thumb);
    await cache.put('PEPPER', thumb);
    render(
      <MantineProvider theme={theme} env="test">
        <IngredientThumbnail
          store={venue.store}
          item={{ foodkey: 'SALT', name: 'Salt', image: 's.png' }}
        />
        <IngredientThumbnail
          store={venue.store}
          item={{ foodkey: 'PEPPER', name: 'Pepper', image: null }}
        />
      </MantineProvider>,
    );
    const img = await screen.findByRole('img', { name: 'Picture of Salt' }, { timeout: 10_000 });
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('54');
    // Pepper names no picture: a thumbnail left under its key by an earlier item is not shown.
    expect(screen.queryByRole('img', { name: 'Picture of Pepper' })).toBeNull();
    expect(screen.getAllByTestId('ingredient-thumbnail')).toHaveLength(1);
  });
});
