import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resizeImage } from './resize-image';

interface FakeContext {
  drawImage: ReturnType<typeof vi.fn>;
  fillRect: ReturnType<typeof vi.fn>;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: string;
  globalCompositeOperation: string;
  fillStyle: string;
}

let context: FakeContext;
let canvases: HTMLCanvasElement[];
let encoders: string[];
let bitmap: { width: number; height: number; close: ReturnType<typeof vi.fn> };

function encodeAs(supported: string[]) {
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    canvases.push(this);
    encoders.push(type ?? '');
    const used = type && supported.includes(type) ? type : 'image/png';
    return `data:${used};base64,AAAA`;
  });
}

beforeEach(() => {
  canvases = [];
  encoders = [];
  context = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    globalCompositeOperation: 'source-over',
    fillStyle: '#000000',
  };
  bitmap = { width: 400, height: 300, close: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const file = new Blob([new Uint8Array(8)], { type: 'image/png' });

describe('resizeImage', () => {
  it("draws the picture at the 'small' thumbnail size with its aspect ratio, as WebP", async () => {
    encodeAs(['image/webp']);
    const thumb = await resizeImage(file);
    expect(thumb).toEqual({ dataUrl: 'data:image/webp;base64,AAAA', width: 96, height: 72 });
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(canvases[0]!.width).toBe(96);
    expect(canvases[0]!.height).toBe(72);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 96, 72);
    expect(context.imageSmoothingQuality).toBe('high');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('falls back to JPEG on white where the browser cannot encode WebP', async () => {
    encodeAs(['image/jpeg']);
    const thumb = await resizeImage(file);
    expect(encoders).toEqual(['image/webp', 'image/jpeg']);
    expect(thumb.dataUrl.startsWith('data:image/jpeg')).toBe(true);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.globalCompositeOperation).toBe('destination-over');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 96, 72);
  });

  it('never enlarges a picture smaller than the thumbnail', async () => {
    encodeAs(['image/webp']);
    bitmap = { width: 30, height: 50, close: vi.fn() };
    expect(await resizeImage(file)).toMatchObject({ width: 30, height: 50 });
  });

  it('reports a picture the browser cannot decode as image-unreadable', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('bad', 'InvalidStateError');
      }),
    );
    await expect(resizeImage(file)).rejects.toMatchObject({
      code: 'image-unreadable',
      message: 'Image: the picture could not be read',
    });
  });
});
