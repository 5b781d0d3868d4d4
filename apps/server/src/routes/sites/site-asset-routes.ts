import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { venueIdSchema, type SiteAsset } from '@larder/domain';
import { requirePro } from '../../billing/pro-status.js';
import type { Db } from '../../db/database.js';
import { siteAssets } from '../../db/schema.js';
import { ApiError, badRequest } from '../../errors.js';
import { MAX_SITE_ASSETS_PER_VENUE, SITE_ASSET_RATE_LIMIT } from '../../limits.js';
import type { AssetStorage } from '../../sites/assets/asset-storage.js';
import {
  MAX_SITE_IMAGE_BYTES,
  processSiteImage,
  type SiteImagePurpose,
} from '../../sites/assets/site-image.js';
import { siteAssetOf } from '../../sites/site-answer.js';
import { assetContainer } from '../../sites/site-urls.js';
import { loadOwnedVenue, venueNotFound } from '../../venues/venue-access.js';

/** The longest file name kept as a label. */
const MAX_FILE_NAME = 200;

/** The form's text fields; `token` and `userId` are read from the verified token instead. */
interface FormFields {
  container?: string;
  fileName?: string;
  purpose?: string;
}

/**
 * The file name is a label only: a name with a folder in it ('../x.png', 'a/b.jpg', 'C:\\x')
 * or a control character is refused, so no one mistakes it for a place to write.
 */
function checkedLabel(fileName: string | undefined): string {
  const name = (fileName ?? '').trim();
  if (name === '') return 'image';
  if (
    // eslint-disable-next-line no-control-regex
    /[/\\\u0000-\u001f\u007f]/.test(name) ||
    name === '..' ||
    name === '.' ||
    /^[A-Za-z]:/.test(name)
  ) {
    throw badRequest('file-name-path', 'fileName');
  }
  if (name.length > MAX_FILE_NAME) {
    throw badRequest('field-too-long', 'fileName', undefined, { maximum: MAX_FILE_NAME });
  }
  return name;
}

/** Reads the file part to memory, stopping the stream at MAX_SITE_IMAGE_BYTES (413, nothing kept). */
async function fileBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError('ERR_TOO_LARGE', 'The file is too large', {
        reason: 'field-too-large',
        path: 'file',
        params: { maximum: MAX_SITE_IMAGE_BYTES },
        message: 'Too large',
      });
    }
    throw error;
  }
}

/**
 * The caller's venue the form names in `container`, checked before the file is read: another
 * user's, a deleted or an unknown venue answers the one 404 of venue access, and the storage
 * container is then made by the server from the venue (never taken from the form).
 */
async function venueOfForm(db: Db, request: FastifyRequest, fields: FormFields): Promise<string> {
  if (!fields.container) throw badRequest('field-required', 'container');
  const parsed = venueIdSchema.safeParse(fields.container);
  if (!parsed.success) throw venueNotFound();
  const venue = await loadOwnedVenue(db, request.userId, parsed.data);
  if (!venue) throw venueNotFound();
  await requirePro(db, request.userId, venue.id, Date.now());
  const [stored] = await db
    .select({ n: count() })
    .from(siteAssets)
    .where(eq(siteAssets.venueId, venue.id));
  if ((stored?.n ?? 0) >= MAX_SITE_ASSETS_PER_VENUE) {
    throw new ApiError(
      'ERR_CONFLICT',
      `A venue may store at most ${MAX_SITE_ASSETS_PER_VENUE} images`,
    );
  }
  return venue.id;
}

/**
 * POST /api/SiteAssetUpdate (product spec §7): a multipart form with `file`, `fileName`,
 * `container` (the venue) and, from older clients, `token` and `userId`, which are ignored: the
 * caller is the bearer token's, checked before the body is read. The text fields come before
 * the file; the file is read up to MAX_SITE_IMAGE_BYTES while it streams, its type sniffed from
 * its bytes, re-encoded (`processSiteImage`) and stored under its content hash. Any refusal
 * answers 4xx naming the field, and stores nothing.
 */
export const siteAssetRoutes =
  (db: Db, storage: AssetStorage): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_SITE_IMAGE_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
    });

    app.post(
      '/SiteAssetUpdate',
      { config: { rateLimit: SITE_ASSET_RATE_LIMIT } },
      async (request): Promise<SiteAsset> => {
        if (!request.isMultipart()) throw badRequest('field-required', 'file');
        const fields: FormFields = {};
        let image: { venueId: string; bytes: Buffer } | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const { fieldname, value } = part as MultipartValue<unknown>;
            if (fieldname === 'container' || fieldname === 'fileName' || fieldname === 'purpose') {
              fields[fieldname] = typeof value === 'string' ? value : '';
            }
            continue;
          }
          if (part.fieldname !== 'file' || image) {
            throw badRequest('field-unknown', part.fieldname);
          }
          const venueId = await venueOfForm(db, request, fields);
          image = { venueId, bytes: await fileBytes(part) };
        }
        if (!image) throw badRequest('field-required', 'file');
        const label = checkedLabel(fields.fileName);
        const purpose: SiteImagePurpose = fields.purpose === 'logo' ? 'logo' : 'image';
        const processed = await processSiteImage(image.bytes, purpose);
        const container = assetContainer(image.venueId);
        await storage.put(`${container}/${processed.name}`, {
          bytes: processed.bytes,
          contentType: 'image/webp',
        });
        const row = {
          venueId: image.venueId,
          name: processed.name,
          contentType: 'image/webp',
          bytes: processed.bytes.length,
          width: processed.width,
          height: processed.height,
          label,
        };
        await db.insert(siteAssets).values(row).onConflictDoNothing();
        return siteAssetOf(image.venueId, row);
      },
    );
  };
