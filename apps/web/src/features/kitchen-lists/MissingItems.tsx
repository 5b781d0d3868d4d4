import { Alert, Anchor, List, Text } from '@mantine/core';
import type { CatalogueItem } from '@larder/domain';
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
  /** What the items are left out of: 'prep list' or 'order list'. */
  what: string;
}) {
  if (keys.length === 0) return null;
  return (
    <Alert color="yellow" title={`Left out of the ${what}`} data-testid="missing-items">
      <Text size="sm">
        These items are not in the catalogue, or their amount does not convert (no batch yield,
        purchase unit, density or each weight). Fix them on their pages:
      </Text>
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
                `${key} (not found)`
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
