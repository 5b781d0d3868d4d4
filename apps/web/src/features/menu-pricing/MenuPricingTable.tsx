import { Badge, Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { costText, foodCostText, priceText, taxText } from './figure-text';
import {
  canUseSuggested,
  PRICING_COLUMNS,
  type PricingColumn,
  type PricingRow,
  type PricingSort,
} from './pricing-rows';
import { SalePriceCell } from './SalePriceCell';
import './menu-pricing.css';

const recipePath = (foodkey: string) => `/recipes/${encodeURIComponent(foodkey)}`;

const ARROWS = { ascending: '▲', descending: '▼' } as const;

/**
 * The menu pricing table (operations-model §7): cost per serving, sale price (edited in place),
 * tax, net price, food cost percent, gross profit and suggested price of each dish; rows over
 * the venue's target stand out and say so. Every header sorts (a button: keyboard and mouse).
 */
export function MenuPricingTable({
  rows,
  sort,
  onSort,
  canEdit,
  busy,
  onSavePrice,
  onUseSuggested,
}: {
  rows: readonly PricingRow[];
  sort: PricingSort | null;
  onSort(column: PricingColumn): void;
  canEdit: boolean;
  /** A write of several prices is running: the row buttons wait. */
  busy: boolean;
  onSavePrice(row: PricingRow, price: number | null): Promise<string | null>;
  onUseSuggested(row: PricingRow): void;
}) {
  const { t } = useTranslation('menu-pricing');
  const { currency } = useCostSettings();
  const price = (value: number | null) => priceText(value, currency);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        withTableBorder
        className="menu-pricing-table"
        aria-label={t('table.label')}
        data-testid="menu-pricing-table"
      >
        <Table.Thead>
          <Table.Tr>
            {PRICING_COLUMNS.map((id) => {
              const sorted = sort?.column === id ? sort.direction : undefined;
              return (
                <Table.Th key={id} aria-sort={sorted ?? 'none'}>
                  <UnstyledButton
                    className="menu-pricing-sort"
                    onClick={() => onSort(id)}
                    data-testid={`sort-${id}`}
                  >
                    {t(`columns.${id}`)}
                    <span aria-hidden="true" className="menu-pricing-arrow">
                      {sorted ? ARROWS[sorted] : '↕'}
                    </span>
                    <VisuallyHidden>
                      {sorted ? t(`table.sorted.${sorted}`) : t('table.sortBy')}
                    </VisuallyHidden>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.foodkey}
              className={row.overTarget ? 'menu-pricing-over' : undefined}
              data-over-target={row.overTarget ? 'true' : undefined}
              data-testid="pricing-row"
            >
              <Table.Td>
                {row.found ? (
                  <Link to={recipePath(row.foodkey)} data-testid="pricing-dish">
                    {row.name}
                  </Link>
                ) : (
                  <Group gap="xs">
                    <Text span data-testid="pricing-dish">
                      {row.name}
                    </Text>
                    <Badge size="xs" color="orange">
                      {t('table.recipeNotFound')}
                    </Badge>
                  </Group>
                )}
              </Table.Td>
              <Table.Td data-testid="pricing-cost">{costText(row.perServing, currency)}</Table.Td>
              <Table.Td>
                {row.found ? (
                  <SalePriceCell
                    name={row.name}
                    price={row.salePrice}
                    currency={currency}
                    disabled={!canEdit}
                    onSave={(value) => onSavePrice(row, value)}
                  />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td data-testid="pricing-tax">{taxText(row.taxPercent)}</Table.Td>
              <Table.Td data-testid="pricing-net">{price(row.netPrice)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text span size="sm" data-testid="pricing-food-cost">
                    {foodCostText(row.foodCost)}
                  </Text>
                  {row.overTarget && (
                    <Text
                      span
                      size="xs"
                      fw={700}
                      c="red.8"
                      className="menu-pricing-over-mark"
                      data-testid="over-target"
                    >
                      {t('table.overTarget')}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-testid="pricing-profit">{price(row.grossProfit)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text span size="sm" data-testid="pricing-suggested">
                    {price(row.suggestedPrice)}
                  </Text>
                  {canEdit && row.found && row.suggestedPrice !== null && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      style={{ flexShrink: 0 }}
                      disabled={busy || !canUseSuggested(row)}
                      onClick={() => onUseSuggested(row)}
                      aria-label={t('table.useFor', { name: row.name })}
                    >
                      {t('table.use')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
