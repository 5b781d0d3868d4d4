import { describe, expect, it } from 'vitest';
import { contactEntries, contactHref } from './supplier-contact';
import { EMPTY_SUPPLIER_FORM, supplierFromForm, validateSupplier } from './supplier-form';

describe('supplier form', () => {
  it('names the field in every validation message', () => {
    const errors = validateSupplier(
      {
        ...EMPTY_SUPPLIER_FORM,
        email: 'orders at acme',
        website: 'not a site',
        phone: 'call me',
        ingredients: [
          { foodkey: '', code: '' },
          { foodkey: 'FLOUR', code: '' },
          { foodkey: 'FLOUR', code: '' },
        ],
      },
      { otherKeys: new Set() },
    );
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email must look like name@example.com',
      website: 'Website must be a web address such as example.com',
      phone: 'Phone may hold only digits, spaces and + ( ) - .',
      'ingredients.0.foodkey': 'Ingredient 1 is required',
      'ingredients.2.foodkey': 'Ingredient 3 is listed twice',
    });
  });

  it("refuses another supplier's name, whatever its case", () => {
    const errors = validateSupplier(
      { ...EMPTY_SUPPLIER_FORM, name: ' acme ' },
      { otherKeys: new Set(['ACME']) },
    );
    expect(errors.name).toMatch(/^Name: a supplier called ACME already exists/);
  });

  it('keeps other fields, stored code types and entries of ingredients no longer there', () => {
    const existing = {
      skey: 'ACME',
      name: 'Acme',
      fax: '555 0100',
      phone: '555 0101',
      ingredients: [
        { foodkey: 'FLOUR', code: 1234 },
        { foodkey: 'GONE', code: 'G1' },
      ],
    };
    const record = supplierFromForm(
      {
        ...EMPTY_SUPPLIER_FORM,
        name: 'Acme',
        email: ' orders@acme.test ',
        ingredients: [
          { foodkey: 'FLOUR', code: '1234' },
          { foodkey: 'MILK', code: ' ' },
        ],
      },
      existing,
      ['GONE'],
    );
    expect(record).toEqual({
      skey: 'ACME',
      type: 'supplier',
      name: 'Acme',
      fax: '555 0100',
      phone: null,
      email: 'orders@acme.test',
      ingredients: [
        { foodkey: 'FLOUR', code: 1234 },
        { foodkey: 'MILK', code: null },
        { foodkey: 'GONE', code: 'G1' },
      ],
    });
  });

  it('shows the contact fields the record has, known ones first, with links', () => {
    const entries = contactEntries({
      skey: 'ACME',
      name: 'Acme',
      fax: '555 0100',
      email: 'orders@acme.test',
      phone: '',
      contact: 'Sam',
    });
    expect(entries.map((e) => [e.label, e.value])).toEqual([
      ['Contact person', 'Sam'],
      ['Email', 'orders@acme.test'],
      ['fax', '555 0100'],
    ]);
    expect(contactHref('email', 'orders@acme.test')).toBe('mailto:orders@acme.test');
    expect(contactHref('phone', '+61 (2) 555-0101')).toBe('tel:+6125550101');
    expect(contactHref('website', 'acme.test')).toBe('https://acme.test');
    expect(contactHref('fax', '555')).toBeNull();
  });
});
