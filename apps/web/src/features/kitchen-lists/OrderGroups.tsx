import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderGroup, OrderLine, OrderList } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { supplierPath } from '../../components/suppliers/use-suppliers';
import { useRestricted } from '../../state/restricted';
import { CostText, TotalText } from './CostText';
import { orderUnitsText } from './kitchen-list-text';
import { orderGroupName } from './order-export';
import { firstOrderLines, orderLineCount, useLinesShown } from './progressive-lines';
import { SendOrderButton } from './SendOrderButton';

export interface OrderGroupsProps {
  order: OrderList;
  venueId: string;
  date: string;
  /** 'panel': compact rows for the side panel; 'page': the printable tables. */
  variant: 'panel' | 'page';
}

/** The page where an item's supplier is set. */
const ingredientPath = (foodkey: string) => `/ingredients/${encodeURIComponent(foodkey)}`;

/** The React key of the group of the items without a supplier. */
const NO_SUPPLIER_KEY = '\u0000no-supplier';

/** "Set a supplier" for a line of the group without one. */
function FixSupplier({ line }: { line: OrderLine }) {
  const { t } = useTranslation('kitchen-lists');
  return (
    <Anchor
      component={Link}
      to={ingredientPath(line.foodkey)}
      size="xs"
      className="kitchen-no-print"
      data-testid="fix-supplier"
    >
      {t('order.setSupplier')}
    </Anchor>
  );
}

function GroupHeading({ group, variant }: { group: OrderGroup; variant: 'panel' | 'page' }) {
  const name = orderGroupName(group);
  return (
    <Title order={variant === 'panel' ? 3 : 2} size={variant === 'panel' ? 'h5' : 'h3'}>
      {group.supplierKey ? (
        <Anchor component={Link} to={supplierPath(group.supplierKey)} inherit>
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Title>
  );
}

/**
 * The order list per supplier (operations-model §3): each line's name, supplier code, whole
 * purchase units with their label, unit price and line cost (a marker where there is no
 * price, never 0); totals per supplier and overall, 'incomplete' when a line has no price.
 * Prices are left out while costs are hidden (restricted mode).
 */
export function OrderGroups({ order, venueId, date, variant }: OrderGroupsProps) {
  const { t } = useTranslation('kitchen-lists');
  const { cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const total = orderLineCount(order.groups);
  const shown = useLinesShown(total);
  const groups = shown < total ? firstOrderLines(order.groups, shown) : order.groups;
  return (
    <Stack gap={variant === 'panel' ? 'md' : 'xl'} data-testid="order-groups">
      {groups.map((group, index) => (
        <Stack
          key={group.supplierKey ?? NO_SUPPLIER_KEY}
          gap={4}
          data-testid="order-group"
          data-supplier={group.supplierKey ?? ''}
          className="kitchen-print-group"
        >
          <GroupHeading group={group} variant={variant} />
          {!group.supplierKey && (
            <Text size="xs" c="dimmed" className="kitchen-no-print">
              {t('order.noSupplierNote')}
            </Text>
          )}
          {variant === 'panel' ? (
            group.lines.map((line) => (
              <Stack
                key={line.foodkey}
                gap={0}
                data-testid="order-line"
                data-foodkey={line.foodkey}
              >
                <Text size="sm">
                  {line.name}
                  {line.supplierCode && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      #{line.supplierCode}
                    </Text>
                  )}
                </Text>
                <Group gap={6}>
                  <Text size="xs" fw={600} data-testid="order-units">
                    {orderUnitsText(line)}
                  </Text>
                  {showCosts && (
                    <>
                      <Text size="xs" c="dimmed">
                        {t('order.at')}
                      </Text>
                      <CostText value={line.unitPrice} cost={cost} size="xs" />
                      <Text size="xs" c="dimmed">
                        =
                      </Text>
                      <CostText value={line.lineCost} cost={cost} size="xs" />
                    </>
                  )}
                  {!group.supplierKey && <FixSupplier line={line} />}
                </Group>
              </Stack>
            ))
          ) : (
            <Table withTableBorder layout="fixed" className="kitchen-print-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('order.code')}</Table.Th>
                  <Table.Th>{t('order.item')}</Table.Th>
                  <Table.Th ta="right">{t('order.order')}</Table.Th>
                  {showCosts && <Table.Th ta="right">{t('order.unitPrice')}</Table.Th>}
                  {showCosts && <Table.Th ta="right">{t('order.lineCost')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.lines.map((line) => (
                  <Table.Tr key={line.foodkey} data-testid="order-line" data-foodkey={line.foodkey}>
                    <Table.Td>{line.supplierCode ?? ''}</Table.Td>
                    <Table.Td>
                      {line.name} {!group.supplierKey && <FixSupplier line={line} />}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="order-units">
                      {orderUnitsText(line)}
                    </Table.Td>
                    {showCosts && (
                      <Table.Td ta="right">
                        <CostText value={line.unitPrice} cost={cost} />
                      </Table.Td>
                    )}
                    {showCosts && (
                      <Table.Td ta="right">
                        <CostText value={line.lineCost} cost={cost} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {showCosts && (
            <TotalText
              label={t('order.groupTotal', { name: orderGroupName(group) })}
              value={group.total}
              incomplete={group.incomplete}
              cost={cost}
              testId="order-group-total"
            />
          )}
          <SendOrderButton
            venueId={venueId}
            // The whole group, even while only its first lines are drawn.
            group={order.groups[index] ?? group}
            date={date}
          />
        </Stack>
      ))}
      {shown < total && (
        <Text size="xs" c="dimmed" data-testid="lines-drawing">
          {t('drawing', { count: total - shown })}
        </Text>
      )}
      {showCosts && order.groups.length > 0 && (
        <TotalText
          label={t('order.total')}
          value={order.total}
          incomplete={order.incomplete}
          cost={cost}
          testId="order-total"
        />
      )}
    </Stack>
  );
}
