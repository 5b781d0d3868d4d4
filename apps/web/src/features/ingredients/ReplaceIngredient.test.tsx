import 'fake-indexeddb/auto';
import { costRecipe, type Recipe } from '@larder/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { renderRoutes } from '../../components/catalogue/test-store';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { ingredientFormRoutes } from './ingredient-form-routes';
import { FLOUR_BY_THE_BAG } from '../../test/catalogue-records';
import { pick } from '../../test/form-fields';
import { text } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { deleteItem } from '@larder/data';

const venue = setUpTestVenue();

/** 10 kg at 20.00: 0.002 a g (Flour is 0.0012 a g); 1 cup = 125 g. */
const PLAIN_FLOUR = {
  type: 'single' as const,
  foodkey: 'PLAIN FLOUR',
  name: 'Plain flour',
  purchaseprice: 20,
  purchaseqty: 10,
  purchaseunit: 'kg',
  map: FLOUR_BY_THE_BAG.map,
};
const BREAD = {
  type: 'recipe' as const,
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }],
};
const SCONES = {
  type: 'recipe' as const,
  foodkey: 'SCONES',
  name: 'Scones',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 2, qty_unit: 'cup' }],
};

const seedFlourRecipes = () => venue.seed(FLOUR_BY_THE_BAG, PLAIN_FLOUR, BREAD, SCONES);

async function openReplaceDialog() {
  const view = renderRoutes(ingredientFormRoutes, '/ingredients/FLOUR');
  await screen.findByTestId('ingredient-detail');
  fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
  const dialog = await screen.findByRole('dialog', { name: 'Replace Flour' });
  return { ...view, dialog };
}

const dialogButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name });

describe(
  'replace an ingredient (product spec §4, §5; costing-model §7)',
  { timeout: 30_000 },
  () => {
    it('replacing an ingredient updates every recipe using it, then soft-deletes the old one', async () => {
      await seedFlourRecipes();
      const { router, dialog } = await openReplaceDialog();
      expect(text('replace-recipe-count')).toBe(
        '2 recipes use Flour: they will use the replacement, with their quantities, and Flour will be deleted.',
      );
      expect((dialogButton(dialog, 'Replace') as HTMLButtonElement).disabled).toBe(true);

      await pick('Replacement', 'Plain flour');
      fireEvent.click(dialogButton(dialog, 'Replace'));

      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/ingredients/PLAIN%20FLOUR'),
      );
      expect(await screen.findByRole('heading', { name: 'Plain flour' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(flashStore.get().map((f) => f.text)).toEqual(
        expect.arrayContaining([
          'Flour replaced by Plain flour',
          'Recipe - Bread updated',
          'Recipe - Scones updated',
        ]),
      );

      const items = await venue.store.itemMap();
      const bread = items.get('BREAD') as Recipe;
      const scones = items.get('SCONES') as Recipe;
      expect(bread.items).toEqual([
        expect.objectContaining({ name: 'PLAIN FLOUR', qty_value: 500, qty_unit: 'g' }),
      ]);
      expect(scones.items).toEqual([
        expect.objectContaining({ name: 'PLAIN FLOUR', qty_value: 2, qty_unit: 'cup' }),
      ]);
      // 500 g and 2 cups (250 g) at 0.002 a g, as the domain costs them.
      expect(costRecipe(bread, lookupOf(items)).total).toBeCloseTo(1, 10);
      expect(costRecipe(scones, lookupOf(items)).total).toBeCloseTo(0.5, 10);
      expect(bread.eachcost).toBeCloseTo(1, 10);
      expect(scones.eachcost).toBeCloseTo(0.5, 10);

      expect(items.has('FLOUR')).toBe(false);
      expect(await venue.store.db.master.get('FLOUR')).toMatchObject({ deleted: true });
    });

    it('Cancel changes nothing', async () => {
      await seedFlourRecipes();
      const before = await venue.store.itemMap();
      const { router, dialog } = await openReplaceDialog();
      await pick('Replacement', 'Plain flour');
      fireEvent.click(dialogButton(dialog, 'Cancel'));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/ingredients/FLOUR');
      const after = await venue.store.itemMap();
      expect(after.get('FLOUR')).toEqual(before.get('FLOUR'));
      expect(after.get('BREAD')).toEqual(before.get('BREAD'));
      expect(after.get('SCONES')).toEqual(before.get('SCONES'));
    });

    it('offers the other live ingredients only, never the ingredient itself', async () => {
      await seedFlourRecipes();
      await venue.seed({ type: 'single', foodkey: 'RYE', name: 'Rye' });
      await venue.store.apply(deleteItem('RYE'));
      await openReplaceDialog();
      fireEvent.click(screen.getByLabelText('Replacement'));
      const list = await screen.findByRole('listbox');
      const options = within(list)
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['Plain flour']);
    });

    it('shows the failure in the dialog and stores nothing', async () => {
      await seedFlourRecipes();
      const { router, dialog } = await openReplaceDialog();
      await pick('Replacement', 'Plain flour');
      // The replacement is deleted (on another device, say) before Replace is pressed.
      await venue.store.apply(deleteItem('PLAIN FLOUR'));
      fireEvent.click(dialogButton(dialog, 'Replace'));

      expect((await within(dialog).findByRole('alert')).textContent).toContain(
        'PLAIN FLOUR is no longer in the catalogue.',
      );
      expect(router.state.location.pathname).toBe('/ingredients/FLOUR');
      const items = await venue.store.itemMap();
      expect(items.has('FLOUR')).toBe(true);
      expect((items.get('BREAD') as Recipe).items?.[0]?.name).toBe('FLOUR');
    });

    it('is not offered in restricted mode', async () => {
      await seedFlourRecipes();
      restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
      renderRoutes(ingredientFormRoutes, '/ingredients/FLOUR');
      await screen.findByTestId('ingredient-detail');
      expect(screen.queryByRole('button', { name: 'Replace' })).toBeNull();
    });
  },
);
