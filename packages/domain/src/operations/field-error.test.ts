import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { fieldError, finiteInput } from './field-error';

describe('refused inputs (operations-model §10: a typed error naming the field)', () => {
  it('carries the issue: reason, path and parameters', () => {
    const e = fieldError('field-too-large', 'discount', { maximum: 100 });
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toBeInstanceOf(Error);
    expect(e.issue).toEqual({
      reason: 'field-too-large',
      path: 'discount',
      params: { maximum: 100 },
      message: 'Too large',
    });
    expect(e.message).toBe('discount: Too large');
  });

  it('a value that is not a finite number is refused as field-type', () => {
    expect(finiteInput(2.5, 'qty')).toBe(2.5);
    for (const bad of [Number.NaN, Infinity, '3', null, undefined]) {
      expect(() => finiteInput(bad, 'lines.0.qty')).toThrow(DomainError);
    }
    try {
      finiteInput('3', 'lines.0.qty');
    } catch (e) {
      expect((e as DomainError).issue).toMatchObject({
        reason: 'field-type',
        path: 'lines.0.qty',
        params: { expected: 'number' },
      });
    }
  });
});
