import { describe, expect, it } from 'vitest';
import { parseRecord } from './parse-record';
import { supplierSchema } from './supplier';

const supplier = { skey: 'ACME', type: 'supplier', name: 'Acme Foods', ingredients: [] };

describe('supplier e-mail (operations-model §3, e-mail to the supplier)', () => {
  it('takes a valid address, an empty one, or none', () => {
    for (const email of ['orders@acme.example', '', null, undefined]) {
      expect(parseRecord(supplierSchema, { ...supplier, email }).ok, String(email)).toBe(true);
    }
  });

  it('refuses anything else with a format issue naming the email field', () => {
    const parsed = parseRecord(supplierSchema, { ...supplier, email: 'orders at acme' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error[0]).toMatchObject({
      reason: 'field-format',
      path: 'email',
      params: { format: 'email' },
    });
  });

  it('refuses a number as an address, naming the field', () => {
    const parsed = parseRecord(supplierSchema, { ...supplier, email: 42 });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error[0]?.path).toBe('email');
  });
});
