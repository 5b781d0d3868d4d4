import type {
  EventRow,
  IngredientExtras,
  IngredientGroup,
  MenuRow,
  PackagingRow,
  PrepListRow,
  PriceChangeRow,
  RecipeRow,
  SalesRow,
  StockCountsRow,
  SupplierRow,
  WastageRow,
} from './sample-rows';

/**
 * The sample venue ("Try the sample venue"), version 1: a bistro with 60 ingredients bought
 * from four suppliers at North American foodservice prices (dollars), 15 recipes (5 of them
 * using another recipe), packaging, two menus, and a week of kitchen life around today. Data
 * only, in the shapes of `sample-rows.ts`; `sampleVenueRecords` makes the records. A change to
 * this data is a new version (a new file), so a venue made from version 1 can be told apart.
 */
export const SAMPLE_VENUE_VERSION = 1;

/** The venue the sample is created as, with its profile and menu pricing settings. */
export const SAMPLE_VENUE_NAME = 'Sample Bistro';
export const SAMPLE_PROFILE = {
  address: '212 Harbour Street, Halifax, NS B3H 1Y7',
  phone: '+1 902 555 0148',
  email: 'hello@samplebistro.example',
  website: 'https://samplebistro.example',
  cuisine: 'French bistro',
  targetFoodCostPercent: 30,
  priceEnding: '.00',
  taxPercent: 15,
  pricesIncludeTax: false,
} as const;

const GREEN_VALLEY = 'Green Valley Produce';
const HARBOUR = 'Harbour Meat & Seafood';
const NORTHERN_DAIRY = 'Northern Dairy Co-op';
const METRO = 'Metro Foodservice';

export const SAMPLE_SUPPLIERS: readonly SupplierRow[] = [
  { name: GREEN_VALLEY, email: 'orders@greenvalleyproduce.example' },
  { name: HARBOUR, email: 'orders@harbourmeat.example' },
  { name: NORTHERN_DAIRY, email: 'orders@northerndairy.example' },
  { name: METRO, email: 'orders@metrofoodservice.example' },
];

const WALK_IN = 'Walk-in cooler';
const DRY_STORE = 'Dry store';
const FREEZER = 'Freezer';
const BAR = 'Bar';
const LINE = 'Line fridge';

/** Storage areas (SA), in the order a count walks them. */
export const SAMPLE_STORAGE_AREAS = [WALK_IN, LINE, FREEZER, DRY_STORE, BAR] as const;

/** Ingredient categories (IC). */
export const SAMPLE_INGREDIENT_CATEGORIES = [
  'Produce',
  'Meat & poultry',
  'Fish & seafood',
  'Dairy & eggs',
  'Dry goods',
  'Oils & vinegars',
  'Bakery',
  'Frozen',
  'Beverages',
] as const;

const BASES = 'Sauces & bases';
const STARTERS = 'Starters';
const MAINS = 'Mains';
const DESSERTS = 'Desserts';
const SIDES = 'Sides';

/** Recipe categories (RC). */
export const SAMPLE_RECIPE_CATEGORIES = [STARTERS, MAINS, SIDES, DESSERTS, BASES] as const;

/**
 * The ingredients. Each row: name, supplier code, how it is bought (price, qty, unit, then
 * package levels), yield %, measure (a volume's weight in g, then one each in g), USDA food.
 */
