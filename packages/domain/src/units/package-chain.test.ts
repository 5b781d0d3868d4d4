import { describe, expect, it } from 'vitest';
import { resolvePackageChain } from './package-chain';
import { unitTableFor } from './unit-table';

const table = unitTableFor(undefined);
const reasons = (r: ReturnType<typeof resolvePackageChain>) =>
  r.ok ? [] : r.error.map((e) => e.reason);

describe('package levels (costing-model §2.1)', () => {
  it('2 case, 1 case = 12 can, 1 can = 400 g: one case is 4800 g', () => {
    const r = resolvePackageChain(
      {
        purchaseunit: 'case',
        package_qty1: 12,
        package_unit1: 'can',
        package_qty2: 400,
        package_unit2: 'g',
      },
      table,
    );
    expect(r.ok && r.value.units).toEqual(['case', 'can', 'g']);
    expect(r.ok && r.value.baseAmounts).toEqual([4800, 400, 1]);
    expect(r.ok && r.value.dimension).toBe('weight');
  });

  it('allows three levels ending at a measure unit', () => {
    const r = resolvePackageChain(
      {
        purchaseunit: 'case',
        package_qty1: 4,
        package_unit1: 'box',
        package_qty2: 10,
        package_unit2: 'bottle',
        package_qty3: 0.5,
        package_unit3: 'L',
      },
      table,
    );
    expect(r.ok && r.value.baseAmounts[0]).toBe(20_000);
  });

  it('refuses a qty that is not > 0', () => {
    const r = resolvePackageChain(
      { purchaseunit: 'case', package_qty1: 0, package_unit1: 'kg' },
      table,
    );
    expect(reasons(r)).toEqual(['package-qty-not-positive']);
  });

  it('refuses an unknown package unit', () => {
    const r = resolvePackageChain(
      { purchaseunit: 'case', package_qty1: 2, package_unit1: 'blob' },
      table,
    );
    expect(reasons(r)).toEqual(['package-unit-unknown']);
  });

  it('refuses repeated units', () => {
    const r = resolvePackageChain(
      {
        purchaseunit: 'case',
        package_qty1: 2,
        package_unit1: 'box',
        package_qty2: 2,
        package_unit2: 'case',
      },
      table,
    );
    expect(reasons(r)).toEqual(['package-units-not-distinct']);
  });

  it('refuses a chain not ending at a weight, volume or count unit', () => {
    const r = resolvePackageChain(
      {
        purchaseunit: 'case',
        package_qty1: 2,
        package_unit1: 'box',
        package_qty2: 2,
        package_unit2: 'bag',
        package_qty3: 2,
        package_unit3: 'jar',
      },
      table,
    );
    expect(reasons(r)).toEqual(['package-chain-not-ending-in-measure']);
  });
});
