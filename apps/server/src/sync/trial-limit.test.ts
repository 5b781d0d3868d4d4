import { issue, TRIAL_LIMITS, type CheckedMutation, type Mutation } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import type { StoredVersion } from './push-statements.js';
import { countStored, trialCandidateKeys, trialCountCaps, trialRefusal } from './trial-limit.js';

const item = (key: string, type: string, over: Partial<Mutation> = {}): Mutation => ({
  mid: 1,
  kind: 'item',
  key,
  gen: 0,
  hlc: 'h',
  doc: { type, foodkey: key },
  ...over,
});
const stored = (type: string, deleted = false): StoredVersion => ({
  gen: deleted ? 1 : 0,
  hlc: 'h',
  node: 'n',
  deleted,
  doc: deleted ? null : { type },
});
const ok = (mutation: Mutation): CheckedMutation => ({ ok: true, mid: mutation.mid, mutation });

describe('trial limit rules of a push (product spec §6)', () => {
  it('reads the counts only for pushed live ingredients and recipes', () => {
    const mutations = [
      ok(item('FLOUR', 'single')),
      ok(item('SOUP', 'recipe')),
      ok(item('BOX', 'packaging')),
      ok(item('SALT', 'single', { gen: 1, deleted: true, doc: undefined })),
      ok({ ...item('ACME', 'x'), kind: 'supplier' }),
      { ok: false, mid: 9, issue: issue('record-invalid') } as CheckedMutation,
    ];
    expect(trialCandidateKeys(mutations)).toEqual(['FLOUR', 'SOUP']);
    expect(trialCountCaps(mutations)).toEqual({
      ingredients: TRIAL_LIMITS.ingredients + 4,
      recipes: TRIAL_LIMITS.recipes + 4,
    });
  });

  it('refuses only a new live item past its limit, naming the kind and the limit', () => {
    const full = { ingredients: 100, recipes: 25 };
    expect(trialRefusal(full, item('NEW', 'part'), undefined)).toMatchObject({
      reason: 'trial-limit',
      path: 'type',
      params: { kind: 'ingredients', limit: 100 },
    });
    expect(trialRefusal(full, item('OLD', 'single'), stored('single', true))).not.toBeNull();
    expect(trialRefusal(full, item('OLD', 'single'), stored('single'))).toBeNull();
    expect(trialRefusal(full, item('OLD', 'recipe'), stored('packaging'))).toBeNull();
    expect(trialRefusal(full, item('BOX', 'packaging'), undefined)).toBeNull();
    expect(
      trialRefusal({ ingredients: 99, recipes: 25 }, item('N', 'multiple'), undefined),
    ).toBeNull();
  });

  it('counts what is stored: new, deleted and retyped items', () => {
    const counts = { ingredients: 10, recipes: 3 };
    countStored(counts, item('A', 'single'), undefined);
    countStored(counts, item('B', 'recipe'), stored('single'));
    countStored(counts, item('C', 'single', { deleted: true, gen: 1 }), stored('recipe'));
    countStored(counts, item('D', 'packaging'), stored('packaging'));
    expect(counts).toEqual({ ingredients: 10, recipes: 3 });
  });
});
