import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { addDays, noonOf } from './sample-days';

describe('sample venue days', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
  });

  it("refuses a day that does not exist with a 'field-format' issue naming the field", () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(DomainError);
    try {
      addDays('yesterday', 1, 'today');
    } catch (error) {
      expect((error as DomainError).issue).toMatchObject({ reason: 'field-format', path: 'today' });
    }
  });

  it('dates price history at noon UTC, so the day reads the same in every time zone', () => {
    expect(noonOf('2026-06-15')).toBe('2026-06-15T12:00:00.000Z');
  });
});
