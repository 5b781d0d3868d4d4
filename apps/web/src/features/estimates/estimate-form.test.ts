import type { EventRecord } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { checkEstimate } from './estimate-check';
import {
  estimateFormValues,
  estimateFromForm,
  estimateValuesFromEvent,
  newEstimateValues,
  type EstimateFormValues,
} from './estimate-form';
import { recipeLookup, WEDDING_ESTIMATE } from './estimate-test-data';

const wedding: EventRecord = {
  skey: 'EV-1',
  name: 'Smith wedding',
  type: 'wedding',
  date: '2026-06-20',
  guests: 80,
  contact: { name: 'Ann Smith', email: 'ann@example.com', phone: '555 0100' },
  status: 'confirmed',
  lines: [
    { foodkey: 'CUSTARD', perGuest: 1 },
    { foodkey: 'TART', total: 40 },
    { foodkey: 'CUSTARD', perGuest: 0.5 },
  ],
};

const withoutKeys = (values: EstimateFormValues) => ({
  ...values,
  lines: values.lines.map(({ key: _k, ...line }) => line),
  extras: values.extras.map(({ key: _k, ...extra }) => extra),
});

describe('a new estimate for an event (operations-model §5, §6)', () => {
  it('takes the name, date, contact and the menu servings of eventDemand, each priced by its recipe', () => {
    const values = estimateValuesFromEvent(wedding, recipeLookup);
    expect(withoutKeys(values)).toMatchObject({
      title: 'Smith wedding',
      date: '2026-06-20',
      customerName: 'Ann Smith',
      customerEmail: 'ann@example.com',
      eventKey: 'EV-1',
      status: 'draft',
      // 80 x 1 + 80 x 0.5 custards (summed), a total of 40 tarts.
      lines: [
        { foodkey: 'CUSTARD', qty: 120, pricing: 'sale', unitPrice: '' },
        { foodkey: 'TART', qty: 40, pricing: 'target', unitPrice: '' },
      ],
    });
    expect(estimateFromForm(values, 'ES-9', null).eventKey).toBe('EV-1');
  });
});

describe('the record the editor saves', () => {
  it('gives back the saved estimate from its own values, unknown fields kept', () => {
    const saved = { ...WEDDING_ESTIMATE, extra: 'kept' };
    const record = estimateFromForm(estimateFormValues(saved), saved.skey, saved);
    expect(record).toEqual(saved);
  });

  it('leaves out an empty customer, discount and note, and keeps a typed price', () => {
    const values: EstimateFormValues = {
      ...newEstimateValues('2026-05-01'),
      title: 'Lunch',
      customerName: '  ',
      lines: [{ key: 'a', foodkey: 'TART', qty: 10, pricing: 'target', unitPrice: 2.5 }],
    };
    expect(estimateFromForm(values, 'ES-2', null)).toEqual({
      skey: 'ES-2',
      title: 'Lunch',
      date: '2026-05-01',
      status: 'draft',
      lines: [{ foodkey: 'TART', qty: 10, pricing: 'target', unitPrice: 2.5 }],
      extras: [],
      taxPercent: 0,
    });
  });

  it('turns a blank or non-number figure into one the checks refuse, naming the field', () => {
    const values: EstimateFormValues = {
      ...newEstimateValues('2026-05-01'),
      title: 'Lunch',
      lines: [{ key: 'a', foodkey: 'TART', qty: 'many', pricing: 'target', unitPrice: '' }],
      extras: [{ key: 'b', label: 'Staff', amount: '' }],
      taxPercent: '',
    };
    const { issues } = checkEstimate(estimateFromForm(values, 'ES-3', null), recipeLookup);
    expect([...issues].map(([path, i]) => [path, i.reason])).toEqual([
      ['lines.0.qty', 'field-type'],
      ['extras.0.amount', 'field-type'],
      ['taxPercent', 'field-type'],
    ]);
  });
});
