import { describe, expect, it } from 'vitest';
import { ESTIMATE_STATUSES, estimateSchema } from './estimate';
import { estimateNumberSchema } from './estimate-number';
import { parseRecord } from './parse-record';

const quote = {
  skey: 'est-1',
  title: 'Smith wedding',
  date: '2026-05-01',
  eventKey: 'ev-1',
  customer: { name: 'Ann Smith', email: 'ann@example.com' },
  status: 'draft',
  lines: [
    { foodkey: 'SOUP', qty: 80, pricing: 'sale' },
    { foodkey: 'CAKE', qty: 80, pricing: 'target', unitPrice: 4.5 },
  ],
  extras: [{ label: 'Staff', amount: 300 }],
  discount: { kind: 'percent', value: 10 },
  taxPercent: 10,
  notes: 'Deposit 20%',
};

const issuesOf = (data: unknown) => {
  const r = parseRecord(estimateSchema, data);
  return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path }));
};

describe('estimate (operations-model §6)', () => {
  it('has the statuses draft, sent, accepted and declined', () => {
    expect(ESTIMATE_STATUSES).toEqual(['draft', 'sent', 'accepted', 'declined']);
  });

  it('takes a full estimate, and one without event, customer, discount or notes', () => {
    expect(issuesOf(quote)).toEqual([]);
    const { eventKey: _e, customer: _c, discount: _d, notes: _n, ...bare } = quote;
    expect(issuesOf({ ...bare, lines: [], extras: [] })).toEqual([]);
  });

  it('takes a zero tax, a zero unit price override and a null one', () => {
    const lines = [
      { foodkey: 'SOUP', qty: 1, pricing: 'sale', unitPrice: 0 },
      { foodkey: 'CAKE', qty: 0.5, pricing: 'target', unitPrice: null },
    ];
    expect(issuesOf({ ...quote, taxPercent: 0, lines })).toEqual([]);
  });

  it.each([
    ['a negative tax percent', { taxPercent: -5 }, 'field-too-small', 'taxPercent'],
    ['no tax percent', { taxPercent: undefined }, 'field-required', 'taxPercent'],
    ['an empty title', { title: '' }, 'field-required', 'title'],
    ['a date that does not exist', { date: '2026-04-31' }, 'field-format', 'date'],
    ['an unknown status', { status: 'paid' }, 'field-choice', 'status'],
    [
      'a customer e-mail that is a number',
      { customer: { email: 5 } },
      'field-type',
      'customer.email',
    ],
    [
      'a negative discount',
      { discount: { kind: 'amount', value: -1 } },
      'field-too-small',
      'discount.value',
    ],
    [
      'an unknown discount kind',
      { discount: { kind: 'voucher', value: 1 } },
      'field-choice',
      'discount.kind',
    ],
    [
      'a line of 0 servings',
      { lines: [{ foodkey: 'SOUP', qty: 0, pricing: 'sale' }] },
      'field-too-small',
      'lines.0.qty',
    ],
    [
      'a line priced neither way',
      { lines: [{ foodkey: 'SOUP', qty: 1, pricing: 'cost' }] },
      'field-choice',
      'lines.0.pricing',
    ],
    [
      'a negative unit price',
      { lines: [{ foodkey: 'SOUP', qty: 1, pricing: 'sale', unitPrice: -0.01 }] },
      'field-too-small',
      'lines.0.unitPrice',
    ],
    [
      'an extra without a label',
      { extras: [{ label: '', amount: 5 }] },
      'field-required',
      'extras.0.label',
    ],
    [
      'a negative extra',
      { extras: [{ label: 'Hire', amount: -5 }] },
      'field-too-small',
      'extras.0.amount',
    ],
  ])('refuses %s, naming the field', (_, change, reason, path) => {
    expect(issuesOf({ ...quote, ...change })).toEqual([{ reason, path }]);
  });

  it('keeps a discount above the subtotal (the form checks it against the totals)', () => {
    expect(issuesOf({ ...quote, discount: { kind: 'amount', value: 1_000_000 } })).toEqual([]);
  });
});

describe('estimate number (operations-model §6 "numbered per venue")', () => {
  it('is a whole number from 1, keyed by the estimate', () => {
    expect(parseRecord(estimateNumberSchema, { skey: 'est-1', number: 7 }).ok).toBe(true);
    const issues = (number: unknown) => {
      const r = parseRecord(estimateNumberSchema, { skey: 'est-1', number });
      return r.ok ? null : r.error.map((i) => [i.reason, i.path]);
    };
    expect(issues(0)).toEqual([['field-too-small', 'number']]);
    expect(issues(1.5)).toEqual([['field-type', 'number']]);
    expect(issues(undefined)).toEqual([['field-required', 'number']]);
  });
});
