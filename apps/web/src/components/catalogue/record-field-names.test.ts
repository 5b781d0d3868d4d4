import { wireIssue } from '@larder/domain';
import { badValueCases, COUNT_KIND_SAMPLES, RECORD_KIND_SAMPLES } from '@larder/domain/testing';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { RECORD_FIELD_NAMES, recordFieldName, recordIssueText } from './record-field-names';

/**
 * The screens name the field of every bad value the device's check or the server answers
 * with (the error contract: reason, path, parameters), in their own words.
 */
describe('record field names', () => {
  const { cases } = badValueCases([...RECORD_KIND_SAMPLES, ...COUNT_KIND_SAMPLES]);

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

  it('names the lines of a stock count and a sales count by number, and the pricing settings', () => {
    expect(recordFieldName('lines.2.qty')).toBe('Line 3: Quantity');
    expect(recordFieldName('lines.0.unit')).toBe('Line 1: Unit');
    expect(recordFieldName('lines.0.area')).toBe('Line 1: Storage area');
    expect(recordFieldName('lines.0.unitCost')).toBe('Line 1: Unit cost');
    expect(recordFieldName('lines.0.baseQty')).toBe('Line 1: Quantity in base unit');
    expect(recordFieldName('lines.0.baseUnit')).toBe('Line 1: Base unit');
    expect(recordFieldName('lines.4.unitsSold')).toBe('Line 5: Units sold');
    expect(recordFieldName('lines.4.foodkey')).toBe('Line 5: Name (key)');
    expect(
      recordIssueText({ reason: 'field-too-small', path: 'lines.1.qty', params: { minimum: 0 } }),
    ).toBe('Line 2: Quantity: must be at least 0');
    expect(
      recordIssueText({ reason: 'field-too-small', path: 'to', params: { minimum: '2026-03-08' } }),
    ).toBe('To: must be at least 2026-03-08');
    expect(
      recordIssueText({ reason: 'field-too-large', path: 'taxpercent', params: { below: 100 } }),
    ).toBe('Tax %: must be below 100');
    expect(recordFieldName('targetFoodCostPercent')).toBe('Target food cost %');
    expect(recordFieldName('priceEnding')).toBe('Price ending');
    expect(recordFieldName('pricesIncludeTax')).toBe('Prices include tax');
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

  it('says the trial limit without a field name: it is about the venue, not the type field', () => {
    expect(
      recordIssueText({
        reason: 'trial-limit',
        path: 'type',
        params: { kind: 'recipes', limit: 25 },
      }),
    ).toBe(
      'This venue has reached the free trial limit of 25 recipes. Upgrade to Pro to add more.',
    );
  });
});

describe('record field names in French', () => {
  it('names fields, list entries and bad values in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(RECORD_FIELD_NAMES.purchaseprice).toBe('Prix d’achat');
    expect(recordFieldName('items.1.qty_value')).toBe('Ligne de recette 2 : Quantité');
    expect(recordIssueText({ reason: 'field-required', path: 'name' })).toMatch(/^Nom : /);
  });
});