export const SAMPLE_INGREDIENTS: readonly IngredientGroup[] = [
  {
    category: 'Produce',
    storagearea: WALK_IN,
    supplier: GREEN_VALLEY,
    rows: [
      ['Yellow onions', 'GV-1101', [32.5, 'sack', 50, 'lb'], 90, [1, 'cup', 160, 150], '11282'],
      ['Carrots', 'GV-1102', [18.75, 'bag', 25, 'lb'], 85, [1, 'cup', 128, 61], '11124'],
      ['Celery', 'GV-1103', [36, 'case', 30, 'lb'], 80, [1, 'cup', 101, 40], '11143'],
      [
        'Garlic, peeled',
        'GV-1104',
        [64, 'case', 4, 'jar', 5, 'lb'],
        98,
        [1, 'cup', 136, 5],
        '11215',
      ],
      ['Roma tomatoes', 'GV-1105', [29.75, 'case', 25, 'lb'], 95, [1, 'cup', 180, 62], '11529'],
      ['Russet potatoes', 'GV-1106', [27.5, 'sack', 50, 'lb'], 80, [1, 'cup', 150, 213], '11353'],
      ['Romaine lettuce', 'GV-1107', [42, 'case', 24, 'each'], 75, [1, 'cup', 47, 626], '11251'],
      ['Lemons', 'GV-1108', [52, 'case', 115, 'each'], 100, [1, 'cup', 212, 84], '09150'],
      [
        'Flat-leaf parsley',
        'GV-1109',
        [36, 'case', 30, 'bunch', 60, 'g'],
        70,
        [1, 'cup', 60],
        '11297',
      ],
      ['Basil', 'GV-1110', [14, 1, 'lb'], 75, [1, 'cup', 24], '02044'],
      ['White mushrooms', 'GV-1111', [26.5, 10, 'lb'], 95, [1, 'cup', 70, 18], '11260'],
      ['Baby spinach', 'GV-1112', [19.5, 4, 'lb'], 95, [1, 'cup', 30], '11457'],
      ['Leeks', 'GV-1113', [34, 20, 'lb'], 60, [1, 'cup', 89, 180], '11246'],
      ['Shallots', 'GV-1114', [15.5, 'bag', 5, 'lb'], 88, [1, 'tbsp', 10, 25], '11677'],
      ['Thyme', 'GV-1115', [6.5, 'pack', 4, 'oz'], 80, [1, 'tsp', 0.8], '02049'],
      ['Granny Smith apples', 'GV-1116', [46, 'case', 40, 'lb'], 80, [1, 'cup', 109, 182], '09003'],
      ['Green beans', 'GV-1117', [24, 10, 'lb'], 90, [1, 'cup', 100], '11052'],
      ['Red beets', 'GV-1118', [21.25, 'bag', 25, 'lb'], 80, [1, 'cup', 136, 82], '11080'],
      ['Spring mix', 'GV-1119', [16.5, 3, 'lb'], 95, [1, 'cup', 36], '11253'],
      ['English cucumber', 'GV-1120', [18, 'case', 12, 'each'], 95, [1, 'cup', 104, 350], '11205'],
    ],
  },
  {
    category: 'Meat & poultry',
    storagearea: WALK_IN,
    supplier: HARBOUR,
    rows: [
      ['Chicken backs', 'HM-2001', [26, 40, 'lb'], 100, [1, 'cup', 140], '05048'],
      [
        'Chicken breast',
        'HM-2002',
        [139.6, 'case', 4, 'bag', 10, 'lb'],
        95,
        [1, 'cup', 140, 200],
        '05062',
      ],
      ['Beef striploin', 'HM-2003', [167.88, 12, 'lb'], 85, [1, 'cup', 150], '13909'],
      [
        'Ground beef 80/20',
        'HM-2004',
        [52.9, 'case', 2, 'pack', 5, 'lb'],
        100,
        [1, 'cup', 225],
        '23572',
      ],
      ['Bacon, sliced', 'HM-2005', [79.5, 15, 'lb'], 100, [1, 'cup', 140, 29], '10123'],
    ],
  },
  {
    category: 'Fish & seafood',
    storagearea: WALK_IN,
    supplier: HARBOUR,
    rows: [
      ['Atlantic salmon fillet', 'HM-2101', [139.9, 10, 'lb'], 92, [1, 'cup', 140, 170], '15236'],
      ['PEI mussels', 'HM-2102', [29.9, 'bag', 10, 'lb'], 95, [1, 'cup', 150, 16], '15164'],
      [
        'Shrimp 16/20, peeled',
        'HM-2103',
        [92, 'case', 5, 'bag', 2, 'lb'],
        100,
        [1, 'cup', 145, 25],
        '15149',
      ],
    ],
  },
  {
    category: 'Dairy & eggs',
    storagearea: WALK_IN,
    supplier: NORTHERN_DAIRY,
    rows: [
      ['Unsalted butter', 'ND-301', [151.2, 'case', 36, 'lb'], 100, [1, 'cup', 227], '01145'],
      [
        'Whipping cream 35%',
        'ND-302',
        [62.4, 'case', 12, 'carton', 1, 'L'],
        100,
        [1, 'cup', 238],
        '01053',
      ],
      [
        'Whole milk 3.25%',
        'ND-303',
        [21.96, 'case', 4, 'container', 4, 'L'],
        100,
        [1, 'cup', 244],
        '01211',
      ],
      ['Large eggs', 'ND-304', [58.5, 'case', 180, 'each'], 100, [1, 'cup', 243, 50], '01123'],
      ['Parmesan', 'ND-305', [59.9, 2, 'kg'], 100, [1, 'cup', 100], '01032'],
      ['Aged cheddar', 'ND-306', [39.95, 5, 'lb'], 100, [1, 'cup', 113, 28], '01009'],
      ['Goat cheese', 'ND-307', [23.8, 2, 'lb'], 100, [1, 'cup', 227], '01159'],
      ['Gruyère', 'ND-308', [64.95, 5, 'lb'], 100, [1, 'cup', 108], '01023'],
      ['Sour cream 14%', 'ND-309', [16.8, 'tub', 2, 'L'], 100, [1, 'cup', 230], '01056'],
    ],
  },
  {
    category: 'Dry goods',
    storagearea: DRY_STORE,
    supplier: METRO,
    rows: [
      ['All-purpose flour', 'MF-40110', [24.5, 'bag', 20, 'kg'], 100, [1, 'cup', 125], '20081'],
      ['Granulated sugar', 'MF-40120', [27.8, 'bag', 20, 'kg'], 100, [1, 'cup', 200], '19335'],
      [
        'Brown sugar',
        'MF-40121',
        [28.8, 'case', 12, 'bag', 1, 'kg'],
        100,
        [1, 'cup', 220],
        '19334',
      ],
      ['Fine salt', 'MF-40130', [21, 'case', 12, 'box', 1, 'kg'], 100, [1, 'cup', 292], '02047'],
      [
        'Ground black pepper',
        'MF-40131',
        [18.5, 'container', 500, 'g'],
        100,
        [1, 'tsp', 2.3],
        '02030',
      ],
      ['Spaghetti', 'MF-40140', [36, 'case', 20, 'pack', 450, 'g'], 100, [1, 'cup', 100], '20120'],
      ['Arborio rice', 'MF-40141', [19.75, 'bag', 5, 'kg'], 100, [1, 'cup', 195], '20450'],
      [
        'Whole tomatoes, canned',
        'MF-40150',
        [32.94, 'case', 6, 'can', 2.84, 'kg'],
        100,
        [1, 'cup', 240],
        '11531',
      ],
      [
        'Dijon mustard',
        'MF-40160',
        [43.6, 'case', 4, 'jar', 2, 'kg'],
        100,
        [1, 'cup', 249],
        '02046',
      ],
      ['Honey', 'MF-40161', [27.9, 'container', 3, 'kg'], 100, [1, 'cup', 339], '19296'],
      ['Dark chocolate 70%', 'MF-40170', [64.5, 'bag', 2.5, 'kg'], 100, [1, 'cup', 168], '19904'],
      ['Vanilla extract', 'MF-40171', [39.95, 'bottle', 946, 'mL'], 100, [1, 'cup', 208], '02050'],
      ['Walnut halves', 'MF-40180', [18.9, 'bag', 1, 'kg'], 100, [1, 'cup', 117], '12155'],
    ],
  },
  {
    category: 'Oils & vinegars',
    storagearea: DRY_STORE,
    supplier: METRO,
    rows: [
      [
        'Extra virgin olive oil',
        'MF-40210',
        [95.8, 'case', 4, 'can', 3, 'L'],
        100,
        [1, 'cup', 216],
        '04053',
      ],
      ['Canola oil', 'MF-40211', [38.5, 'container', 16, 'L'], 100, [1, 'cup', 218], '04582'],
      ['Red wine vinegar', 'MF-40220', [12.6, 'container', 4, 'L'], 100, [1, 'cup', 239], '02068'],
      [
        'Balsamic vinegar',
        'MF-40221',
        [47.4, 'case', 6, 'bottle', 500, 'mL'],
        100,
        [1, 'cup', 255],
        '02069',
      ],
    ],
  },
  {
    category: 'Bakery',
    storagearea: DRY_STORE,
    supplier: METRO,
    rows: [
      [
        'Brioche buns',
        'MF-40310',
        [39.6, 'case', 6, 'pack', 12, 'each'],
        100,
        [1, 'cup', 35, 70],
        '18350',
      ],
      ['Baguette', 'MF-40311', [44, 20, 'each'], 100, [1, 'cup', 35, 250], '18029'],
    ],
  },
  {
    category: 'Frozen',
    storagearea: FREEZER,
    supplier: METRO,
    rows: [
      [
        'Vanilla ice cream',
        'MF-40410',
        [42, 'container', 11.4, 'L'],
        100,
        [1, 'cup', 132],
        '19095',
      ],
    ],
  },
  {
    category: 'Beverages',
    storagearea: BAR,
    supplier: METRO,
    rows: [
      [
        'Dry white wine',
        'MF-40510',
        [131.88, 'case', 12, 'bottle', 750, 'mL'],
        100,
        [1, 'fl oz', 29.4],
        '14106',
      ],
      [
        'Red wine',
        'MF-40511',
        [143.88, 'case', 12, 'bottle', 750, 'mL'],
        100,
        [1, 'fl oz', 29.4],
        '14096',
      ],
    ],
  },
  {
    category: 'Beverages',
    storagearea: '',
    supplier: null,
    rows: [['Water', null, [0, 1, 'L'], 100, [1, 'L', 1000], '14429']],
  },
];

