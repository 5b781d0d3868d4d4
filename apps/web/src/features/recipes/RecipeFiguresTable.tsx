import { Table } from '@mantine/core';
import type { RecipeCostResult } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatQuantity } from '../../i18n/format';
import { numberText } from './figure-text';
import { useCostText } from '../../components/catalogue/use-cost-text';

/**
 * A recipe's totals (costing-model §5): batch cost, ingredients and packaging, cost per
 * serving, per g and per mL, with the batch weight, volume and servings. Costs are left out
 * when `showCosts` is false (restricted mode); absent figures show as '—'.
 */
export function RecipeFiguresTable({
  costs,
  showCosts,
  caption,
}: {
  costs: Pick<
    RecipeCostResult,
    | 'total'
    | 'ingredients'
    | 'packaging'
    | 'perServing'
    | 'gramcost'
    | 'mlcost'
    | 'eachValue'
    | 'volume'
    | 'servings'
  >;
  showCosts: boolean;
  caption?: string;
}) {
  const { t } = useTranslation('recipes');
  const money = useCostText();
  const { units } = useCostSettings();
  const amount = (value: number | null, unit: string) =>
    value === null ? '—' : formatQuantity(value, unit, { units });
  const rows: [label: string, text: string, testId: string, cost: boolean][] = [
    [t('figures.batchCost'), money(costs.total), 'recipe-batch-cost', true],
    [t('figures.ingredients'), money(costs.ingredients), 'recipe-ingredients-cost', true],
    [t('figures.packaging'), money(costs.packaging), 'recipe-packaging-cost', true],
    [t('figures.costPerServing'), money(costs.perServing), 'recipe-cost-per-serving', true],
    [t('figures.costPerG'), money(costs.gramcost), 'recipe-cost-per-g', true],
    [t('figures.costPerMl'), money(costs.mlcost), 'recipe-cost-per-ml', true],
    [t('figures.batchWeight'), amount(costs.eachValue, 'g'), 'recipe-batch-weight', false],
    [t('figures.batchVolume'), amount(costs.volume, 'mL'), 'recipe-batch-volume', false],
    [
      t('figures.servings'),
      costs.servings === null ? '—' : numberText(costs.servings, 2),
      'recipe-servings',
      false,
    ],
  ];
  return (
    <Table withTableBorder maw={420} aria-label={caption ?? t('figures.label')}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Tbody>
        {rows
          .filter(([, , , cost]) => showCosts || !cost)
          .map(([label, text, testId]) => (
            <Table.Tr key={testId}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td data-testid={testId}>{text}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
