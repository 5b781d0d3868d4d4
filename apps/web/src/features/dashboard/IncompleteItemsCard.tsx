import { Badge, List, Stack, Text, Title } from '@mantine/core';
import type { DomainIssue, IncompleteItem } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonText } from '../../api/issue-text';

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
  // A recipe without a batch cost says why in its own words; any other reason as the app names it.
  const issueText = (issue: DomainIssue) =>
    issue.reason === 'cost-input-missing'
      ? t('incomplete.recipeCostMissing')
      : reasonText(issue.reason);
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
                  {item.issues.map(issueText).join('; ')}
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
