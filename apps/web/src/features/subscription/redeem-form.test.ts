import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-errors';
import { checkRedeemForm, packChoices, redeemFailure } from './redeem-form';

describe('the redeem form (product spec §3: store licence packs)', () => {
  it('offers the packs of 1, 2, 3, 5, 10, 20 and 30 venues by their product ids', () => {
    expect(packChoices().map((c) => c.value)).toEqual([
      'larder.pro.venues.1',
      'larder.pro.venues.2',
      'larder.pro.venues.3',
      'larder.pro.venues.5',
      'larder.pro.venues.10',
      'larder.pro.venues.20',
      'larder.pro.venues.30',
    ]);
    expect(packChoices()[4]!.label).toBe('Pro licence for 10 venues');
  });

  it('sends the trimmed values, and names each missing field', () => {
    expect(
      checkRedeemForm({
        source: 'microsoft-store',
        productId: 'larder.pro.venues.2',
        receipt: '  abc.def ',
      }),
    ).toEqual({
      ok: true,
      body: { source: 'microsoft-store', productId: 'larder.pro.venues.2', receipt: 'abc.def' },
    });
    expect(checkRedeemForm({ source: '', productId: '', receipt: ' ' })).toEqual({
      ok: false,
      errors: {
        source: 'Store is required',
        productId: 'Licence pack is required',
        receipt: 'Receipt is required',
      },
    });
  });

  it('refuses a receipt longer than the server takes (20,000 characters)', () => {
    const result = checkRedeemForm({
      source: 'microsoft-store',
      productId: 'larder.pro.venues.1',
      receipt: 'x'.repeat(20_001),
    });
    expect(result).toEqual({
      ok: false,
      errors: { receipt: 'Receipt must be at most 20000 characters' },
    });
  });

  it("puts the server's refusal beside the field it named, else on the form", () => {
    const taken = new ApiError(409, 'ERR_CONFLICT', 'This licence has already been redeemed.', {
      reason: 'licence-taken',
      path: 'receipt',
    });
    expect(redeemFailure(taken)).toEqual({
      field: 'receipt',
      text: 'This licence has already been redeemed.',
    });
    const off = new ApiError(
      409,
      'ERR_PAYMENTS_OFF',
      'Payments are not configured on this server.',
    );
    expect(redeemFailure(off)).toEqual({ text: 'Payments are not configured on this server.' });
  });
});
