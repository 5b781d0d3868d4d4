import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import {
  nutritionPanel,
  type CatalogueItem,
  type ItemNutrition,
  type UnitOverrides,
} from '@larder/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoNutritionStackNotice } from '../nutrition/NoNutritionStackNotice';
import { LabelActions } from './LabelActions';
import { LabelControls } from './LabelControls';
import { LabelSvg } from './LabelSvg';
import { fallbackText } from './fallback-text';
import { itemServing, labelInput, NO_OVERRIDES, type ServingOverrides } from './label-input';
import { layoutLabel, type SmallVariant } from './layout/layout-label';
import { useLabelFormat } from './use-label-format';

/** The label of an item whose nutrition is known: controls, label, allergens, exports. */
export function LabelView({
  item,
  nutrition,
  allergens,
  nameOf,
  units,
}: {
  item: CatalogueItem;
  nutrition: ItemNutrition;
  allergens: string | null;
  nameOf: (foodkey: string) => string;
  units: UnitOverrides;
}) {
  const { t } = useTranslation('components');
  const [format, setFormat] = useLabelFormat();
  const [overrides, setOverrides] = useState<ServingOverrides>(NO_OVERRIDES);
  const [small, setSmall] = useState<SmallVariant>('table');
  const svgRef = useRef<SVGSVGElement | null>(null);
  const input = useMemo(
    () => labelInput(item, nutrition, overrides, units),
    [item, nutrition, overrides, units],
  );
  const panel = useMemo(() => (input ? nutritionPanel(format, input) : null), [format, input]);
  const drawing = useMemo(() => (panel ? layoutLabel(panel, small) : null), [panel, small]);
  const name = item.name ?? item.foodkey;

  return (
    <Stack gap="sm">
      <NoNutritionStackNotice
        nutrition={nutrition}
        nameOf={nameOf}
        kind={item.type === 'recipe' ? 'recipe' : 'ingredient'}
      />
      <LabelControls
        format={format}
        onFormat={setFormat}
        overrides={overrides}
        onOverrides={setOverrides}
        own={itemServing(item, nutrition, units)}
        small={small}
        onSmall={setSmall}
      />
      {panel?.fallback && (
        <Alert color="blue" title={t('labels.fallbackTitle')} data-testid="label-fallback">
          {t('labels.fallbackShown', { reason: fallbackText(panel.fallback) })}
        </Alert>
      )}
      {!panel || !drawing ? (
        <Text c="dimmed" data-testid="no-label">
          {item.type === 'recipe' ? t('labels.noLabelRecipe') : t('labels.noLabelIngredient')}
        </Text>
      ) : (
        <>
          <Group align="flex-start" gap="lg">
            <Paper
              p="xs"
              withBorder
              data-testid="nutrition-label"
              data-format={format}
              data-layout={panel.layout}
              style={{ overflowX: 'auto', maxWidth: '100%' }}
            >
              <LabelSvg
                ref={svgRef}
                drawing={drawing}
                title={t('labels.svgTitle', {
                  name,
                  format: t(`labels.formats.${panel.layout}`),
                })}
                scale={1.25}
                incomplete={!nutrition.complete}
                incompleteMark={t('labels.incompleteMark')}
              />
            </Paper>
            <Text size="sm" fw={700} data-testid="allergen-statement" maw={220}>
              {allergens ?? t('labels.noAllergens')}
            </Text>
          </Group>
          <LabelActions
            svgRef={svgRef}
            name={name}
            format={panel.layout}
            disabled={!nutrition.complete}
          />
        </>
      )}
    </Stack>
  );
}
