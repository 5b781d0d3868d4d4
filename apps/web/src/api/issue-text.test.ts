import { describe, expect, it } from 'vitest';
import { issueText, trialLimitText } from './issue-text';

describe('issueText: the billing reasons (product spec §6, §7)', () => {
  it('trial-limit names the kind and the limit the server or the device sent', () => {
    const ingredients = { reason: 'trial-limit', params: { kind: 'ingredients', limit: 100 } };
    expect(issueText(ingredients as never)).toBe(
      'This venue has reached the free trial limit of 100 ingredients. Upgrade to Pro to add more.',
    );
    expect(trialLimitText({ reason: 'trial-limit', params: { kind: 'recipes', limit: 25 } })).toBe(
      'This venue has reached the free trial limit of 25 recipes. Upgrade to Pro to add more.',
    );
    expect(trialLimitText({ reason: 'trial-limit' })).toBe(
      'This venue has reached the free trial limit of items. Upgrade to Pro to add more.',
    );
  });

  it('licence-invalid and licence-taken say what happened to the licence', () => {
    expect(issueText({ reason: 'licence-invalid', path: 'receipt' })).toBe(
      'The store did not confirm this purchase. Check the product and the receipt.',
    );
    expect(issueText({ reason: 'licence-taken', path: 'receipt' })).toBe(
      'This licence has already been redeemed, on this account or another one.',
    );
  });
});
