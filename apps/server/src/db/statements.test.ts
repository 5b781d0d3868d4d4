import { describe, expect, it } from 'vitest';
import { statement } from './statements.js';

describe('named statements', () => {
  it('may be declared twice with the same text (a module loaded again)', () => {
    const first = statement('test-same', 'select 1 from venues');
    expect(statement('test-same', 'select 1 from venues')).toEqual(first);
  });

  it('refuses a name already used by another text', () => {
    statement('test-taken', 'select 1');
    expect(() => statement('test-taken', 'select 2')).toThrow(/already used/);
  });
});
