import { Alert, List, Text } from '@mantine/core';
import { NO_NUTRITION_STACK, type ItemNutrition } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { gapText } from './gap-text';

/**
 * The notice of costing-model §9 and product spec §8: the recipe has no nutrition stack, so
 * its label is incomplete; names the lines without data and every item behind them.
 */
export function NoNutritionStackNotice({
  nutrition,
  nameOf,
  kind,
}: {
  nutrition: ItemNutrition;
  nameOf: (foodkey: string) => string;
  kind: 'recipe' | 'ingredient';
}) {
  const { t } = useTranslation('components');
  if (nutrition.complete) return null;
  // Items named as lines above are not repeated; gaps further down (in sub-recipes) are.
  const deeper = nutrition.gaps.filter(
    (g) =>
      (g.kind === 'ingredient' || g.lines.length === 0) && !nutrition.missing.includes(g.foodkey),
  );
  const title =
    nutrition.status === NO_NUTRITION_STACK
      ? t('nutrition.notice.noStack')
      : kind === 'ingredient'
        ? t('nutrition.notice.noData')
        : t('nutrition.notice.incomplete');
  return (
    <Alert color="orange" title={title} role="status" data-testid="no-nutrition-stack">
      {nutrition.missing.length > 0 && (
        <>
          <Text size="sm">{t('nutrition.notice.missingLines')}</Text>
          <List size="sm" data-testid="missing-lines">
            {nutrition.missing.map((key) => (
              <List.Item key={key}>{nameOf(key)}</List.Item>
            ))}
          </List>
        </>
      )}
      {deeper.length > 0 && (
        <List size="sm" mt="xs" data-testid="nutrition-gaps">
          {deeper.map((g) => (
            <List.Item key={g.foodkey}>
              {t('nutrition.notice.gap', { name: g.name, reason: gapText(g, nameOf) })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
