import { describe, expect, it } from 'vitest';
import { checkImageFile, MAX_IMAGE_FILE_BYTES } from './image-file';

describe('checkImageFile', () => {
  it('accepts pictures the browser can decode', () => {
    expect(checkImageFile({ type: 'image/png', size: 1200 })).toBeNull();
    expect(checkImageFile({ type: 'image/JPEG', size: 1200 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: MAX_IMAGE_FILE_BYTES })).toBeNull();
  });

  it('refuses files that are not pictures', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 1200 })).toBe('image-not-image');
    expect(checkImageFile({ type: '', size: 1200 })).toBe('image-not-image');
    expect(checkImageFile({ type: 'image/svg+xml', size: 1200 })).toBe('image-not-image');
  });

  it('refuses empty files and files over 10 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe('image-empty');
    expect(MAX_IMAGE_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_FILE_BYTES + 1 })).toBe(
      'image-too-large',
    );
  });
});
