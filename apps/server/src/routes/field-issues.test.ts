import { formatHlc, wireIssue, type Mutation } from '@larder/domain';
import { badValueCases, COUNT_KIND_SAMPLES, RECORD_KIND_SAMPLES } from '@larder/domain/testing';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/databases.js';
import { useTestApp } from '../test-support/test-app.js';

/**
 * The error contract across the wire: one bad value in each field of every record kind (stock
 * counts and sales counts included) is answered with a code, the reason and the field's path
 * (and never with a 5xx), the same the device's own check gives, so that the screen can name
 * the field in its own words.
 */
const { cases } = badValueCases([...RECORD_KIND_SAMPLES, ...COUNT_KIND_SAMPLES]);
const CLIENT = 'client-fields';

describe.each(testDatabaseKinds)('field issues on $name', (kind) => {
  const t = useTestApp(kind);

  it('refuses one bad value per field of every record kind, naming the reason and the field', async () => {
    const venueId = await t.addVenue('fields', 'Field Kitchen');
    const now = Date.now();
    const mutations: Mutation[] = cases.map((c, i) => ({
      mid: i + 1,
      kind: c.sample.kind,
      key: c.sample.key,
      gen: 0,
      hlc: formatHlc({ ms: now, counter: i, node: CLIENT }),
      doc: c.doc,
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/push`,
      headers: await t.auth('fields'),
      payload: { protocol: 1, schemaVersion: 1, clientId: CLIENT, mutations },
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { status: string; issue?: unknown }[] };
    const answered = cases.map((c, i) => ({
      field: `${c.sample.name}.${c.field}`,
      status: results[i]?.status,
      issue: results[i]?.issue,
    }));
    expect(answered).toEqual(
      cases.map((c) => ({
        field: `${c.sample.name}.${c.field}`,
        status: 'rejected',
        issue: wireIssue(c.issue),
      })),
    );
    expect(new Set(cases.map((c) => c.sample.kind))).toEqual(
      new Set(['item', 'supplier', 'menu', 'settings', 'stock-count', 'sales-count']),
    );
    for (const c of cases) {
      expect(c.issue.reason).toMatch(/^field-/);
      expect(c.issue.path === c.field || c.issue.path?.startsWith(`${c.field}.`)).toBe(true);
    }
  });

  const venueSaves: [string, unknown, string][] = [
    ['flag', { flag: 'copy', venue: { venue_name: 'A' } }, 'flag'],
    ['venue.id', { flag: 'edit', venue: { id: 'a b', venue_name: 'A' } }, 'venue.id'],
    ['venue.venue_name', { flag: 'add', venue: { venue_name: '' } }, 'venue.venue_name'],
    [
      'venue.PROFILE.address',
      { flag: 'add', venue: { venue_name: 'A', PROFILE: { address: 'x'.repeat(301) } } },
      'venue.PROFILE.address',
    ],
    [
      'venue.PROFILE.phone',
      { flag: 'add', venue: { venue_name: 'A', PROFILE: { phone: 5 } } },
      'venue.PROFILE.phone',
    ],
    [
      'venue.PROFILE.email',
      { flag: 'add', venue: { venue_name: 'A', PROFILE: { email: 'chef' } } },
      'venue.PROFILE.email',
    ],
    [
      'venue.PROFILE.website',
      { flag: 'add', venue: { venue_name: 'A', PROFILE: { website: 'www' } } },
      'venue.PROFILE.website',
    ],
    [
      'venue.PROFILE.cuisine',
      { flag: 'add', venue: { venue_name: 'A', PROFILE: { cuisine: 'x'.repeat(101) } } },
      'venue.PROFILE.cuisine',
    ],
  ];

  it.each(venueSaves)('answers a bad venue %s with 400 and its path', async (_f, payload, path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: await t.auth('venue-fields'),
      payload: payload as object,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('ERR_BAD_REQUEST');
    expect(body.issue.path).toBe(path);
    expect(body.issue.reason).toMatch(/^field-/);
  });

  const settings: [string, unknown, string][] = [
    ['currency', { currency: 'XX' }, 'field-choice'],
    ['metricOnly', { metricOnly: 'yes' }, 'field-type'],
    ['nutritionLabelFormat', { nutritionLabelFormat: 'zz' }, 'field-choice'],
    ['cupML', { cupML: -1 }, 'field-too-small'],
    ['ozG', { ozG: 'ten' }, 'field-type'],
    ['bogus', { bogus: 1 }, 'field-unknown'],
  ];

  it.each(settings)(
    'answers a bad user setting %s with its reason and path',
    async (field, setting, reason) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/setting',
        headers: await t.auth('setting-fields'),
        payload: { setting },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'ERR_BAD_REQUEST',
        issue: { reason, path: `setting.${field}` },
      });
    },
  );
});
