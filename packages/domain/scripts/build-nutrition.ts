/**
 * Builds packages/domain/data/usda-sr24.json from the USDA SR24 jar (a zip of one XML file
 * per food plus foods.index and deprecated.index). Energy kcal -> kJ (x 4.184); vitamins A
 * and D stay in IU (our tags vit_a_iu, vit_d_iu). Nutrients outside our catalogue are dropped.
 *
 *   npx tsx packages/domain/scripts/build-nutrition.ts [path/to/usda_sr24.jar] [out.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { NUTRIENT_TAGS } from '../src/nutrition/nutrient-catalogue';
import { KJ_PER_KCAL } from '../src/nutrition/nutrition-conversions';
import { FOOD_FILE_FORMAT, FOOD_FILE_VERSION, type FoodFile } from '../src/nutrition-db/food-file';
import { foodGroupOf } from '../src/nutrition-db/food-groups';
import type { Food, FoodMeasure } from '../src/nutrition-db/food-record';
import { packFood } from '../src/nutrition-db/pack-food';

const here = dirname(fileURLToPath(import.meta.url));
// Default: the shared data folder beside the project checkout.
const jarPath = resolve(process.argv[2] ?? `${here}/../../../../shared/data/usda_sr24.jar`);
const outPath = resolve(process.argv[3] ?? `${here}/../data/usda-sr24.json`);

/** Reads every entry of a zip through its central directory (stored or deflated entries). */
const readZip = (zip: Buffer): Map<string, Buffer> => {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip: end of central directory not found');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header: ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method === 0) entries.set(name, Buffer.from(data));
    else if (method === 8) entries.set(name, inflateRawSync(data));
    else throw new Error(`${name}: unsupported compression method ${method}`);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** SR24 XML nutrient names -> our nutrient tags (product spec §3). */
const TAG_OF: Readonly<Record<string, string>> = {
  Energy: 'energy',
  Protein: 'protein',
  Carbs: 'carbs',
  Sugars: 'sugar',
  Fiber: 'fiber',
  Fat: 'fat',
  Saturated: 'satu',
  'Trans-Fats': 'trans',
  Monounsaturated: 'mono',
  Polyunsaturated: 'poly',
  Cholesterol: 'chol',
  Water: 'water',
  Alcohol: 'alc',
  Calcium: 'ca',
  Iron: 'fe',
  Magnesium: 'mg',
  Phosphorus: 'p',
  Potassium: 'k',
  Sodium: 'na',
  Zinc: 'zn',
  Copper: 'cu',
  Manganese: 'mn',
  Selenium: 'se',
  'Vitamin A': 'vit_a_iu',
  'Vitamin C': 'vit_c',
  'Vitamin D': 'vit_d_iu',
  'Vitamin E': 'vit_e',
  'Vitamin K': 'vit_k',
  'B1 (Thiamine)': 'thia',
  'B2 (Riboflavin)': 'ribf',
  'B3 (Niacin)': 'niacin',
  'B5 (Pantothenic Acid)': 'vit_b5',
  'B6 (Pyridoxine)': 'vit_b6',
  Folate: 'folate',
  'B12 (Cyanocobalamin)': 'vit_b12',
  Choline: 'choline',
};

const unescapeXml = (s: string): string =>
  s
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributes = (tag: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w-]+)="([^"]*)"/g))
    out[m[1] as string] = unescapeXml(m[2] ?? '');
  return out;
};

/** SR precision is at most 4 decimals; this also drops float noise such as 0.30000000000000004. */
const clean = (x: number): number => Number(x.toFixed(4));

const num = (value: string | undefined, what: string): number => {
  const x = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(x)) throw new Error(what);
  return x;
};

const parseFood = (xml: string, deprecated: boolean): Food => {
  const head = /<food\s[^>]*>/.exec(xml)?.[0];
  if (!head) throw new Error('no <food> element');
  const food = attributes(head);
  const id = food.uid ?? '';
  const values: Record<string, number> = {};
  for (const m of xml.matchAll(/<nutrient\s[^>]*\/>/g)) {
    const a = attributes(m[0]);
    const tag = TAG_OF[a.name ?? ''];
    if (tag === undefined) continue;
    const v = num(a.amount, `${id}: bad amount for ${a.name}`);
    values[tag] = tag === 'energy' ? Number((v * KJ_PER_KCAL).toFixed(3)) : clean(v);
  }
  const measures: FoodMeasure[] = [];
  for (const m of xml.matchAll(/<measure\s[^>]*\/>/g)) {
    const a = attributes(m[0]);
    measures.push({
      amount: clean(num(a.amount, `${id}: bad measure amount`)),
      unit: (a.name ?? '').trim(),
      grams: clean(num(a.grams, `${id}: bad measure grams`)),
    });
  }
  return {
    id,
    name: (food.name ?? '').trim(),
    group: foodGroupOf(id),
    values,
    measures,
    deprecated,
  };
};

const indexIds = (text: string | undefined): Set<string> =>
  new Set(
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.split('|')[0]?.trim() ?? '')
      .filter((id) => id !== ''),
  );

const entries = readZip(readFileSync(jarPath));
const current = indexIds(entries.get('usda_sr24/foods.index')?.toString('utf8'));
const deprecatedIds = indexIds(entries.get('usda_sr24/deprecated.index')?.toString('utf8'));
const foods: Food[] = [];
for (const [name, data] of entries) {
  const m = /^usda_sr24\/(\d{5})\.xml$/.exec(name);
  if (!m) continue;
  const id = m[1] as string;
  foods.push(parseFood(data.toString('utf8'), !current.has(id) && deprecatedIds.has(id)));
}
foods.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const nutrients = NUTRIENT_TAGS.filter((tag) => foods.some((f) => f.values[tag] !== undefined));
const file: FoodFile = {
  format: FOOD_FILE_FORMAT,
  version: FOOD_FILE_VERSION,
  source:
    'USDA National Nutrient Database for Standard Reference, Release 24 (public domain); ' +
    'per 100 g, energy kJ = kcal x 4.184, vitamins A and D in IU',
  nutrients,
  foods: foods.map((f) => packFood(f, nutrients)),
};
// One food per line: compact, yet diffs stay readable.
const json = `{${[
  `"format":${JSON.stringify(file.format)}`,
  `"version":${file.version}`,
  `"source":${JSON.stringify(file.source)}`,
  `"nutrients":${JSON.stringify(file.nutrients)}`,
  `"foods":[\n${file.foods.map((f) => JSON.stringify(f)).join(',\n')}\n]`,
].join(',\n')}}\n`;
writeFileSync(outPath, json);

const missing = [...current, ...deprecatedIds].filter((id) => !foods.some((f) => f.id === id));
console.log(
  JSON.stringify({
    out: outPath,
    foods: foods.length,
    current: foods.filter((f) => !f.deprecated).length,
    deprecated: foods.filter((f) => f.deprecated).length,
    listedWithoutXml: [...new Set(missing)],
    withoutGroup: foods.filter((f) => f.group === null).length,
    bytes: Buffer.byteLength(json),
  }),
);
