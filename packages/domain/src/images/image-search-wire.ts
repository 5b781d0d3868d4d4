import { z } from 'zod';

/** The longest ingredient name a search is asked for with. */
export const MAX_IMAGE_SEARCH_NAME_LENGTH = 200;

/** The most pictures one search answers with. */
export const MAX_IMAGE_SEARCH_CANDIDATES = 4;

/**
 * The longest edge of a picture a search answers with: larger than the 'small' thumbnail, so
 * the device makes that thumbnail from it (product spec §7) when the user accepts it.
 */
export const IMAGE_SEARCH_PREVIEW_EDGE = 192;

/** The longest data URL of a candidate (a 192 px WebP is a few kilobytes). */
export const MAX_IMAGE_SEARCH_DATA_URL_LENGTH = 200_000;

/** The query of GET /api/venues/:venueId/image-search: the ingredient's name. */
export const imageSearchQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'required')
    .max(MAX_IMAGE_SEARCH_NAME_LENGTH, `at most ${MAX_IMAGE_SEARCH_NAME_LENGTH} characters`),
});
export type ImageSearchQuery = z.infer<typeof imageSearchQuerySchema>;

const shortText = z.string().max(300);

/**
 * A picture found for a name: re-encoded by the server as a WebP data URL, with what its
 * licence asks to be shown (title, creator, licence, the page it came from).
 */
export const imageCandidateSchema = z.object({
  dataUrl: z
    .string()
    .max(MAX_IMAGE_SEARCH_DATA_URL_LENGTH)
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 webp data URL'),
  width: z.number().int().min(1).max(IMAGE_SEARCH_PREVIEW_EDGE),
  height: z.number().int().min(1).max(IMAGE_SEARCH_PREVIEW_EDGE),
  title: shortText,
  creator: shortText,
  license: shortText,
  /** The page of the picture at its source (https), or '' when the provider names none. */
  source: z
    .string()
    .max(2000)
    .regex(/^(https:\/\/.*)?$/, 'must be an https URL'),
});
export type ImageCandidate = z.infer<typeof imageCandidateSchema>;

/** The answer of an image search. */
export const imageSearchAnswerSchema = z.object({
  candidates: z.array(imageCandidateSchema).max(MAX_IMAGE_SEARCH_CANDIDATES),
});
export type ImageSearchAnswer = z.infer<typeof imageSearchAnswerSchema>;
