import type { ImageCandidate } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { suggestionFileName } from './suggestion-thumbnail';

const titled = (title: string) => ({ title }) as ImageCandidate;

describe('suggestionFileName', () => {
  it("names the record's image after the picture's title, as a WebP file", () => {
    expect(suggestionFileName(titled('Sea salt'))).toBe('Sea salt.webp');
    expect(suggestionFileName(titled('Salt / flakes: <b>big</b>'))).toBe(
      'Salt flakes b big b.webp',
    );
    expect(suggestionFileName(titled(''))).toBe('web picture.webp');
    expect(suggestionFileName(titled('x'.repeat(100)))).toBe(`${'x'.repeat(60)}.webp`);
  });
});
