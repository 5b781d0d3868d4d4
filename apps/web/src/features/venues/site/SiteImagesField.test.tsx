import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadProblem } from './SiteImagesField';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('site picture upload checks before sending', () => {
  it('sends JPEG, PNG, WebP and GIF pictures up to 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(uploadProblem(file('dish', type, 1000))).toBeNull();
    }
  });

  it('says why an SVG, another file or one over 5 MB is not sent', () => {
    expect(uploadProblem(file('logo.svg', 'image/svg+xml', 100))).toBe(
      'logo.svg: only JPEG, PNG, WebP or GIF pictures (no SVG).',
    );
    expect(uploadProblem(file('menu.pdf', 'application/pdf', 100))).toMatch(/only JPEG/);
    expect(uploadProblem(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe(
      'big.jpg: larger than 5 MB.',
    );
  });
});
