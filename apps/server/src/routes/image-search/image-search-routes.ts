import type { FastifyPluginAsync } from 'fastify';
import { imageSearchQuerySchema } from '@larder/domain';
import { ApiError } from '../../errors.js';
import type { ImageSearchConfig } from '../../image-search-config.js';
import { searchImages, type ImageFetchSeams } from '../../image-search/image-search.js';
import { IMAGE_SEARCH_RATE_LIMIT } from '../../limits.js';
import { parseBody } from '../parse-body.js';

/**
 * GET /api/venues/:venueId/image-search?name= (product spec §7: an image search page is
 * fetched by ingredient name to obtain a thumbnail, https only). Venue access loads the
 * caller's venue (404 else); rate limited per user; the name is checked (400 naming `name`);
 * without IMAGE_SEARCH_URL it answers 409 ERR_IMAGE_SEARCH_OFF. The answer holds a few
 * pictures re-encoded as WebP data URLs, which the device keeps as suggestions.
 */
export const imageSearchRoutes =
  (config: ImageSearchConfig | null, seams: ImageFetchSeams = {}): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/venues/:venueId/image-search',
      { config: { venue: 'load', rateLimit: IMAGE_SEARCH_RATE_LIMIT } },
      async (request) => {
        const { name } = parseBody(imageSearchQuerySchema, request.query);
        if (!config) {
          throw new ApiError('ERR_IMAGE_SEARCH_OFF', 'Image search is not configured');
        }
        const candidates = await searchImages(name, config, seams, (imageUrl, why) =>
          request.log.info({ imageHost: hostOf(imageUrl), why }, 'found picture refused'),
        );
        return { candidates };
      },
    );
  };

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return 'not a URL';
  }
};
