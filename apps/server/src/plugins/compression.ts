import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Responses smaller than this go out as they are: compressing them saves nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses what the server makes as it answers (API answers, sync pull pages, the
 * provider's pages) when the browser accepts it: brotli first, then gzip, only above
 * COMPRESS_THRESHOLD_BYTES. Brotli at quality 4 costs about as much as gzip's default and
 * still saves more; the web app's own files are compressed once at build time and sent as
 * they are (`web-app.ts`, `preCompressed`), never again here.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
