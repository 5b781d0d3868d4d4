/**
 * The unit catalogue (product spec §3 "Unit catalogue", costing-model §1).
 * Names are canonical; sizes of overridable units come from `unit-table.ts`.
 */

export type Dimension = 'weight' | 'volume' | 'count';
export type UnitKind = Dimension | 'packaging';
/** Measurement system; tbsp and tsp have an empty system (available with metricOnly). */
export type UnitSystem = 'metric' | 'us' | '';

export interface UnitDefinition {
  readonly name: string;
  readonly label: string;
  readonly plural: string;
  readonly aliases: readonly string[];
  readonly fr: string;
  readonly kind: UnitKind;
  readonly system: UnitSystem;
  /** primary or secondary for packaging units. */
  readonly packaging?: 'primary' | 'secondary';
}

const measure = (
  name: string,
  label: string,
  plural: string,
  kind: Dimension,
  system: UnitSystem,
  fr: string,
  aliases: readonly string[],
): UnitDefinition => ({ name, label, plural, kind, system, fr, aliases });

const pack = (
  name: string,
  plural: string,
  level: 'primary' | 'secondary',
  fr: string,
  aliases: readonly string[],
): UnitDefinition => ({
  name,
  label: name,
  plural,
  kind: 'packaging',
  system: '',
  packaging: level,
  fr,
  aliases,
});

/** Weight units: kg, g, lb, oz. */
export const WEIGHT_UNITS: readonly UnitDefinition[] = [
  measure('kg', 'kg', 'kg', 'weight', 'metric', 'kilogramme', [
    'kilo',
    'kilos',
    'kgs',
    'kilogram',
    'kilograms',
    'kilogramme',
    'kilogrammes',
  ]),
  measure('g', 'g', 'g', 'weight', 'metric', 'gramme', [
    'gram',
    'grams',
    'gr',
    'grs',
    'gm',
    'gms',
    'gramme',
    'grammes',
  ]),
  measure('lb', 'lb', 'lbs', 'weight', 'us', 'livre', ['lbs', 'pound', 'pounds']),
  measure('oz', 'oz', 'oz', 'weight', 'us', 'once', ['ozs', 'ounce', 'ounces']),
];

/** Volume units: L, mL, cup, fl oz, gallon, quart, pint, peck, bushel, tbsp, tsp. */
export const VOLUME_UNITS: readonly UnitDefinition[] = [
  measure('L', 'L', 'L', 'volume', 'metric', 'litre', [
    'l',
    'lt',
    'ltr',
    'ltrs',
    'litre',
    'litres',
    'liter',
    'liters',
  ]),
  measure('mL', 'mL', 'mL', 'volume', 'metric', 'millilitre', [
    'ml',
    'mls',
    'millilitre',
    'millilitres',
    'milliliter',
    'milliliters',
  ]),
  measure('cup', 'cup', 'cups', 'volume', 'us', 'tasse', ['cups']),
  measure('fl oz', 'fl oz', 'fl oz', 'volume', 'us', 'once liquide', [
    'floz',
    'fl.oz',
    'fl. oz',
    'fl oz.',
    'fluid ounce',
    'fluid ounces',
    'fl ozs',
  ]),
  measure('gallon', 'gallon', 'gallons', 'volume', 'us', 'gallon', ['gal', 'gals', 'gallons']),
  measure('quart', 'quart', 'quarts', 'volume', 'us', 'pinte', ['qt', 'qts', 'quarts']),
  measure('pint', 'pint', 'pints', 'volume', 'us', 'chopine', ['pt', 'pts', 'pints']),
  measure('peck', 'peck', 'pecks', 'volume', 'us', 'picotin', ['pecks']),
  measure('bushel', 'bushel', 'bushels', 'volume', 'us', 'boisseau', ['bu', 'bushels']),
  measure('tbsp', 'tbsp', 'tbsp', 'volume', '', 'cuillère à soupe', [
    'tbs',
    'tbsps',
    'tbl',
    'tablespoon',
    'tablespoons',
  ]),
  measure('tsp', 'tsp', 'tsp', 'volume', '', 'cuillère à thé', ['tsps', 'teaspoon', 'teaspoons']),
];

/** Count unit: each. */
export const COUNT_UNITS: readonly UnitDefinition[] = [
  measure('each', 'each', 'each', 'count', '', 'unité', [
    'ea',
    'pc',
    'pcs',
    'piece',
    'pieces',
    'unit',
    'units',
  ]),
];

/** Primary packaging units: case, box, bag, sack, pack, tray. */
export const PRIMARY_PACKAGING_UNITS: readonly UnitDefinition[] = [
  pack('case', 'cases', 'primary', 'caisse', ['cases', 'cs']),
  pack('box', 'boxes', 'primary', 'boîte', ['boxes', 'bx']),
  pack('bag', 'bags', 'primary', 'sac', ['bags']),
  pack('sack', 'sacks', 'primary', 'grand sac', ['sacks']),
  pack('pack', 'packs', 'primary', 'paquet', ['packs', 'packet', 'packets', 'pk', 'pkt']),
  pack('tray', 'trays', 'primary', 'plateau', ['trays']),
];

/** Secondary packaging units: bunch, can, punnet, container, carton, tub, jar, bottle. */
export const SECONDARY_PACKAGING_UNITS: readonly UnitDefinition[] = [
  pack('bunch', 'bunches', 'secondary', 'botte', ['bunches']),
  pack('can', 'cans', 'secondary', 'conserve', ['cans', 'tin', 'tins']),
  pack('punnet', 'punnets', 'secondary', 'barquette', ['punnets']),
  pack('container', 'containers', 'secondary', 'contenant', ['containers']),
  pack('carton', 'cartons', 'secondary', 'carton', ['cartons', 'ctn', 'ctns']),
  pack('tub', 'tubs', 'secondary', 'bac', ['tubs']),
  pack('jar', 'jars', 'secondary', 'bocal', ['jars']),
  pack('bottle', 'bottles', 'secondary', 'bouteille', ['bottles', 'btl', 'btls']),
];

/** Every catalogue unit. */
export const UNIT_CATALOGUE: readonly UnitDefinition[] = [
  ...WEIGHT_UNITS,
  ...VOLUME_UNITS,
  ...COUNT_UNITS,
  ...PRIMARY_PACKAGING_UNITS,
  ...SECONDARY_PACKAGING_UNITS,
];

const BY_NAME: ReadonlyMap<string, UnitDefinition> = new Map(
  UNIT_CATALOGUE.map((u) => [u.name, u]),
);

/** The catalogue entry of a canonical unit name, or undefined. */
export const unitDefinition = (canonical: string): UnitDefinition | undefined =>
  BY_NAME.get(canonical);
