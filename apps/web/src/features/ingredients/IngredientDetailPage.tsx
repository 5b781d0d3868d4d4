import { Anchor, Badge, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { isIngredient, itemUnitCosts, type Ingredient } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AllergenBadge } from '../../components/allergens/AllergenBadge';
import { useCatalogueItem, useCostSettings } from '../../components/catalogue/catalogue-context';
import { DetailField } from '../../components/catalogue/DetailField';
import { ItemEditActions } from '../../components/catalogue/ItemEditActions';
import { PriceHistoryChart } from '../../components/catalogue/PriceHistoryChart';
import { PriceHistoryTable } from '../../components/catalogue/PriceHistoryTable';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { UnitCostsTable } from '../../components/catalogue/UnitCostsTable';
import { useDeleteItem } from '../../components/catalogue/use-delete-item';
import { WastageSection } from '../../components/catalogue/WastageSection';
import { useRestricted } from '../../state/restricted';
import { ItemLabelSection } from '../../components/labels/ItemLabelSection';
import { IngredientThumbnail } from '../../components/images/IngredientThumbnail';
import { WebPicturesNote } from '../../components/images/WebPicturesNote';
import { IngredientNutrition } from '../../components/nutrition/IngredientNutrition';
import { customUnitsText } from './custom-unit-text';
import { ingredientCostView } from '../../components/catalogue/ingredient-list';
import { ReplaceIngredientButton } from './ReplaceIngredientButton';
import { amountText, numberText, unitText } from './amount-text';
import { packageSize } from './package-size';
import { AfterFirstPaint } from '../../components/after-paint/AfterFirstPaint';

