/**
 * The venue of the staged-save tests: flour and butter by the kg, and a dough of 500 g of
 * flour and 100 g of butter.
 */
export const stagedFlour = (price: number) => ({
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
});
export const stagedButter = (price: number) => ({
  ...stagedFlour(price),
  foodkey: 'BUTTER',
  name: 'Butter',
});
export const stagedDough = {
  type: 'recipe',
  foodkey: 'DOUGH',
  name: 'Dough',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
    { name: 'BUTTER', type: 'single', qty_value: 100, qty_unit: 'g' },
  ],
};
