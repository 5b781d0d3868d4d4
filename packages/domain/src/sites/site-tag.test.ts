import { describe, expect, it } from 'vitest';
import {
  isReservedSiteTag,
  localSiteTagStatus,
  RESERVED_SITE_TAGS,
  SITE_TAG_MAX_LENGTH,
  SITE_TAG_MIN_LENGTH,
  siteTagIssue,
} from './site-tag';

describe('site tag rule (product spec §3, §5)', () => {
  it('takes lower-case letters, digits and hyphens, 3 to 30 characters', () => {
    for (const tag of ['abc', 'cafe-42', 'the-corner-bistro', 'a1b', '1-2', 'x'.repeat(30)]) {
      expect(siteTagIssue(tag), tag).toBeNull();
      expect(localSiteTagStatus(tag), tag).toBeNull();
    }
    expect(SITE_TAG_MIN_LENGTH).toBe(3);
    expect(SITE_TAG_MAX_LENGTH).toBe(30);
  });

  it('refuses capitals, spaces, emoji, other signs, 2 or 31 characters and hyphens at the ends', () => {
    const bad = [
      'Cafe',
      'my cafe',
      'café',
      'cafe🍕',
      'cafe_bar',
      'cafe.bar',
      'ab',
      'x'.repeat(31),
      '-cafe',
      'cafe-',
      '',
      ' cafe',
    ];
    for (const tag of bad) {
      expect(siteTagIssue(tag), tag).toEqual({
        reason: 'site-tag-invalid',
        path: 'tag',
        message: expect.any(String),
        params: { minimum: 3, maximum: 30 },
      });
      expect(localSiteTagStatus(tag), tag).toBe('invalid');
    }
  });

  it('answers every reserved tag "inuse" with no call', () => {
    expect(RESERVED_SITE_TAGS).toEqual([
      'www',
      'admin',
      'api',
      'app',
      'blog',
      'cdn',
      'dev',
      'docs',
      'email',
      'files',
      'help',
      'mail',
      'test',
      'support',
      'sample',
      'demo',
      'preview',
    ]);
    for (const tag of RESERVED_SITE_TAGS) {
      expect(isReservedSiteTag(tag)).toBe(true);
      expect(siteTagIssue(tag)?.reason).toBe('site-tag-reserved');
      expect(localSiteTagStatus(tag)).toBe('inuse');
    }
    expect(isReservedSiteTag('tests')).toBe(false);
  });
});
