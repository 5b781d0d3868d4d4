import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig(env, os.tmpdir());
const problems = (env: Record<string, string>) => {
  try {
    load(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('IMAGE_SEARCH_URL and IMAGE_SEARCH_HOSTS (README "Configuration")', () => {
  it('are off by default', () => {
    expect(load({}).imageSearch).toBeNull();
  });

  it("allow the provider's own host by default", () => {
    const config = load({ IMAGE_SEARCH_URL: 'https://api.openverse.org/v1/images/?q=' });
    expect(config.imageSearch).toEqual({
      url: 'https://api.openverse.org/v1/images/?q=',
      hosts: new Set(['api.openverse.org']),
    });
  });

  it('take a list of hosts', () => {
    const config = load({
      IMAGE_SEARCH_URL: 'https://api.openverse.org/v1/images/?q=',
      IMAGE_SEARCH_HOSTS: 'api.openverse.org, Live.Staticflickr.com',
    });
    expect(config.imageSearch?.hosts).toEqual(
      new Set(['api.openverse.org', 'live.staticflickr.com']),
    );
  });

  it('refuse an http provider: web image lookups use https only (product spec §5)', () => {
    expect(problems({ IMAGE_SEARCH_URL: 'http://api.openverse.org/v1/images/?q=' })).toEqual([
      'IMAGE_SEARCH_URL must be an https:// URL (web image lookups use https only)',
    ]);
  });

  it('refuse a host list without the provider, a bad host, or hosts without a provider', () => {
    expect(
      problems({
        IMAGE_SEARCH_URL: 'https://api.openverse.org/v1/images/?q=',
        IMAGE_SEARCH_HOSTS: 'cdn.example.com',
      }),
    ).toEqual(['IMAGE_SEARCH_HOSTS must include the host of IMAGE_SEARCH_URL (api.openverse.org)']);
    expect(
      problems({
        IMAGE_SEARCH_URL: 'https://api.openverse.org/v1/images/?q=',
        IMAGE_SEARCH_HOSTS: 'https://api.openverse.org',
      })[0],
    ).toMatch(/^IMAGE_SEARCH_HOSTS must be a comma-separated list of host names/);
    expect(problems({ IMAGE_SEARCH_HOSTS: 'api.openverse.org' })).toEqual([
      'IMAGE_SEARCH_HOSTS is set without IMAGE_SEARCH_URL (set both, or neither)',
    ]);
  });
});
