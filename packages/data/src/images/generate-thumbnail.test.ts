import { describe, expect, it, vi } from 'vitest';
import { generateThumbnail, ThumbnailError, type ThumbnailCanvas } from './generate-thumbnail';

/** A drawing context that records what is drawn and encodes as the given types allow. */
function fakeDrawing(picture: { width: number; height: number }, encodes: string[]) {
  const sizes: [number, number][] = [];
  const context = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    globalCompositeOperation: 'source-over',
    fillStyle: '#000',
  };
  const close = vi.fn();
  const drawing: ThumbnailCanvas = {
    createImageBitmap: async () => ({ ...picture, close }) as unknown as ImageBitmap,
    canvas: (width, height) => {
      sizes.push([width, height]);
      return {
        getContext: () => context,
        convertToBlob: async ({ type }: { type: string }) =>
          new Blob([new Uint8Array([1, 2, 3])], {
            type: encodes.includes(type) ? type : 'image/png',
          }),
      } as unknown as OffscreenCanvas;
    },
  };
  return { drawing, sizes, context, close };
}

const source = new Blob([new Uint8Array(8)], { type: 'image/webp' });

describe("generateThumbnail (product spec §7: generate thumbnails, default size 'small')", () => {
  it("draws the picture at the 'small' size (96 px), its aspect kept, as WebP", async () => {
    const { drawing, sizes, context, close } = fakeDrawing({ width: 192, height: 144 }, [
      'image/webp',
    ]);
    const thumb = await generateThumbnail(source, undefined, drawing);
    expect(thumb).toEqual({ dataUrl: 'data:image/webp;base64,AQID', width: 96, height: 72 });
    expect(sizes).toEqual([[96, 72]]);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 96, 72);
    expect(close).toHaveBeenCalled();
  });

  it('falls back to JPEG on white without a WebP encoder, and never enlarges', async () => {
    const { drawing, context } = fakeDrawing({ width: 40, height: 60 }, ['image/jpeg']);
    const thumb = await generateThumbnail(source, 'small', drawing);
    expect(thumb).toMatchObject({ width: 40, height: 60 });
    expect(thumb.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 40, 60);
  });

  it('calls a picture that cannot be decoded image-unreadable', async () => {
    const drawing: ThumbnailCanvas = {
      createImageBitmap: async () => {
        throw new DOMException('bad', 'InvalidStateError');
      },
      canvas: () => {
        throw new Error('not drawn');
      },
    };
    const failure = await generateThumbnail(source, 'small', drawing).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ThumbnailError);
    expect((failure as ThumbnailError).code).toBe('image-unreadable');
  });

  it('reads a data URL as the picture', async () => {
    const { drawing } = fakeDrawing({ width: 192, height: 192 }, ['image/webp']);
    const spy = vi.spyOn(drawing, 'createImageBitmap');
    await generateThumbnail('data:image/webp;base64,UklGRg==', 'small', drawing);
    const blob = spy.mock.calls[0]![0];
    expect(blob.type).toBe('image/webp');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(
      new Uint8Array([0x52, 0x49, 0x46, 0x46]),
    );
  });
});

describe('generateThumbnail of a data URL that is not one', () => {
  it('calls it image-unreadable', async () => {
    const drawing: ThumbnailCanvas = {
      createImageBitmap: async () => {
        throw new Error('never reached');
      },
      canvas: () => {
        throw new Error('never reached');
      },
    };
    await expect(generateThumbnail('javascript:alert(1)', 'small', drawing)).rejects.toMatchObject({
      code: 'image-unreadable',
    });
  });
});
