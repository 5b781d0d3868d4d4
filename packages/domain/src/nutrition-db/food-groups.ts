/**
 * USDA SR food groups by code. The SR24 source bundles no group per food, so the build
 * script derives it from the databank number's first two digits (SR numbers foods within
 * their group); see `foodGroupOf`.
 */
export const FOOD_GROUPS: Readonly<Record<string, string>> = {
  '01': 'Dairy and Egg Products',
  '02': 'Spices and Herbs',
  '03': 'Baby Foods',
  '04': 'Fats and Oils',
  '05': 'Poultry Products',
  '06': 'Soups, Sauces, and Gravies',
  '07': 'Sausages and Luncheon Meats',
  '08': 'Breakfast Cereals',
  '09': 'Fruits and Fruit Juices',
  '10': 'Pork Products',
  '11': 'Vegetables and Vegetable Products',
  '12': 'Nut and Seed Products',
  '13': 'Beef Products',
  '14': 'Beverages',
  '15': 'Finfish and Shellfish Products',
  '16': 'Legumes and Legume Products',
  '17': 'Lamb, Veal, and Game Products',
  '18': 'Baked Products',
  '19': 'Sweets',
  '20': 'Cereal Grains and Pasta',
  '21': 'Fast Foods',
  '22': 'Meals, Entrees, and Side Dishes',
  '25': 'Snacks',
  '35': 'American Indian/Alaska Native Foods',
  '36': 'Restaurant Foods',
};

/**
 * Number prefixes outside the group codes whose foods all belong to one group: 23xxx are
 * later beef cuts, 27xxx soups and sauces, 31xxx vegetable juices and chilies, 80200 frog
 * legs, 83110 salted mackerel, 90240 scallop, 90560 snail, 93600 turtle. Other prefixes
 * (42, 43, 44, 46, 47, 48) mix groups and stay unknown.
 */
const PREFIX_GROUPS: Readonly<Record<string, string>> = {
  '23': '13',
  '27': '06',
  '31': '11',
  '80': '15',
  '83': '15',
  '90': '15',
  '93': '15',
};

/** The SR food group code of a databank number, or null when it cannot be told. */
export const foodGroupOf = (id: string): string | null => {
  const prefix = id.slice(0, 2);
  if (FOOD_GROUPS[prefix] !== undefined) return prefix;
  return PREFIX_GROUPS[prefix] ?? null;
};

/** The name of a food group code ('Dairy and Egg Products'), or null. */
export const foodGroupName = (code: string | null): string | null =>
  code === null ? null : (FOOD_GROUPS[code] ?? null);
