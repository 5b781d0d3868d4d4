import { Table } from '@mantine/core';
import { formatQuantity, roundTo, type RecipeCostResult } from '@larder/domain';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
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
  const money = useCostText();
  const { units } = useCostSettings();
  const amount = (value: number | null, unit: string) =>
    value === null ? '—' : formatQuantity(value, unit, { units });
  const rows: [label: string, text: string, testId: string, cost: boolean][] = [
    ['Batch cost', money(costs.total), 'recipe-batch-cost', true],
    ['Ingredients', money(costs.ingredients), 'recipe-ingredients-cost', true],
    ['Packaging', money(costs.packaging), 'recipe-packaging-cost', true],
    ['Cost per serving', money(costs.perServing), 'recipe-cost-per-serving', true],
    ['Cost per g', money(costs.gramcost), 'recipe-cost-per-g', true],
    ['Cost per mL', money(costs.mlcost), 'recipe-cost-per-ml', true],
    ['Batch weight', amount(costs.eachValue, 'g'), 'recipe-batch-weight', false],
    ['Batch volume', amount(costs.volume, 'mL'), 'recipe-batch-volume', false],
    [
      'Servings',
      costs.servings === null ? '—' : String(roundTo(costs.servings, 2)),
      'recipe-servings',
      false,
    ],
  ];
  return (
    <Table withTableBorder maw={420} aria-label={caption ?? 'Recipe figures'}>
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
