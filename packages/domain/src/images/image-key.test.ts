import { describe, expect, it } from 'vitest';
import { foodkeyOfImageKey, IMAGE_KEY_PREFIX, imageKey } from './image-key';

describe('thumbnail keys (product spec §3: fcp_image_{foodkey})', () => {
  it('keys a thumbnail by the item key', () => {
    expect(IMAGE_KEY_PREFIX).toBe('fcp_image_');
    expect(imageKey('TOMATOES, CHERRY')).toBe('fcp_image_TOMATOES, CHERRY');
  });

  it('reads the item key back, and nothing from other keys', () => {
    expect(foodkeyOfImageKey(imageKey('FLOUR'))).toBe('FLOUR');
    expect(foodkeyOfImageKey('fcp_image_')).toBeNull();
    expect(foodkeyOfImageKey('lastVID')).toBeNull();
    expect(foodkeyOfImageKey('FCP_IMAGE_FLOUR')).toBeNull();
  });
});
