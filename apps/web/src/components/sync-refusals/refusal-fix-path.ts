import type { RefusedChange } from '@larder/data';

const ITEM_EDIT_PAGES: Readonly<Record<string, string>> = {
  single: '/ingredient-edit/',
  multiple: '/ingredient-edit/',
  part: '/ingredients/',
  recipe: '/recipe-edit/',
  packaging: '/packaging-item-edit/',
};

/**
 * The page where a refused change is fixed: the edit page of its item (by the item's type),
 * supplier or menu, the categories editor for a category or storage-area list, the settings
 * page for the venue's pricing settings (PROFILE), the inventory editor on a stock count, or
 * menu pricing for a sales count; null when there is none (a refused delete, an item no longer
 * here, an event, estimate or prep list record).
 */
export function refusalFixPath(
  refusal: Pick<RefusedChange, 'kind' | 'key' | 'deleted'>,
  itemType: string | null | undefined,
): string | null {
  if (refusal.deleted) return null;
  const key = encodeURIComponent(refusal.key);
  switch (refusal.kind) {
    case 'item': {
      const page = itemType ? ITEM_EDIT_PAGES[itemType] : undefined;
      return page ? `${page}${key}` : null;
    }
    case 'supplier':
      return `/supplier-edit/${key}`;
    case 'menu':
      return `/menu-edit/${key}`;
    case 'settings':
      if (['IC', 'RC', 'SA'].includes(refusal.key)) return '/categories-editor';
      // The device writes PROFILE only with the pricing settings of the settings page.
      return refusal.key === 'PROFILE' ? '/settings' : null;
    // No page edits an event, estimate or prep list record by its key: discarding is the way.
    case 'event':
    case 'estimate':
    case 'estimate-number':
    case 'prep-list':
    case 'prep-tick':
      return null;
    case 'stock-count':
      return `/inventory-editor?count=${key}`;
    case 'sales-count':
      return '/menu-pricing';
  }
}