/** What some ingredients have beyond their row: allergens, a picture, another place. */
export const SAMPLE_INGREDIENT_EXTRAS: Readonly<Record<string, IngredientExtras>> = {
  'Yellow onions': { storagearea: DRY_STORE, image: 'yellow-onions.webp' },
  Carrots: { image: 'carrots.webp' },
  Celery: { allergens: ['celery'] },
  'Roma tomatoes': { image: 'roma-tomatoes.webp' },
  'Russet potatoes': { storagearea: DRY_STORE, image: 'russet-potatoes.webp' },
  Lemons: { image: 'lemons.webp' },
  'Granny Smith apples': { image: 'granny-smith-apples.webp' },
  'Atlantic salmon fillet': { allergens: ['fish'], image: 'atlantic-salmon-fillet.webp' },
  'PEI mussels': { allergens: ['molluscs'], note: 'Live: keep on ice, lid off; discard any open.' },
  'Shrimp 16/20, peeled': { allergens: ['crustaceans'], storagearea: FREEZER },
  'Unsalted butter': { allergens: ['milk'] },
  'Whipping cream 35%': { allergens: ['milk'] },
  'Whole milk 3.25%': { allergens: ['milk'] },
  'Large eggs': { allergens: ['eggs'], image: 'large-eggs.webp' },
  Parmesan: { allergens: ['milk'] },
  'Aged cheddar': { allergens: ['milk'] },
  'Goat cheese': { allergens: ['milk'] },
  Gruyère: { allergens: ['milk'] },
  'Sour cream 14%': { allergens: ['milk'] },
  'All-purpose flour': { allergens: ['gluten'] },
  Spaghetti: { allergens: ['gluten'] },
  'Dijon mustard': { allergens: ['mustard'] },
  'Dark chocolate 70%': { allergens: ['soybeans'], note: 'Callets, 70 % cocoa; soy lecithin.' },
  'Walnut halves': { allergens: ['nuts'] },
  'Red wine vinegar': { allergens: ['so2'] },
  'Balsamic vinegar': { allergens: ['so2'] },
  'Brioche buns': { allergens: ['gluten', 'eggs', 'milk'] },
  Baguette: { allergens: ['gluten'], image: 'baguette.webp' },
  'Vanilla ice cream': { allergens: ['milk', 'eggs'] },
  'Dry white wine': { allergens: ['so2'] },
  'Red wine': { allergens: ['so2'] },
};

