import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { deletedCount, ordinal, venueCoverage } from './venue-coverage';

const venue = (id: string, deleted = false) => ({ id, venue_name: `Venue ${id}`, deleted });

describe('venueCoverage (product spec §4 Pro status)', () => {
  it('makes the first live venues Pro up to the allowed count, deleted ones not counted', () => {
    const venues = [venue('a'), venue('x', true), venue('b'), venue('c')];
    expect(venueCoverage(venues, 2).map((v) => [v.id, v.pro, v.position, v.why])).toEqual([
      ['a', true, 1, 'Covered by your plan: this is your 1st venue.'],
      ['b', true, 2, 'Covered by your plan: this is your 2nd venue.'],
      ['c', false, 3, 'Your plan covers 2 venues; this is your 3rd.'],
    ]);
    expect(deletedCount(venues)).toBe(1);
  });

  it('says a plan for one venue in the singular, and the trial limit without any plan', () => {
    expect(venueCoverage([venue('a'), venue('b')], 1)[1]!.why).toBe(
      'Your plan covers 1 venue; this is your 2nd.',
    );
    expect(venueCoverage([venue('a')], 0)[0]!.why).toBe(
      'No Pro plan or licence covers it: the free trial limit applies (100 ingredients, 25 recipes).',
    );
  });

  it('writes ordinals as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('writes French ordinals in French', async () => {
    await i18n.changeLanguage('fr');
    expect([1, 2, 3, 11, 21].map(ordinal)).toEqual(['1er', '2e', '3e', '11e', '21e']);
  });
});
