import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';

describe('isPublicAddress (sync-and-security-notes §3 item 16)', () => {
  it('refuses private, loopback, link-local and the metadata address', () => {
    for (const address of [
      '127.0.0.1',
      '127.5.5.5',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc12::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