/** Packaging items: name, price of a case, how many in it. */
export const SAMPLE_PACKAGING: readonly PackagingRow[] = [
  ['Dessert jar, 4 oz, with lid', 20.4, 24],
  ['Takeaway box, kraft', 52, 200],
  ['Soup cup, 16 oz, with lid', 67.5, 250],
  ['Parchment sheets', 39, 1000],
];

/** The recipes, the bases first. */
export const SAMPLE_RECIPES: readonly RecipeRow[] = [
  {
    name: 'Chicken stock',
    category: BASES,
    storagearea: WALK_IN,
    lines: [
      ['Chicken backs', 2.5, 'kg'],
      ['Water', 5, 'L'],
      ['Yellow onions', 300, 'g'],
      ['Carrots', 200, 'g'],
      ['Celery', 200, 'g'],
      ['Thyme', 5, 'g'],
      ['Ground black pepper', 2, 'g'],
    ],
    waterout: [45, '%'],
    density: [1, 'L', 1000],
    serving: [250, 'mL'],
    note: 'Simmer 4 hours without boiling, skim, strain and chill below 4 °C within 2 hours.',
  },
  {
    name: 'Tomato sauce',
    category: BASES,
    storagearea: WALK_IN,
    lines: [
      ['Whole tomatoes, canned', 2.84, 'kg'],
      ['Extra virgin olive oil', 100, 'mL'],
      ['Yellow onions', 300, 'g'],
      ['Garlic, peeled', 40, 'g'],
      ['Basil', 20, 'g'],
      ['Fine salt', 15, 'g'],
      ['Granulated sugar', 10, 'g'],
    ],
    waterout: [20, '%'],
    density: [1, 'L', 1050],
    serving: [125, 'mL'],
  },
  {
    name: 'Garlic aioli',
    category: BASES,
    storagearea: LINE,
    lines: [
      ['Large eggs', 2, 'each'],
      ['Garlic, peeled', 20, 'g'],
      ['Dijon mustard', 15, 'g'],
      ['Lemons', 60, 'g'],
      ['Canola oil', 500, 'mL'],
      ['Fine salt', 5, 'g'],
    ],
    density: [1, 'cup', 225],
    serving: [30, 'g'],
  },
  {
    name: 'Hand-cut fries',
    category: SIDES,
    storagearea: LINE,
    lines: [
      ['Russet potatoes', 2.5, 'kg'],
      ['Canola oil', 150, 'mL'],
      ['Fine salt', 15, 'g'],
    ],
    waterout: [35, '%'],
    serving: [180, 'g'],
    note: 'Blanch at 150 °C, finish to order at 185 °C.',
  },
  {
    name: 'Red wine jus',
    category: BASES,
    storagearea: LINE,
    lines: [
      ['Chicken stock', 2, 'L'],
      ['Red wine', 750, 'mL'],
      ['Shallots', 100, 'g'],
      ['Thyme', 5, 'g'],
      ['Unsalted butter', 50, 'g'],
    ],
    waterout: [60, '%'],
    density: [1, 'L', 1050],
    serving: [60, 'mL'],
  },
  {
    name: 'French onion soup',
    category: STARTERS,
    storagearea: WALK_IN,
    lines: [
      ['Yellow onions', 3, 'kg'],
      ['Unsalted butter', 150, 'g'],
      ['Dry white wine', 250, 'mL'],
      ['Chicken stock', 4, 'L'],
      ['Thyme', 5, 'g'],
      ['Fine salt', 20, 'g'],
      ['Ground black pepper', 3, 'g'],
      ['Baguette', 3, 'each'],
      ['Gruyère', 1.2, 'kg'],
    ],
    waterout: [25, '%'],
    serving: [400, 'g'],
    saleprice: 10.5,
  },
  {
    name: 'Caesar salad',
    category: STARTERS,
    storagearea: LINE,
    lines: [
      ['Romaine lettuce', 4, 'each'],
      ['Parmesan', 400, 'g'],
      ['Bacon, sliced', 600, 'g'],
      ['Baguette', 1, 'each'],
      ['Large eggs', 2, 'each'],
      ['Garlic, peeled', 15, 'g'],
      ['Lemons', 120, 'g'],
      ['Dijon mustard', 20, 'g'],
      ['Extra virgin olive oil', 250, 'mL'],
      ['Ground black pepper', 3, 'g'],
    ],
    serving: [300, 'g'],
    saleprice: 8,
  },
  {
    name: 'Beet & goat cheese salad',
    category: STARTERS,
    storagearea: LINE,
    lines: [
      ['Red beets', 1.5, 'kg'],
      ['Goat cheese', 600, 'g'],
      ['Walnut halves', 250, 'g'],
      ['Spring mix', 500, 'g'],
      ['Balsamic vinegar', 100, 'mL'],
      ['Honey', 40, 'g'],
      ['Extra virgin olive oil', 150, 'mL'],
      ['Fine salt', 8, 'g'],
    ],
    waterout: [10, '%'],
    serving: [250, 'g'],
    saleprice: 10,
  },
  {
    name: 'Mussels marinière',
    category: MAINS,
    storagearea: LINE,
    lines: [
      ['PEI mussels', 500, 'g'],
      ['Dry white wine', 100, 'mL'],
      ['Shallots', 30, 'g'],
      ['Garlic, peeled', 10, 'g'],
      ['Leeks', 60, 'g'],
      ['Whipping cream 35%', 60, 'mL'],
      ['Unsalted butter', 20, 'g'],
      ['Flat-leaf parsley', 5, 'g'],
      ['Baguette', 0.25, 'each'],
    ],
    serving: 'batch',
    saleprice: 22,
  },
  {
    name: 'Bistro burger',
    category: MAINS,
    storagearea: LINE,
    lines: [
      ['Ground beef 80/20', 6, 'oz'],
      ['Brioche buns', 1, 'each'],
      ['Aged cheddar', 1, 'each'],
      ['Bacon, sliced', 2, 'each'],
      ['Romaine lettuce', 30, 'g'],
      ['Roma tomatoes', 40, 'g'],
      ['Yellow onions', 20, 'g'],
      ['Garlic aioli', 30, 'g'],
      ['Hand-cut fries', 180, 'g'],
    ],
    serving: 'batch',
    saleprice: 15,
  },
  {
    name: 'Steak frites',
    category: MAINS,
    storagearea: LINE,
    lines: [
      ['Beef striploin', 10, 'oz'],
      ['Hand-cut fries', 200, 'g'],
      ['Red wine jus', 60, 'mL'],
      ['Unsalted butter', 15, 'g'],
      ['Spring mix', 30, 'g'],
      ['Fine salt', 3, 'g'],
      ['Ground black pepper', 1, 'g'],
    ],
    serving: 'batch',
    saleprice: 40,
  },
  {
    name: 'Pan-seared salmon',
    category: MAINS,
    storagearea: LINE,
    lines: [
      ['Atlantic salmon fillet', 170, 'g'],
      ['Green beans', 100, 'g'],
      ['White mushrooms', 60, 'g'],
      ['Baby spinach', 50, 'g'],
      ['Unsalted butter', 20, 'g'],
      ['Lemons', 30, 'g'],
      ['Flat-leaf parsley', 3, 'g'],
      ['Extra virgin olive oil', 10, 'mL'],
      ['Fine salt', 2, 'g'],
    ],
    serving: 'batch',
    saleprice: 26,
  },
  {
    name: 'Spaghetti pomodoro',
    category: MAINS,
    storagearea: LINE,
    lines: [
      ['Spaghetti', 160, 'g'],
      ['Tomato sauce', 250, 'g'],
      ['Basil', 8, 'g'],
      ['Parmesan', 30, 'g'],
      ['Extra virgin olive oil', 15, 'mL'],
      ['Fine salt', 3, 'g'],
    ],
    serving: 'batch',
    saleprice: 9,
  },
  {
    name: 'Chocolate pot de crème',
    category: DESSERTS,
    storagearea: WALK_IN,
    lines: [
      ['Dark chocolate 70%', 300, 'g'],
      ['Whipping cream 35%', 750, 'mL'],
      ['Whole milk 3.25%', 250, 'mL'],
      ['Large eggs', 6, 'each'],
      ['Granulated sugar', 100, 'g'],
      ['Vanilla extract', 5, 'mL'],
      ['Fine salt', 1, 'g'],
    ],
    packaging: [['Dessert jar, 4 oz, with lid', 12]],
    serving: [140, 'g'],
    saleprice: 6.5,
  },
  {
    name: 'Apple tarte tatin',
    category: DESSERTS,
    storagearea: WALK_IN,
    lines: [
      ['Granny Smith apples', 1.6, 'kg'],
      ['Unsalted butter', 300, 'g'],
      ['Granulated sugar', 250, 'g'],
      ['All-purpose flour', 250, 'g'],
      ['Large eggs', 1, 'each'],
      ['Fine salt', 2, 'g'],
      ['Vanilla ice cream', 1, 'L'],
    ],
    waterout: [15, '%'],
    serving: [350, 'g'],
    saleprice: 6,
  },
];

