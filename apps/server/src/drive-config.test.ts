import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { ConfigError, EMBEDDED_AUDIENCE, loadConfig } from './config.js';
import { driveOffText } from './drive-config.js';
import { connectSourcesOf, ONEDRIVE_UPLOAD_HOSTS } from './plugins/security-headers.js';
import { testDatabaseKinds } from './test-support/databases.js';

const base = '/srv/larder';
const microsoft = {
  OIDC_ISSUER: 'https://login.microsoftonline.com/common/v2.0',
  OIDC_CLIENT_ID: 'client',
  OIDC_AUDIENCE: 'api://client',
};
const otherIssuer = {
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_ID: 'client',
  OIDC_AUDIENCE: 'api://client',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, base);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** README "Configuration": DRIVE_MIRROR, DRIVE_GRAPH_URL, DRIVE_SCOPE, DRIVE_RESOURCE. */
describe('the cloud-drive mirror settings', () => {
  it('default to auto: off with the embedded provider, because it has no drive', () => {
    expect(loadConfig({}, base).drive).toEqual({ provider: null, reason: 'embedded' });
  });

  it('turn the mirror on with the Microsoft identity platform, with Graph and the app folder scope', () => {
    expect(loadConfig(microsoft, base).drive).toEqual({
      provider: 'onedrive',
      graphUrl: 'https://graph.microsoft.com/v1.0',
      scope: 'openid offline_access Files.ReadWrite.AppFolder',
      resource: 'https://graph.microsoft.com',
    });
  });

  it('keep it off with another external issuer, and with DRIVE_MIRROR=off', () => {
    expect(loadConfig(otherIssuer, base).drive).toEqual({ provider: null, reason: 'issuer' });
    expect(loadConfig({ ...microsoft, DRIVE_MIRROR: 'off' }, base).drive).toEqual({
      provider: null,
      reason: 'off',
    });
  });

  it('force it on with DRIVE_MIRROR=onedrive, taking the Graph address, scope and resource', () => {
    const drive = loadConfig(
      {
        DRIVE_MIRROR: 'onedrive',
        DRIVE_GRAPH_URL: 'http://127.0.0.1:9999/v1.0/',
        DRIVE_SCOPE: 'openid Files.ReadWrite.AppFolder',
        DRIVE_RESOURCE: 'urn:larder:drive',
      },
      base,
    ).drive;
    expect(drive).toEqual({
      provider: 'onedrive',
      graphUrl: 'http://127.0.0.1:9999/v1.0',
      scope: 'openid Files.ReadWrite.AppFolder',
      resource: 'urn:larder:drive',
    });
    expect(loadConfig({ ...otherIssuer, DRIVE_MIRROR: 'onedrive' }, base).drive.provider).toBe(
      'onedrive',
    );
  });

  it('refuse bad values, naming each variable', () => {
    const problems = problemsOf({
      DRIVE_MIRROR: 'sometimes',
      DRIVE_GRAPH_URL: 'ftp://graph.example.com',
      DRIVE_SCOPE: '   ',
      DRIVE_RESOURCE: 'not a uri',
    });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'DRIVE_GRAPH_URL',
      'DRIVE_MIRROR',
      'DRIVE_RESOURCE',
      'DRIVE_SCOPE',
    ]);
    expect(problems).toContain('DRIVE_MIRROR must be auto, off or onedrive');
  });

  it('say in one sentence why the mirror is off, and nothing when it is on', () => {
    expect(driveOffText({ provider: null, reason: 'embedded' })).toBe(
      'The OneDrive mirror is off: the embedded sign-in has no cloud drive (DRIVE_MIRROR=onedrive turns it on; README, "Configuration")',
    );
    expect(driveOffText({ provider: null, reason: 'off' })).toContain('DRIVE_MIRROR is off');
    expect(driveOffText({ provider: null, reason: 'issuer' })).toContain(
      'OIDC_ISSUER is not the Microsoft identity platform',
    );
    expect(driveOffText(loadConfig(microsoft, base).drive)).toBeUndefined();
  });
});

/** sync-and-security-notes §3 item 18: connect-src covers Graph, login and the upload hosts. */
describe('connect-src with the mirror', () => {
  it('adds Graph and the OneDrive hosts for Microsoft Graph, and the login origin', () => {
    expect(
      connectSourcesOf({
        externalIssuer: microsoft.OIDC_ISSUER,
        graphUrl: 'https://graph.microsoft.com/v1.0',
      }),
    ).toEqual([
      'https://login.microsoftonline.com',
      'https://graph.microsoft.com',
      ...ONEDRIVE_UPLOAD_HOSTS,
    ]);
  });

  it('adds only the origin of a Graph-compatible server elsewhere, and nothing when off', () => {
    expect(
      connectSourcesOf({ externalIssuer: undefined, graphUrl: 'http://127.0.0.1:9999/v1.0' }),
    ).toEqual(['http://127.0.0.1:9999']);
    expect(connectSourcesOf({ externalIssuer: undefined, graphUrl: undefined })).toEqual([]);
  });
});

describe('GET /api/auth-config and the page headers with the mirror', () => {
  const dist = path.join(os.tmpdir(), 'larder-no-dist');
  async function appWith(env: Record<string, string>) {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist, ...env }, os.tmpdir()),
      database,
    });
    return {
      app,
      close: async () => {
        await app.close();
        await database.dispose();
      },
    };
  }

  it('answers drive off with the reason "embedded" by default, and connect-src stays self', async () => {
    const { app, close } = await appWith({});
    try {
      const answer = (await app.inject({ url: '/api/auth-config' })).json();
      expect(answer.drive).toEqual({ provider: null, reason: 'embedded' });
      expect(answer.audience).toBe(EMBEDDED_AUDIENCE);
      const page = await app.inject({ url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      await close();
    }
  });

  it('answers the Graph address, scope and resource with DRIVE_MIRROR=onedrive, and allows Graph', async () => {
    const { app, close } = await appWith({
      DRIVE_MIRROR: 'onedrive',
      DRIVE_GRAPH_URL: 'http://127.0.0.1:9999/v1.0',
    });
    try {
      expect((await app.inject({ url: '/api/auth-config' })).json().drive).toEqual({
        provider: 'onedrive',
        graphUrl: 'http://127.0.0.1:9999/v1.0',
        scope: 'openid offline_access Files.ReadWrite.AppFolder',
        resource: 'https://graph.microsoft.com',
      });
      const page = await app.inject({ url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(
        "connect-src 'self' http://127.0.0.1:9999;",
      );
    } finally {
      await close();
    }
  });

  it('answers drive off with the reason "off" when DRIVE_MIRROR=off', async () => {
    const { app, close } = await appWith({ DRIVE_MIRROR: 'off' });
    try {
      expect((await app.inject({ url: '/api/auth-config' })).json().drive).toEqual({
        provider: null,
        reason: 'off',
      });
    } finally {
      await close();
    }
  });
});
