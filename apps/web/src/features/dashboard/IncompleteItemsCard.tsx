import { Badge, List, Stack, Text, Title } from '@mantine/core';
import type { IncompleteItem } from '@larder/domain';
import { Link } from 'react-router';

/** Rows shown before "and N more". */
export const INCOMPLETE_SHOWN = 10;

function fixPath(item: IncompleteItem, canEdit: boolean): string {
  const key = encodeURIComponent(item.foodkey);
  if (item.kind === 'recipe') return `/recipes/${key}`;
  return canEdit ? `/ingredient-edit/${key}` : `/ingredients/${key}`;
}

/** Ingredients and recipes that still lack what their costs need, with a link to fix each. */
export function IncompleteItemsCard({
  items,
  canEdit,
}: {
  items: readonly IncompleteItem[];
  canEdit: boolean;
}) {
  return (
    <Stack gap="xs" data-testid="dash-incomplete">
      <Title order={2} size="h4">
        To fix
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to fix: every ingredient and recipe has what its costs need.
        </Text>
      ) : (
        <>
          <Text size="sm">
            {items.length} {items.length === 1 ? 'item is' : 'items are'} incomplete, so some costs
            are missing.
          </Text>
          <List spacing={4} size="sm">
            {items.slice(0, INCOMPLETE_SHOWN).map((item) => (
              <List.Item key={item.foodkey} data-testid="incomplete-item">
                <Link to={fixPath(item, canEdit)}>{item.name}</Link>{' '}
                <Badge size="xs" variant="light">
                  {item.kind}
                </Badge>{' '}
                <Text span size="xs" c="dimmed">
                  {item.issues.map((i) => i.message).join('; ')}
                </Text>
              </List.Item>
            ))}
          </List>
          {items.length > INCOMPLETE_SHOWN && (
            <Text size="sm" c="dimmed">
              and {items.length - INCOMPLETE_SHOWN} more
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
