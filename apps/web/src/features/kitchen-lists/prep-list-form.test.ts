import { prepListSchema } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  prepListFormValues,
  prepListFromForm,
  prepUnitOptions,
  validatePrepList,
  type PrepListFormValues,
} from './prep-list-form';

const recipes = new Set(['SOUP', 'CAKE']);
const isRecipe = (key: string) => recipes.has(key);

const values = (extra: Partial<PrepListFormValues> = {}): PrepListFormValues => ({
  name: 'Monday lunch',
  date: '2026-03-02',
  lines: [
    { foodkey: 'SOUP', amount: 40, unit: 'servings' },
    { foodkey: 'CAKE', amount: '1.5', unit: 'batches' },
  ],
  ...extra,
});

describe('manual prep list editor (operations-model §1)', () => {
  it('takes a name, a day and lines in servings, batches, weight or volume', () => {
    expect(validatePrepList(values(), isRecipe)).toEqual({});
    expect(
      validatePrepList(
        values({ date: '', lines: [{ foodkey: 'SOUP', amount: 3, unit: 'kg' }] }),
        isRecipe,
      ),
    ).toEqual({});
  });

  it('names the field of every problem, with the line number', () => {
    const errors = validatePrepList(
      values({
        name: '  ',
        date: '2026-02-30',
        lines: [
          { foodkey: '', amount: 0, unit: 'servings' },
          { foodkey: 'FLOUR', amount: 'x', unit: 'cases' },
        ],
      }),
      isRecipe,
    );
    expect(errors).toEqual({
      name: 'Name is required',
      date: 'Day must be a calendar day',
      'lines.0.foodkey': 'Line 1: Recipe is required',
      'lines.0.amount': 'Line 1: Amount must be above 0',
      'lines.1.foodkey': 'Line 2: Recipe is not a recipe of the venue',
      'lines.1.amount': 'Line 2: Amount must be a number',
      'lines.1.unit': 'Line 2: Unit must be servings, batches, a weight or a volume',
    });
    expect(validatePrepList(values({ lines: [] }), isRecipe)).toEqual({
      lines: 'Add at least one recipe to prepare',
    });
  });

  it('builds a record the domain schema takes, keeping unknown fields, and reads it back', () => {
    const existing = { skey: 'k1', name: 'Old', date: '2026-01-01', lines: [], extra: 7 };
    const record = prepListFromForm(values({ date: '' }), existing, 'ignored');
    expect(record).toEqual({
      skey: 'k1',
      name: 'Monday lunch',
      extra: 7,
      lines: [
        { foodkey: 'SOUP', amount: 40, unit: 'servings' },
        { foodkey: 'CAKE', amount: 1.5, unit: 'batches' },
      ],
    });
    expect(prepListSchema.safeParse(record).success).toBe(true);
    const fresh = prepListFromForm(values(), null, 'new-key');
    expect(fresh).toMatchObject({ skey: 'new-key', date: '2026-03-02' });
    expect(prepListFormValues(fresh)).toEqual({
      ...values(),
      lines: values().lines.map((l) => ({ ...l, amount: Number(l.amount) })),
    });
  });
});

describe('manual prep list editor in French', () => {
  it('names the field of every problem in French, and the units by their French names', async () => {
    await i18n.changeLanguage('fr');
    const errors = validatePrepList(
      values({ name: '', lines: [{ foodkey: '', amount: 'x', unit: 'servings' }] }),
      isRecipe,
    );
    expect(errors).toEqual({
      name: 'Nom : champ obligatoire',
      'lines.0.foodkey': 'Ligne 1 : Recette : champ obligatoire',
      'lines.0.amount': 'Ligne 1 : Quantité : doit être un nombre',
    });
    const [recipe, weight] = prepUnitOptions();
    expect(recipe).toEqual({
      group: 'Recette',
      items: [
        { value: 'servings', label: 'portions' },
        { value: 'batches', label: 'lots' },
      ],
    });
    expect(weight!.items).toContainEqual({ value: 'lb', label: 'livre' });
  });
});