/** The two menus (the Default Menu holds every dish on sale besides). */
export const SAMPLE_MENUS: readonly MenuRow[] = [
  {
    name: 'Dinner',
    dishes: [
      'French onion soup',
      'Caesar salad',
      'Beet & goat cheese salad',
      'Mussels marinière',
      'Steak frites',
      'Pan-seared salmon',
      'Spaghetti pomodoro',
      'Chocolate pot de crème',
      'Apple tarte tatin',
    ],
  },
  {
    name: 'Lunch',
    dishes: [
      'French onion soup',
      'Caesar salad',
      'Beet & goat cheese salad',
      'Bistro burger',
      'Mussels marinière',
      'Spaghetti pomodoro',
      'Chocolate pot de crème',
    ],
  },
];

/** Price changes of the last week: the item, the day, its purchase price before. */
export const SAMPLE_PRICE_CHANGES: readonly PriceChangeRow[] = [
  ['Atlantic salmon fillet', -2, 129.9],
  ['Beef striploin', -3, 155.88],
  ['Unsalted butter', -5, 140.4],
  ['Whipping cream 35%', -5, 59.4],
  ['Romaine lettuce', -1, 36],
  ['Roma tomatoes', -4, 32.5],
  ['Extra virgin olive oil', -6, 89.6],
  ['Large eggs', -2, 54],
];

