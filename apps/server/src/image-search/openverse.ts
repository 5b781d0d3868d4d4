import { z } from 'zod';

/**
 * The subset of the Openverse images API (https://api.openverse.org/v1/, `GET /v1/images/`)
 * the image search uses: `q` and `page_size` in the query; in the answer, `results`, each with
 * `thumbnail` (a small copy served by the provider) or `url` (the original), `title`,
 * `creator`, `license`, `license_version` and `foreign_landing_url`. Other fields are ignored.
 */

/** How many results are asked for: a few more than the candidates, as some may be refused. */
export const SEARCH_PAGE_SIZE = 8;

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').slice(0, 300));

const resultSchema = z.object({
  thumbnail: z.string().nullish(),
  url: z.string().nullish(),
  title: optionalText,
  creator: optionalText,
  license: optionalText,
  license_version: optionalText,
  foreign_landing_url: z.string().nullish(),
});

export const openverseAnswerSchema = z.object({
  results: z.array(z.unknown()).transform((results) =>
    results.flatMap((result) => {
      const parsed = resultSchema.safeParse(result);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});

/** One picture the provider found: where to fetch it and what its licence asks to show. */
export interface FoundPicture {
  imageUrl: string;
  title: string;
  creator: string;
  license: string;
  source: string;
}

/** The search address for a name: the configured URL with `q` and `page_size` set. */
export function searchUrl(configured: string, name: string): string {
  const url = new URL(configured);
  url.searchParams.set('q', name);
  url.searchParams.set('page_size', String(SEARCH_PAGE_SIZE));
  return url.href;
}

/** The pictures of a provider's answer, in its order; null when the answer is not one. */
export function foundPictures(answer: unknown): FoundPicture[] | null {
  const parsed = openverseAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  return parsed.data.results.flatMap((result) => {
    const imageUrl = result.thumbnail || result.url;
    if (!imageUrl) return [];
    const landing = result.foreign_landing_url ?? '';
    return [
      {
        imageUrl,
        title: result.title,
        creator: result.creator,
        license: [result.license.toUpperCase(), result.license_version].filter(Boolean).join(' '),
        source: /^https:\/\//i.test(landing) && landing.length <= 2000 ? landing : '',
      },
    ];
  });
}
