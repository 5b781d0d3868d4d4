import { wireIssue } from '@larder/domain';
import { badValueCases } from '@larder/domain/testing';
import { describe, expect, it } from 'vitest';
import { recordFieldName, recordIssueText } from './record-field-names';

/**
 * The screens name the field of every bad value the device's check or the server answers
 * with (the error contract: reason, path, parameters), in their own words.
 */
describe('record field names', () => {
  const { cases } = badValueCases();

  it.each(cases.map((c) => [`${c.sample.name}.${c.field}`, c] as const))(
    'names the field of a bad %s',
    (_name, c) => {
      const issue = wireIssue(c.issue);
      const name = recordFieldName(issue.path);
      expect(name).toBeDefined();
      expect(name).not.toBe(issue.path);
      expect(recordIssueText(issue).startsWith(`${name}: `)).toBe(true);
      expect(recordIssueText(issue).length).toBeGreaterThan(`${name}: `.length);
    },
  );

  it('numbers list entries and reads nested venue and conversion fields', () => {
    expect(recordFieldName('items.1.qty_value')).toBe('Recipe line 2: Quantity');
    expect(recordFieldName('ingredients.0.code')).toBe('Ingredient 1: Supplier code');
    expect(recordFieldName('venue.PROFILE.email')).toBe('E-mail');
    expect(recordFieldName('map.each_value')).toBe('Weight of one each');
    expect(recordFieldName('par.qty')).toBe('Par level: Quantity');
    expect(recordFieldName('par.unit')).toBe('Par level: Unit');
    expect(recordFieldName('made_up_field')).toBeUndefined();
  });

  it('says what is wrong from the reason and its parameters', () => {
    expect(
      recordIssueText({
        reason: 'field-type',
        path: 'purchaseprice',
        params: { expected: 'number' },
      }),
    ).toBe('Purchase price: must be a number');
    expect(
      recordIssueText({
        reason: 'field-too-long',
        path: 'venue.venue_name',
        params: { maximum: 100 },
      }),
    ).toBe('Venue name: must be at most 100 characters');
    expect(recordIssueText({ reason: 'field-required', path: 'items.0.name' })).toBe(
      'Recipe line 1: Name: is required',
    );
  });
});
