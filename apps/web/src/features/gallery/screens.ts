/** The screens shown in the gallery, each with a small drawing made of bars. */
export interface GalleryScreen {
  title: string;
  text: string;
  /** Relative widths (0 to 1) of the rows in the illustration. */
  rows: readonly number[];
  accent: string;
}

export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  {
    title: 'Dashboard',
    text: 'Food cost, recent price changes, incomplete items and sync status for the venue you are working in.',
    rows: [0.9, 0.6, 0.75, 0.4],
    accent: 'teal',
  },
  {
    title: 'Ingredients',
    text: 'Purchase price, pack size, supplier and cost per gram, millilitre or each, with price history.',
    rows: [0.8, 0.8, 0.8, 0.8, 0.8],
    accent: 'green',
  },
  {
    title: 'Recipes',
    text: 'Lines of ingredients, sub-recipes and packaging; yield, cost per portion and allergens update as you type.',
    rows: [0.5, 0.9, 0.7, 0.9, 0.3],
    accent: 'orange',
  },
  {
    title: 'Nutrition labels',
    text: 'Labels in 12 national formats, from US standard vertical to Canada bilingual and UK & EU.',
    rows: [1, 0.3, 0.85, 0.85, 0.6],
    accent: 'dark',
  },
  {
    title: 'Menus and menu pricing',
    text: 'Build menus from recipes and set selling prices from a target food-cost percentage.',
    rows: [0.6, 0.45, 0.7, 0.45, 0.65],
    accent: 'grape',
  },
  {
    title: 'Inventory',
    text: 'Count stock by storage area, value it at current prices and record wastage.',
    rows: [0.7, 0.7, 0.5, 0.7, 0.7],
    accent: 'blue',
  },
  {
    title: 'Prep and order lists',
    text: 'What to prepare and what to buy, side by side with whatever screen you are on.',
    rows: [0.4, 0.8, 0.8, 0.8],
    accent: 'yellow',
  },
  {
    title: 'Planner and estimates',
    text: 'Plan weddings, banquets and catering jobs, then price them from their recipes.',
    rows: [0.9, 0.2, 0.9, 0.2, 0.9],
    accent: 'red',
  },
];