/** The day of the first price of every item: a week ago, when the sample kitchen opened. */
export const SAMPLE_FIRST_PRICE_DAY = -7;

/** Wastage of the last week: the item, the day, the quantity and unit thrown away. */
export const SAMPLE_WASTAGE: readonly WastageRow[] = [
  ['Romaine lettuce', -6, 2, 'each'],
  ['Atlantic salmon fillet', -5, 340, 'g'],
  ['Whipping cream 35%', -4, 500, 'mL'],
  ['Baguette', -3, 4, 'each'],
  ['Basil', -3, 60, 'g'],
  ['PEI mussels', -2, 900, 'g'],
  ['Hand-cut fries', -2, 1.2, 'kg'],
  ['Spring mix', -1, 250, 'g'],
  ['Tomato sauce', -1, 750, 'g'],
  ['Large eggs', 0, 6, 'each'],
];

/** Events around today, the first priced by an estimate. */
export const SAMPLE_EVENTS: readonly EventRow[] = [
  {
    name: 'Northwind Consulting team lunch',
    type: 'business',
    day: 3,
    start: '12:00',
    guests: 24,
    status: 'confirmed',
    contact: { name: 'Priya Shah', email: 'priya.shah@northwind.example', phone: '902 555 0142' },
    notes: 'Two vegetarians (spaghetti). Invoice to accounts payable.',
    lines: [
      ['Caesar salad', 'guest', 1],
      ['Bistro burger', 'total', 14],
      ['Spaghetti pomodoro', 'total', 10],
      ['Chocolate pot de crème', 'guest', 1],
    ],
    estimate: {
      title: 'Northwind team lunch',
      day: -1,
      status: 'sent',
      pricing: 'sale',
      lines: [
        ['Caesar salad', 24],
        ['Bistro burger', 14],
        ['Spaghetti pomodoro', 10],
        ['Chocolate pot de crème', 24],
      ],
      extras: [['Service staff, 2 for 4 hours', 240]],
      discountPercent: 5,
      taxPercent: 15,
      notes: 'Prices hold for 30 days. Final numbers 48 hours before.',
    },
  },
  {
    name: 'Okafor anniversary dinner',
    type: 'celebrations',
    day: 0,
    start: '19:00',
    guests: 8,
    status: 'confirmed',
    contact: { name: 'Ada Okafor', phone: '902 555 0187' },
    lines: [
      ['French onion soup', 'guest', 1],
      ['Steak frites', 'total', 5],
      ['Pan-seared salmon', 'total', 3],
      ['Chocolate pot de crème', 'guest', 1],
    ],
  },
  {
    name: 'Chen 40th birthday',
    type: 'birthday',
    day: -4,
    start: '18:30',
    guests: 16,
    status: 'done',
    contact: { name: 'Wei Chen', email: 'wei.chen@example.com' },
    lines: [
      ['Mussels marinière', 'total', 6],
      ['Bistro burger', 'total', 10],
      ['Apple tarte tatin', 'guest', 1],
    ],
  },
  {
    name: 'Martin–Leblanc rehearsal dinner',
    type: 'wedding',
    day: 9,
    start: '17:30',
    guests: 40,
    status: 'enquiry',
    contact: { name: 'Claire Martin', email: 'claire.martin@example.com' },
    notes: 'Asked for a quote for 35 to 45 guests; one nut allergy.',
    lines: [
      ['French onion soup', 'guest', 1],
      ['Steak frites', 'total', 22],
      ['Pan-seared salmon', 'total', 18],
      ['Apple tarte tatin', 'guest', 1],
    ],
  },
];

