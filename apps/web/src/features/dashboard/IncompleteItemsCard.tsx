import { Badge, List, Stack, Text, Title } from '@mantine/core';
import type { IncompleteItem } from '@larder/domain';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xs" data-testid="dash-incomplete">
      <Title order={2} size="h4">
        {t('incomplete.title')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('incomplete.none')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('incomplete.summary', { count: items.length })}</Text>
          <List spacing={4} size="sm">
            {items.slice(0, INCOMPLETE_SHOWN).map((item) => (
              <List.Item key={item.foodkey} data-testid="incomplete-item">
                <Link to={fixPath(item, canEdit)}>{item.name}</Link>{' '}
                <Badge size="xs" variant="light">
                  {t(`incomplete.kind.${item.kind}`)}
                </Badge>{' '}
                <Text span size="xs" c="dimmed">
                  {item.issues.map((i) => i.message).join('; ')}
                </Text>
              </List.Item>
            ))}
          </List>
          {items.length > INCOMPLETE_SHOWN && (
            <Text size="sm" c="dimmed">
              {t('incomplete.more', { count: items.length - INCOMPLETE_SHOWN })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
