import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseWithoutEval } from './parse-without-eval';
import { parseRecord } from './records/parse-record';
import { supplierSchema } from './records/supplier';

describe('parseWithoutEval', () => {
  it('turns off code generation, and the schemas parse as before', () => {
    parseWithoutEval();
    expect(z.config().jitless).toBe(true);
    const supplier = { skey: 'MILL', type: 'supplier', name: 'Mill', deleted: false };
    expect(parseRecord(supplierSchema, supplier).ok).toBe(true);
    expect(parseRecord(supplierSchema, { ...supplier, name: 7 }).ok).toBe(false);
  });
});
