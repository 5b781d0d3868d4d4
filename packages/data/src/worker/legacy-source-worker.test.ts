import { describe, expect, it } from 'vitest';
import { workerLegacySource } from './legacy-source-worker';

describe("the sync worker's legacy exports", () => {
  it('are read only with a drive and a drive token to read it with', () => {
    const token = { getDriveToken: async () => 'graph-token' };
    expect(workerLegacySource({}, token)).toBeNull();
    expect(workerLegacySource({ drive: { graphUrl: 'https://graph.test/v1.0' } }, {})).toBeNull();
    const source = workerLegacySource({ drive: { graphUrl: 'https://graph.test/v1.0' } }, token);
    expect(typeof source?.read).toBe('function');
  });
});
