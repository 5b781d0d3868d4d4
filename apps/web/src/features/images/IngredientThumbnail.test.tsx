import { MantineProvider } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore } from '../../components/catalogue/test-store';
import { theme } from '../../theme';
import { IngredientThumbnail } from './IngredientThumbnail';
import { imageCacheFor } from './venue-images';

const thumb = { dataUrl: 'data:image/webp;base64,UklGRg==', width: 96, height: 54 };
let store: VenueStore;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ store, close } = await openTestStore());
});
afterEach(async () => {
  await close();
});

describe('IngredientThumbnail', () => {
  it('shows the cached thumbnail of an item that names a picture, and only of such an item', async () => {
    const cache = await imageCacheFor(store);
    await cache.put('SALT', thumb);
    await cache.put('PEPPER', thumb);
    render(
      <MantineProvider theme={theme} env="test">
        <IngredientThumbnail
          store={store}
          item={{ foodkey: 'SALT', name: 'Salt', image: 's.png' }}
        />
        <IngredientThumbnail
          store={store}
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
