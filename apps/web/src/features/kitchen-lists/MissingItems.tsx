import { Alert, Anchor, List, Text } from '@mantine/core';
import type { CatalogueItem } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemPagePath } from './kitchen-list-text';

/**
 * The items a list leaves out (operations-model §2, §3: `missing`), each linked to its page
 * to fix it: not in the catalogue, or an amount that does not convert.
 */
export function MissingItems({
  keys,
  lookup,
  what,
}: {
  keys: readonly string[];
  lookup: (foodkey: string) => CatalogueItem | undefined;
  /** What the items are left out of: the prep list or the order list. */
  what: 'prep' | 'order';
}) {
  const { t } = useTranslation('kitchen-lists');
  if (keys.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={what === 'prep' ? t('missing.prep') : t('missing.order')}
      data-testid="missing-items"
    >
      <Text size="sm">{t('missing.why')}</Text>
      <List size="sm" mt={4}>
        {keys.map((key) => {
          const item = lookup(key);
          return (
            <List.Item key={key}>
              {item ? (
                <Anchor component={Link} to={itemPagePath(item)} size="sm">
                  {item.name?.trim() || key}
                </Anchor>
              ) : (
                t('missing.notFound', { key })
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