/** A saved prep list for today. */
export const SAMPLE_PREP_LIST: PrepListRow = {
  name: 'Dinner prep',
  day: 0,
  lines: [
    ['Chicken stock', 1, 'batches'],
    ['Red wine jus', 1, 'batches'],
    ['Hand-cut fries', 40, 'servings'],
    ['Garlic aioli', 1, 'batches'],
    ['French onion soup', 20, 'servings'],
  ],
};

/** Last week's count and yesterday's, of the same items. */
export const SAMPLE_STOCK_COUNTS: StockCountsRow = {
  name: 'Weekly count',
  days: [-8, -1],
  lines: [
    ['Yellow onions', [18, 11], 'kg'],
    ['Russet potatoes', [30, 19], 'kg'],
    ['Carrots', [9, 6.5], 'kg'],
    ['Celery', [6, 4], 'kg'],
    ['Romaine lettuce', [14, 9], 'each'],
    ['Lemons', [40, 27], 'each'],
    ['Beef striploin', [6.5, 3.9], 'kg'],
    ['Ground beef 80/20', [4.2, 2.6], 'kg'],
    ['Atlantic salmon fillet', [3.8, 2.2], 'kg'],
    ['Unsalted butter', [9, 6.5], 'kg'],
    ['Whipping cream 35%', [8, 5], 'L'],
    ['Large eggs', [150, 96], 'each'],
    ['Gruyère', [1.8, 1.1], 'kg'],
    ['Parmesan', [1.6, 1.2], 'kg'],
    ['All-purpose flour', [14, 12.5], 'kg'],
    ['Granulated sugar', [11, 9.5], 'kg'],
    ['Extra virgin olive oil', [7, 5.5], 'L'],
    ['Canola oil', [12, 8], 'L'],
    ['Dark chocolate 70%', [2.1, 1.6], 'kg'],
    ['Dry white wine', [7, 4], 'bottle'],
    ['Red wine', [8, 6], 'bottle'],
    ['Chicken stock', [6, 3.5], 'L'],
    ['Tomato sauce', [4, 2.5], 'L'],
  ],
};

/** Last week's sales of each menu (menu engineering). */
export const SAMPLE_SALES: readonly SalesRow[] = [
  {
    name: 'Last week, dinner',
    menu: 'Dinner',
    from: -7,
    to: -1,
    sold: [
      ['French onion soup', 64],
      ['Caesar salad', 52],
      ['Beet & goat cheese salad', 21],
      ['Mussels marinière', 38],
      ['Steak frites', 71],
      ['Pan-seared salmon', 44],
      ['Spaghetti pomodoro', 29],
      ['Chocolate pot de crème', 47],
      ['Apple tarte tatin', 18],
    ],
  },
  {
    name: 'Last week, lunch',
    menu: 'Lunch',
    from: -7,
    to: -1,
    sold: [
      ['French onion soup', 41],
      ['Caesar salad', 57],
      ['Beet & goat cheese salad', 19],
      ['Bistro burger', 88],
      ['Mussels marinière', 16],
      ['Spaghetti pomodoro', 35],
      ['Chocolate pot de crème', 22],
    ],
  },
];
