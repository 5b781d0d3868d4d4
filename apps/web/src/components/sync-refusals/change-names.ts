import type { SyncKind } from '@larder/domain';

/** The names of the record kinds, for a change listed on the dashboard. */
const KIND_NAMES: Readonly<Record<SyncKind, string>> = {
  item: 'item',
  supplier: 'supplier',
  settings: 'settings',
  menu: 'menu',
  event: 'event',
  estimate: 'estimate',
  'estimate-number': 'estimate number',
  'prep-list': 'prep list',
  'prep-tick': 'prep list tick',
  'stock-count': 'stock count',
  'sales-count': 'sales count',
};

/** The names of master item types. */
const ITEM_TYPE_NAMES: Readonly<Record<string, string>> = {
  single: 'ingredient',
  multiple: 'ingredient',
  part: 'part',
  recipe: 'recipe',
  packaging: 'packaging',
};

/** What a listed change is: 'ingredient', 'recipe', 'supplier', … */
export const itemTypeName = (kind: SyncKind, type: unknown): string =>
  (typeof type === 'string' && ITEM_TYPE_NAMES[type]) || KIND_NAMES[kind];
