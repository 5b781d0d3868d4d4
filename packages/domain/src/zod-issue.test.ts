import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOfZod } from './zod-issue';

/** The error contract: every schema failure becomes a reason code, a field path and parameters. */
const issuesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return issuesOfZod(parsed.error, input).map(({ message: _message, ...rest }) => rest);
};

describe('issuesOfZod: schema failures as codes, paths and parameters', () => {
  const schema = z
    .object({
      name: z.string().min(1).max(3),
      qty: z.number().min(0).max(10),
      email: z.email().optional(),
      unit: z.enum(['g', 'kg']).optional(),
      lines: z.array(z.object({ qty_value: z.number() })).optional(),
      codes: z.array(z.string()).min(2).optional(),
      size: z.number().positive().lt(50).optional(),
    })
    .strict();

  it('names a missing field field-required and a wrong kind of value field-type', () => {
    expect(issuesOf(schema, { qty: 1 })).toEqual([{ reason: 'field-required', path: 'name' }]);
    expect(issuesOf(schema, { name: 'a', qty: 'ten' })).toEqual([
      { reason: 'field-type', path: 'qty', params: { expected: 'number' } },
    ]);
  });

  it('tells text too long or empty from a number too large or too small, with the limit', () => {
    expect(issuesOf(schema, { name: 'abcd', qty: 11 })).toEqual([
      { reason: 'field-too-long', path: 'name', params: { maximum: 3 } },
      { reason: 'field-too-large', path: 'qty', params: { maximum: 10 } },
    ]);
    expect(issuesOf(schema, { name: '', qty: -1 })).toEqual([
      { reason: 'field-required', path: 'name' },
      { reason: 'field-too-small', path: 'qty', params: { minimum: 0 } },
    ]);
    expect(issuesOf(schema, { name: 'a', qty: 1, size: 0 })).toEqual([
      { reason: 'field-too-small', path: 'size', params: { above: 0 } },
    ]);
    expect(issuesOf(schema, { name: 'a', qty: 1, size: 50 })).toEqual([
      { reason: 'field-too-large', path: 'size', params: { below: 50 } },
    ]);
    expect(issuesOf(schema, { name: 'a', qty: 1, codes: ['x'] })).toEqual([
      { reason: 'field-too-short', path: 'codes', params: { minimum: 2 } },
    ]);
  });

  it('names formats, choices, unknown fields and nested paths', () => {
    expect(
      issuesOf(schema, { name: 'a', qty: 1, email: 'x', unit: 'lb', lines: [{ qty_value: 'a' }] }),
    ).toEqual([
      { reason: 'field-format', path: 'email', params: { format: 'email' } },
      { reason: 'field-choice', path: 'unit', params: { choices: 'g, kg' } },
      { reason: 'field-type', path: 'lines.0.qty_value', params: { expected: 'number' } },
    ]);
    expect(issuesOf(schema, { name: 'a', qty: 1, colour: 'red' })).toEqual([
      { reason: 'field-unknown', path: 'colour' },
    ]);
  });

  it('names the telling branch of a union (blank or an e-mail address)', () => {
    const optionalEmail = z.object({ email: z.union([z.literal(''), z.email()]) });
    expect(issuesOf(optionalEmail, { email: 'chef' })).toEqual([
      { reason: 'field-format', path: 'email', params: { format: 'email' } },
    ]);
  });

  it("gives a schema's own check the field reason and parameters it names, else field-invalid", () => {
    const period = z.object({ from: z.string(), to: z.string() }).superRefine((p, ctx) => {
      if (p.to < p.from) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'before from',
          params: { reason: 'field-too-small', minimum: p.from, note: { not: 'a param' } },
        });
      }
      if (p.from === 'x') ctx.addIssue({ code: 'custom', path: ['from'], message: 'x' });
      if (p.from === 'y') {
        ctx.addIssue({ code: 'custom', path: ['from'], params: { reason: 'price-negative' } });
      }
    });
    expect(issuesOf(period, { from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { reason: 'field-too-small', path: 'to', params: { minimum: '2026-03-02' } },
    ]);
    expect(issuesOf(period, { from: 'x', to: 'z' })).toEqual([
      { reason: 'field-invalid', path: 'from' },
    ]);
    // Only field reasons: a schema never answers with another domain reason.
    expect(issuesOf(period, { from: 'y', to: 'z' })).toEqual([
      { reason: 'field-invalid', path: 'from' },
    ]);
  });

  it('keeps the schema wording, with the path, as the log text', () => {
    const parsed = schema.safeParse({ qty: 1 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(issuesOfZod(parsed.error, {})[0]?.message).toMatch(/^name: /);
  });
});
