import { DEFAULT_THUMBNAIL_SIZE, thumbnailSize, type ThumbnailSizeName } from '@larder/domain';
import type { Thumbnail } from './image-cache';

/** What drawing a thumbnail needs of its context (a worker's globals, or the tests'). */
export interface ThumbnailCanvas {
  createImageBitmap(source: Blob): Promise<ImageBitmap>;
  /** An OffscreenCanvas of that size. */
  canvas(width: number, height: number): OffscreenCanvas;
}

const workerCanvas = (): ThumbnailCanvas => ({
  createImageBitmap: (source) => createImageBitmap(source),
  canvas: (width, height) => new OffscreenCanvas(width, height),
});

/** A failure to make a thumbnail: the picture could not be read. */
export class ThumbnailError extends Error {
  readonly code = 'image-unreadable';
  constructor(options?: { cause?: unknown }) {
    super('image-unreadable', options);
    this.name = 'ThumbnailError';
  }
}

const QUALITY = 0.85;

function blobToDataUrl(blob: Blob): Promise<string> {
  return blob.arrayBuffer().then((buffer) => {
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return `data:${blob.type};base64,${btoa(binary)}`;
  });
}

/**
 * The bytes of a base64 data URL, decoded here rather than fetched (the content security
 * policy's connect-src need not allow data: URLs).
 */
function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a base64 data URL');
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

/**
 * The thumbnail of a picture, made off the page (product spec §7, local worker task "generate
 * thumbnails", default size 'small'): decoded, scaled with its aspect ratio kept (never
 * enlarged), encoded as WebP, or JPEG on white where WebP cannot be encoded.
 */
export async function generateThumbnail(
  picture: Blob | string,
  size: ThumbnailSizeName = DEFAULT_THUMBNAIL_SIZE,
  drawing: ThumbnailCanvas = workerCanvas(),
): Promise<Thumbnail> {
  let bitmap: ImageBitmap;
  try {
    const blob = typeof picture === 'string' ? dataUrlToBlob(picture) : picture;
    bitmap = await drawing.createImageBitmap(blob);
  } catch (error) {
    throw new ThumbnailError({ cause: error });
  }
  try {
    const target = thumbnailSize({ width: bitmap.width, height: bitmap.height }, size);
    if (!target) throw new ThumbnailError();
    const canvas = drawing.canvas(target.width, target.height);
    const context = canvas.getContext('2d');
    if (!context) throw new ThumbnailError();
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    let blob = await canvas.convertToBlob({ type: 'image/webp', quality: QUALITY });
    if (blob.type !== 'image/webp') {
      // No WebP encoder: JPEG has no transparency, so lay the picture on white.
      context.globalCompositeOperation = 'destination-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, target.width, target.height);
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
    }
    return { dataUrl: await blobToDataUrl(blob), width: target.width, height: target.height };
  } finally {
    bitmap.close();
  }
}
