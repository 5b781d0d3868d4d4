import type { OrderLine, OrderList } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { csvText } from '../../components/export/csv-text';
import { orderExportTable } from './order-export';

const line = (name: string, extra: Partial<OrderLine> = {}): OrderLine => ({
  foodkey: name.toUpperCase(),
  name,
  need: 1,
  par: 0,
  onHand: 0,
  baseUnit: 'g',
  units: 3,
  unitLabel: 'cases',
  supplierCode: 'T-1',
  unitPrice: 12.5,
  lineCost: 37.5,
  costMissing: false,
  ...extra,
});

const order: OrderList = {
  groups: [
    {
      supplierKey: 'ACME',
      supplierName: 'Acme',
      lines: [line('Tomatoes')],
      total: 37.5,
      incomplete: false,
    },
    {
      supplierKey: null,
      supplierName: null,
      lines: [
        line('=HYPERLINK("x")', {
          supplierCode: null,
          unitPrice: null,
          lineCost: null,
          costMissing: true,
        }),
      ],
      total: null,
      incomplete: true,
    },
  ],
  total: 37.5,
  incomplete: true,
  missing: [],
};

describe('order list export (operations-model §3)', () => {
  it('writes one row per line with supplier, code, name, units, unit, unit price and line cost', () => {
    const table = orderExportTable(order, true);
    expect(table.headers).toEqual([
      'Supplier',
      'Code',
      'Name',
      'Units',
      'Unit',
      'Unit price',
      'Line cost',
    ]);
    expect(table.rows).toEqual([
      ['Acme', 'T-1', 'Tomatoes', 3, 'cases', 12.5, 37.5],
      ['No supplier', null, '=HYPERLINK("x")', 3, 'cases', null, null],
    ]);
  });

  it('leaves a missing cost empty, never 0, and quotes a cell that reads as a formula', () => {
    const csv = csvText(orderExportTable(order, true)).split('\r\n');
    expect(csv[2]).toBe(`No supplier,,"'=HYPERLINK(""x"")",3,cases,,`);
  });

  it('leaves the price columns out while costs are hidden (restricted mode)', () => {
    expect(orderExportTable(order, false).headers).toEqual([
      'Supplier',
      'Code',
      'Name',
      'Units',
      'Unit',
    ]);
  });
});

describe('order list export in French', () => {
  it('heads the columns in French and names the group without a supplier', async () => {
    await i18n.changeLanguage('fr');
    const table = orderExportTable(order, true);
    expect(table.headers).toEqual([
      'Fournisseur',
      'Code',
      'Nom',
      'Unités',
      'Unité',
      'Prix unitaire',
      'Coût de la ligne',
    ]);
    expect(table.rows[1]).toEqual([
      'Aucun fournisseur',
      null,
      '=HYPERLINK("x")',
      3,
      'caisse',
      null,
      null,
    ]);
  });
});
