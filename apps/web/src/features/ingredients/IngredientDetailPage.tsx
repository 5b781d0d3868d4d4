import { Anchor, Badge, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import {
  isIngredient,
  itemUnitCosts,
  packageSizeText,
  quantityTextOf,
  type Ingredient,
} from '@larder/domain';
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

/** /ingredients/{foodkey}: one ingredient with its costs, allergens, price history, nutrition and label. */
export function IngredientDetailPage() {
  const { foodkey = '' } = useParams();
  return (
    <StoreGate title="Ingredient">
      {(store) => <IngredientDetail store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function IngredientDetail({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const found = useCatalogueItem(store, foodkey);
  const { canEdit, showCosts } = useRestricted();
  const { cost, units } = useCostSettings();
  const { deleting, remove } = useDeleteItem(store, '/ingredients');
  if (found.state === 'loading') return <Text c="dimmed">Loading…</Text>;
  if (found.state === 'missing' || !isIngredient(found.item)) {
    return (
      <Stack gap="sm" data-testid="item-missing">
        <Title order={1}>Ingredient not found</Title>
        <Text>There is no ingredient {foodkey}. It may have been deleted.</Text>
        <Anchor component={Link} to="/ingredients">
          Back to ingredients
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
  return (
    <Stack gap="md" data-testid="ingredient-detail">
      <Group justify="space-between">
        <Group gap="xs">
          <IngredientThumbnail store={store} item={item} />
          <Title order={1}>{name}</Title>
          <Badge variant="light">{item.type ?? 'single'}</Badge>
          {!view.complete && (
            <Badge color="orange" data-testid="incomplete-marker">
              incomplete
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
        <List size="sm" c="orange.8" aria-label="Why the ingredient is incomplete">
          {view.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Table withTableBorder>
          <Table.Tbody>
            <DetailField label="Key">{item.foodkey}</DetailField>
            <DetailField label="Supplier">{item.supplier}</DetailField>
            <DetailField label="Category">{item.category}</DetailField>
            <DetailField label="Storage area">{item.storagearea}</DetailField>
            <DetailField label="Par level" testId="par-level">
              {item.par ? quantityTextOf(item.par.qty, item.par.unit) : null}
            </DetailField>
            {showCosts && (
              <DetailField label="Purchase price">{cost(item.purchaseprice)}</DetailField>
            )}
            <DetailField label="Purchase quantity">
              {item.purchaseqty ?? ''} {item.purchaseunit ?? ''}
            </DetailField>
            {levels.map((l, i) => (
              <DetailField key={l.n} label={`Package ${l.n}`}>
                1 {packagingUnits[i]} = {l.qty ?? '?'} {l.unit}
                <Text span size="xs" c="dimmed" ml="xs" data-testid={`package-size-${l.n}`}>
                  ({packageSizeText(item, packagingUnits[i] ?? '', { units })})
                </Text>
              </DetailField>
            ))}
            <DetailField label="Conversion">
              {map.volume_value && map.weight_value
                ? `${map.volume_value} ${map.volume_unit ?? ''} = ${map.weight_value} ${map.weight_unit ?? ''}`
                : '—'}
            </DetailField>
            <DetailField label="Weight of one each">
              {map.each_value ? `${map.each_value} g` : '—'}
            </DetailField>
            <DetailField label="Custom units" testId="custom-units">
              {customUnitsText(item)}
            </DetailField>
            <DetailField label="Yield">{item.yield?.value ?? 100} %</DetailField>
            <DetailField label="Allergens">
              {(item.allergens ?? []).length > 0 ? (
                <Group gap={4}>
                  {(item.allergens ?? []).map((a) => (
                    <AllergenBadge key={a} allergen={a} />
                  ))}
                </Group>
              ) : (
                'None'
              )}
            </DetailField>
            <DetailField label="Note">{item.note}</DetailField>
          </Table.Tbody>
        </Table>
        {showCosts && (
          <Stack gap="sm">
            <Title order={2} size="h4">
              Unit costs
            </Title>
            <UnitCostsTable costs={itemUnitCosts(item, units)} />
            <Title order={2} size="h4">
              Price history
            </Title>
            <PriceHistoryChart entries={item.pricehistory} />
            <PriceHistoryTable entries={item.pricehistory} />
          </Stack>
        )}
      </SimpleGrid>
      {item.type === 'multiple' && (item.parts ?? []).length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Parts
          </Title>
          <Table withTableBorder maw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th>Size</Table.Th>
                {showCosts && <Table.Th>Cost each</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(item.parts ?? []).map((p, i) => (
                <Table.Tr key={`${p.name}-${i}`}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>
                    {p.size} {p.unit}
                  </Table.Td>
                  {showCosts && <Table.Td>{cost(p.eachcost)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <WastageSection store={store} item={item} />
      <IngredientNutrition item={item} />
      <ItemLabelSection store={store} item={item} />
      <Anchor component={Link} to="/ingredients">
        Back to ingredients
      </Anchor>
    </Stack>
  );
}
