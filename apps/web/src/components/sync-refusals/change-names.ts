import type { SyncKind } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** The names of master item types, by the catalogue's key. */
const ITEM_TYPES = {
  single: 'ingredient',
  multiple: 'ingredient',
  part: 'part',
  recipe: 'recipe',
  packaging: 'packaging',
} as const;

const isItemType = (type: unknown): type is keyof typeof ITEM_TYPES =>
  typeof type === 'string' && Object.hasOwn(ITEM_TYPES, type);

/**
 * What a listed change is, in the interface language: 'ingredient', 'recipe', 'supplier', …
 * (the kind of record, for a change that is not of a known item type).
 */
export const itemTypeName = (kind: SyncKind, type: unknown): string =>
  isItemType(type)
    ? i18n.t(`components:syncRefusals.itemTypes.${ITEM_TYPES[type]}`)
    : i18n.t(`components:syncRefusals.kinds.${kind}`);