/** /ingredients/{foodkey}: one ingredient with its costs, allergens, price history, nutrition and label. */
export function IngredientDetailPage() {
  const { foodkey = '' } = useParams();
  const { t } = useTranslation('ingredients');
  return (
    <StoreGate title={t('detail.title')}>
      {(store) => <IngredientDetail store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function IngredientDetail({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const { t } = useTranslation(['ingredients', 'common']);
  const found = useCatalogueItem(store, foodkey);
  const { canEdit, showCosts } = useRestricted();
  const { cost, units } = useCostSettings();
  const { deleting, remove } = useDeleteItem(store, '/ingredients');
  if (found.state === 'loading') return <Text c="dimmed">{t('common:loading')}</Text>;
  if (found.state === 'missing' || !isIngredient(found.item)) {
    return (
      <Stack gap="sm" data-testid="item-missing">
        <Title order={1}>{t('detail.notFound')}</Title>
        <Text>{t('detail.missing', { key: foodkey })}</Text>
        <Anchor component={Link} to="/ingredients">
          {t('detail.back')}
        </Anchor>
      </Stack>
    );
  }
  const item: Ingredient = found.item;
  const name = item.name ?? item.foodkey;
  const view = ingredientCostView(item, units);
  const map = item.map ?? {};
  const levels = ([1, 2, 3] as const)
    .map((n) => ({ n, qty: item[`package_qty${n}`], unit: item[`package_unit${n}`] }))
    .filter((l) => l.unit);
  const packagingUnits = [item.purchaseunit, ...levels.map((l) => l.unit)].slice(0, levels.length);
  // costing-model §1: the weight of one each is in grams.
  const eachWeight = map.each_value ? amountText(map.each_value, 'g') : '—';
  return (
    <Stack gap="md" data-testid="ingredient-detail">
      <Group justify="space-between">
        <Group gap="xs">
          <IngredientThumbnail store={store} item={item} />
          <Title order={1}>{name}</Title>
          <Badge variant="light">{t(`types.${item.type ?? 'single'}`)}</Badge>
          {!view.complete && (
            <Badge color="orange" data-testid="incomplete-marker">
              {t('detail.incomplete')}
            </Badge>
          )}
        </Group>
        {canEdit && (
          <Group>
            <ReplaceIngredientButton key={item.foodkey} store={store} item={item} />
            <ItemEditActions
              editPath={`/ingredient-edit/${encodeURIComponent(item.foodkey)}`}
              deleting={deleting}
              onDelete={() => void remove(item.foodkey, name)}
            />
          </Group>
        )}
      </Group>
      <WebPicturesNote
        store={store}
        item={item}
        editPath={canEdit ? `/ingredient-edit/${encodeURIComponent(item.foodkey)}` : null}
      />
      {!view.complete && (
        <List size="sm" c="orange.8" aria-label={t('detail.whyIncomplete')}>
          {view.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Table withTableBorder>
          <Table.Tbody>
            <DetailField label={t('detail.key')}>{item.foodkey}</DetailField>
            <DetailField label={t('detail.supplier')}>{item.supplier}</DetailField>
            <DetailField label={t('detail.category')}>{item.category}</DetailField>
            <DetailField label={t('detail.storageArea')}>{item.storagearea}</DetailField>
            <DetailField label={t('detail.parLevel')} testId="par-level">
              {item.par ? amountText(item.par.qty, item.par.unit) : null}
            </DetailField>
            {showCosts && (
              <DetailField label={t('detail.purchasePrice')}>
                {cost(item.purchaseprice)}
              </DetailField>
            )}
            <DetailField label={t('detail.purchaseQuantity')}>
              {numberText(item.purchaseqty)} {unitText(item.purchaseunit, item.purchaseqty ?? 1)}
            </DetailField>
            {levels.map((l, i) => (
              <DetailField key={l.n} label={t('detail.package', { n: l.n })}>
                {t('detail.packageLine', {
                  unit: unitText(packagingUnits[i]),
                  qty: l.qty === null || l.qty === undefined ? '?' : numberText(l.qty),
                  levelUnit: unitText(l.unit, l.qty ?? 1),
                })}
                <Text span size="xs" c="dimmed" ml="xs" data-testid={`package-size-${l.n}`}>
                  ({packageSize(item, packagingUnits[i] ?? '', units).text})
                </Text>
              </DetailField>
            ))}
            <DetailField label={t('detail.conversion')}>
              {map.volume_value && map.weight_value
                ? `${amountText(map.volume_value, map.volume_unit)} = ${amountText(map.weight_value, map.weight_unit)}`
                : '—'}
            </DetailField>
            <DetailField label={t('detail.eachWeight')}>{eachWeight}</DetailField>
            <DetailField label={t('detail.customUnits')} testId="custom-units">
              {customUnitsText(item)}
            </DetailField>
            <DetailField label={t('detail.yield')}>
              {t('detail.yieldValue', { value: numberText(item.yield?.value ?? 100) })}
            </DetailField>
            <DetailField label={t('detail.allergens')}>
              {(item.allergens ?? []).length > 0 ? (
                <Group gap={4}>
                  {(item.allergens ?? []).map((a) => (
                    <AllergenBadge key={a} allergen={a} />
                  ))}
                </Group>
              ) : (
                t('common:none')
              )}
            </DetailField>
            <DetailField label={t('detail.note')}>{item.note}</DetailField>
          </Table.Tbody>
        </Table>
        {showCosts && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('detail.unitCosts')}
            </Title>
            <UnitCostsTable costs={itemUnitCosts(item, units)} />
            <Title order={2} size="h4">
              {t('detail.priceHistory')}
            </Title>
            <PriceHistoryChart entries={item.pricehistory} />
            <PriceHistoryTable entries={item.pricehistory} />
          </Stack>
        )}
      </SimpleGrid>
      {item.type === 'multiple' && (item.parts ?? []).length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('detail.parts')}
          </Title>
          <Table withTableBorder maw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.part')}</Table.Th>
                <Table.Th>{t('detail.size')}</Table.Th>
                {showCosts && <Table.Th>{t('detail.costEach')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(item.parts ?? []).map((p, i) => (
                <Table.Tr key={`${p.name}-${i}`}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{amountText(p.size, p.unit)}</Table.Td>
                  {showCosts && <Table.Td>{cost(p.eachcost)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {/* Below the first screen: drawn a frame later, so the page a save opens shows at once. */}
      <AfterFirstPaint>
        <WastageSection store={store} item={item} />
        <IngredientNutrition item={item} />
        <ItemLabelSection store={store} item={item} />
      </AfterFirstPaint>
      <Anchor component={Link} to="/ingredients">
        {t('detail.back')}
      </Anchor>
    </Stack>
  );
}
