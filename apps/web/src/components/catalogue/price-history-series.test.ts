import { describe, expect, it } from 'vitest';
import { priceSeries, priceSeriesLabel } from './price-history-series';

describe('priceSeries (price history, costing-model §7)', () => {
  it('charts the unit of the newest entry, oldest day first', () => {
    const series = priceSeries([
      { date: '2024-03-01', price: 0.0014, unit: 'g' },
      { date: '2024-01-10', price: 0.0012, unit: 'g' },
      { date: '2024-02-01', price: 0.5, unit: 'each' },
      { date: Date.UTC(2024, 1, 15), price: 0.0013, unit: 'g' },
    ]);
    expect(series).toEqual({
      unit: 'g',
      points: [
        { day: '2024-01-10', time: Date.UTC(2024, 0, 10), price: 0.0012 },
        { day: '2024-02-15', time: Date.UTC(2024, 1, 15), price: 0.0013 },
        { day: '2024-03-01', time: Date.UTC(2024, 2, 1), price: 0.0014 },
      ],
    });
    expect(priceSeriesLabel(series!)).toBe(
      'Price history chart: price per g from 2024-01-10 to 2024-03-01',
    );
  });

  it('is null with fewer than 2 entries of that unit', () => {
    expect(priceSeries(undefined)).toBeNull();
    expect(priceSeries([{ date: '2024-01-10', price: 1, unit: 'each' }])).toBeNull();
    expect(
      priceSeries([
        { date: '2024-01-10', price: 0.001, unit: 'g' },
        { date: '2024-02-10', price: 0.002, unit: 'mL' },
      ]),
    ).toBeNull();
  });

  it('leaves out entries without a date, price or unit, and keeps one price a day', () => {
    const series = priceSeries([
      { date: '2024-01-10T08:00:00Z', price: 1, unit: 'each' },
      { date: '2024-01-10T17:00:00Z', price: 1.2, unit: 'each' },
      { date: null, price: 3, unit: 'each' },
      { date: '2024-01-11', price: null, unit: 'each' },
      { date: '2024-01-12', price: 4, unit: null },
      { date: '2024-01-20', price: 1.5, unit: 'each' },
    ]);
    expect(series?.points).toEqual([
      { day: '2024-01-10', time: Date.UTC(2024, 0, 10), price: 1.2 },
      { day: '2024-01-20', time: Date.UTC(2024, 0, 20), price: 1.5 },
    ]);
  });
});
