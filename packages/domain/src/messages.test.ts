import { describe, expect, it } from 'vitest';
import { REASON_MESSAGES, issue } from './errors';
import {
  COST_INPUT_MISSING,
  DEFAULT_MENU_NAME,
  NO_NUTRITION_STACK,
  PACKAGE_SIZE_UNAVAILABLE,
} from './messages';

describe('messages (product spec §8, costing-model §4, §9)', () => {
  it('COST_INPUT_MISSING', () => {
    expect(COST_INPUT_MISSING).toBe('Error in cost getter: cost input not specified');
    expect(REASON_MESSAGES['cost-input-missing']).toBe(COST_INPUT_MISSING);
  });
  it('PACKAGE_SIZE_UNAVAILABLE', () => {
    expect(PACKAGE_SIZE_UNAVAILABLE('case')).toBe('case size not available!');
  });
  it('NO_NUTRITION_STACK and DEFAULT_MENU_NAME', () => {
    expect(NO_NUTRITION_STACK).toBe('no nutrition stack');
    expect(DEFAULT_MENU_NAME).toBe('Default Menu');
  });
  it('issue() builds a typed reason with its path and default message', () => {
    expect(issue('recipe-loop', 'items')).toEqual({
      reason: 'recipe-loop',
      path: 'items',
      message: 'A recipe cannot contain itself',
    });
  });
});
