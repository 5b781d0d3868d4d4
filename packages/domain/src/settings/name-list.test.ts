import { describe, expect, it } from 'vitest';
import { addName, checkName, entryName, moveAt, removeAt, renameAt } from './name-list';

const areas = ['Dry store', { name: 'Cool room', colour: 'blue' }, 'Freezer'];

describe('named lists: categories and storage areas (product spec §3)', () => {
  it('adds a trimmed name and refuses an empty one or a duplicate in another case', () => {
    expect(addName(['Dairy'], '  Meat ')).toEqual({ ok: true, value: ['Dairy', 'Meat'] });
    const empty = addName(['Dairy'], ' ');
    expect(!empty.ok && empty.error[0]).toMatchObject({ reason: 'name-missing', path: 'name' });
    const dup = addName(areas, 'cool ROOM');
    expect(!dup.ok && dup.error[0]).toMatchObject({
      reason: 'name-taken',
      message: 'Cool room is already in the list',
    });
  });

  it('renames an entry, keeping the other fields of an object entry', () => {
    const r = renameAt(areas, 1, 'Walk-in');
    expect(r).toEqual({
      ok: true,
      value: ['Dry store', { name: 'Walk-in', colour: 'blue' }, 'Freezer'],
    });
  });

  it('lets an entry change its own case but not take another name', () => {
    expect(checkName(areas, 'FREEZER', 2)).toEqual({ ok: true, value: 'FREEZER' });
    expect(renameAt(areas, 2, 'dry store').ok).toBe(false);
  });

  it('moves and removes by position', () => {
    expect(moveAt(areas, 2, 0).map(entryName)).toEqual(['Freezer', 'Dry store', 'Cool room']);
    expect(moveAt(areas, 0, 9).map(entryName)).toEqual(['Cool room', 'Freezer', 'Dry store']);
    expect(moveAt(areas, 5, 0)).toEqual(areas);
    expect(removeAt(areas, 1).map(entryName)).toEqual(['Dry store', 'Freezer']);
  });
});
