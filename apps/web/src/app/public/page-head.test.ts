import { PRERENDERED_PAGE_PATHS } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTIONS } from '../routes/public-screens';
import { pageHeadOf } from './page-head';

describe('pageHeadOf', () => {
  it('gives each public page and /signin its own description and canonical path', () => {
    const descriptions = new Set<string>();
    for (const path of PRERENDERED_PAGE_PATHS) {
      const head = pageHeadOf(path);
      expect(head.canonicalPath, path).toBe(path);
      expect(head.description, path).toBe(PAGE_DESCRIPTIONS[path]);
      expect(head.description.length, path).toBeGreaterThan(50);
      expect(head.description.length, path).toBeLessThanOrEqual(160);
      descriptions.add(head.description);
    }
    expect(descriptions.size).toBe(PRERENDERED_PAGE_PATHS.length);
  });

  it('gives any other address the not-found description and no canonical link', () => {
    expect(pageHeadOf('/no/such/page')).toEqual({
      description: PAGE_DESCRIPTIONS['*'],
      canonicalPath: null,
    });
  });
});
