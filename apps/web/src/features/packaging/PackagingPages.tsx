import {
  Anchor,
  Button,
  Group,
  NumberInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VenueStore } from '@larder/data';
import {
  isPackaging,
  quantityTextOf,
  queryWords,
  searchItems,
  type PackagingItem,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useCatalogueItem,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { PriceHistoryChart } from '../../components/catalogue/PriceHistoryChart';
import { PriceHistoryTable } from '../../components/catalogue/PriceHistoryTable';
import { saveAndAnnounce, saveErrorText } from '../../components/catalogue/save-item';
import { CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { ItemEditActions } from '../../components/catalogue/ItemEditActions';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useDeleteItem } from '../../components/catalogue/use-delete-item';
import { WastageSection } from '../../components/catalogue/WastageSection';
import { useRestricted } from '../../state/restricted';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import {
  EMPTY_PACKAGING_FORM,
  liveEachCost,
  PACKAGING_FIELD_LABELS as L,
  packagingFormValues,
  packagingFromForm,
  validatePackaging,
  type PackagingFormValues,
} from './packaging-form';
import { submitAndLeave } from '../../components/catalogue/submit-and-leave';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { lineUnitData } from '../../components/catalogue/line-unit-options';

const detailPath = (foodkey: string) => `/packaging-items/${encodeURIComponent(foodkey)}`;

/** /packaging-items: packaging items with their cost per each. */
export function PackagingItemsPage() {
  return (
    <Stack gap="md">
      <CatalogueListHeader
        title="Packaging items"
        addPath="/packaging-item-add/new"
        addLabel="Add packaging item"
      />
      <StoreGate>{(store) => <PackagingList store={store} />}</StoreGate>
    </Stack>
  );
}

function PackagingList({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const { showCosts, canEdit } = useRestricted();
  const { cost } = useCostSettings();
  const [query, setQuery] = useState('');
  const all = useMemo(() => (items ?? []).filter(isPackaging), [items]);
  const shown = useMemo(
    () => (queryWords(query).length > 0 ? searchItems(all, query) : all),
    [all, query],
  );
  if (!items) return <Text c="dimmed">Loading packaging items…</Text>;
  if (all.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="packaging-empty">
        <Text>No packaging items yet.</Text>
        {canEdit && (
          <Button component={Link} to="/packaging-item-add/new" variant="light">
            Add packaging item
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label="Search"
        placeholder="3 or more letters"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={320}
      />
      <ScrollArea.Autosize mah="70vh">
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {showCosts && <Table.Th>Cost each</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => (
              <Table.Tr key={item.foodkey} data-testid="packaging-row">
                <Table.Td>
                  <Link to={detailPath(item.foodkey)}>{item.name ?? item.foodkey}</Link>
                </Table.Td>
                {showCosts && (
                  <Table.Td data-testid="packaging-cost">
                    {cost(liveEachCost(packagingFormValues(item)))}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** /packaging-items/{foodkey}: one packaging item. */
export function PackagingDetailPage() {
  const { foodkey = '' } = useParams();
  return (
    <StoreGate title="Packaging item">
      {(store) => <PackagingDetail store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function PackagingDetail({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const found = useCatalogueItem(store, foodkey);
  const { canEdit, showCosts } = useRestricted();
  const { cost } = useCostSettings();
  const { deleting, remove } = useDeleteItem(store, '/packaging-items');
  if (found.state === 'loading') return <Text c="dimmed">Loading…</Text>;
  if (found.state === 'missing' || !isPackaging(found.item)) {
    return (
      <Stack gap="sm" data-testid="item-missing">
        <Title order={1}>Packaging item not found</Title>
        <Anchor component={Link} to="/packaging-items">
          Back to packaging items
        </Anchor>
      </Stack>
    );
  }
  const item = found.item;
  const name = item.name ?? item.foodkey;
  return (
    <Stack gap="md" data-testid="packaging-detail">
      <Group justify="space-between">
        <Title order={1}>{name}</Title>
        {canEdit && (
          <Group>
            <ItemEditActions
              editPath={`/packaging-item-edit/${encodeURIComponent(item.foodkey)}`}
              deleting={deleting}
              onDelete={() => void remove(item.foodkey, name)}
            />
          </Group>
        )}
      </Group>
      <Table withTableBorder maw={420}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Key</Table.Th>
            <Table.Td>{item.foodkey}</Table.Td>
          </Table.Tr>
          {showCosts && (
            <Table.Tr>
              <Table.Th scope="row">{L.purchaseprice}</Table.Th>
              <Table.Td>{cost(item.purchaseprice)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{L.purchaseqty}</Table.Th>
            <Table.Td>{item.purchaseqty ?? ''}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{L.par_qty}</Table.Th>
            <Table.Td data-testid="par-level">
              {item.par ? quantityTextOf(item.par.qty, item.par.unit) : ''}
            </Table.Td>
          </Table.Tr>
          {showCosts && (
            <Table.Tr>
              <Table.Th scope="row">Cost each</Table.Th>
              <Table.Td data-testid="unit-cost-each">
                {cost(liveEachCost(packagingFormValues(item)))}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {showCosts && <PriceHistoryChart entries={item.pricehistory} />}
      {showCosts && <PriceHistoryTable entries={item.pricehistory} />}
      <WastageSection store={store} item={item} />
      <Anchor component={Link} to="/packaging-items">
        Back to packaging items
      </Anchor>
    </Stack>
  );
}

/** /packaging-item-add/{key}. */
export function PackagingAddPage() {
  return <PackagingEditorPage adding />;
}

/** /packaging-item-edit/{foodkey}. */
export function PackagingEditPage() {
  return <PackagingEditorPage adding={false} />;
}

function PackagingEditorPage({ adding }: { adding: boolean }) {
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{adding ? 'New packaging item' : 'Edit packaging item'}</Title>
      <RestrictedGuard what="packaging items">
        <StoreGate>{(store) => <PackagingEditor store={store} adding={adding} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

function PackagingEditor({ store, adding }: { store: VenueStore; adding: boolean }) {
  const { foodkey = '' } = useParams();
  const navigate = useNavigate();
  const items = useCatalogueItems(store);
  const existing = useMemo(() => {
    const found = adding ? undefined : items?.find((i) => i.foodkey === foodkey);
    return found && isPackaging(found) ? found : null;
  }, [adding, items, foodkey]);
  const keys = useMemo(() => new Set((items ?? []).map((i) => i.foodkey)), [items]);
  if (!items) return <Text c="dimmed">Loading…</Text>;
  if (!adding && !existing)
    return <Text data-testid="item-missing">There is no packaging item {foodkey}.</Text>;
  const save = async (values: PackagingFormValues) => {
    try {
      const { saved } = await saveAndAnnounce(store, packagingFromForm(values, existing));
      // At once: the item's page is drawn before the form's own updates (see submitAndLeave),
      // so the form is not drawn again on its way out.
      void navigate(detailPath(saved.foodkey), { flushSync: true });
    } catch (error) {
      throw new Error(saveErrorText(error), { cause: error });
    }
  };
  return (
    <PackagingForm
      existing={existing}
      existingKeys={keys}
      onSave={save}
      onCancel={() => void navigate(existing ? detailPath(existing.foodkey) : '/packaging-items')}
    />
  );
}

export function PackagingForm(props: {
  existing: PackagingItem | null;
  existingKeys: ReadonlySet<string>;
  onSave(values: PackagingFormValues): Promise<void>;
  onCancel(): void;
}) {
  const adding = props.existing === null;
  const { cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const save = useFormSave();
  const form = useForm<PackagingFormValues>({
    mode: 'controlled',
    initialValues: props.existing ? packagingFormValues(props.existing) : EMPTY_PACKAGING_FORM,
    validate: (values) => validatePackaging(values, { existingKeys: props.existingKeys, adding }),
    validateInputOnBlur: true,
  });
  const submit = (values: PackagingFormValues) => save.run(() => props.onSave(values));
  const values = form.getValues();
  // operations-model §3: packaging items count in each.
  const parUnits = useMemo(
    () => lineUnitData(packagingFromForm(values, props.existing), values.par_unit, {}),
    [values, props.existing],
  );
  return (
    <form noValidate aria-label="Packaging item form" onSubmit={submitAndLeave(form, submit)}>
      <Stack gap="md">
        <TextInput
          label={L.name}
          withAsterisk
          disabled={!adding}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={L.purchaseprice}
          hideControls
          decimalScale={10}
          key={form.key('purchaseprice')}
          {...form.getInputProps('purchaseprice')}
        />
        <NumberInput
          label={L.purchaseqty}
          hideControls
          decimalScale={10}
          key={form.key('purchaseqty')}
          {...form.getInputProps('purchaseqty')}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={L.par_qty}
            description="The stock to keep on hand; order lists add it to what is needed."
            hideControls
            decimalScale={10}
            key={form.key('par_qty')}
            {...form.getInputProps('par_qty')}
          />
          <Select
            label={L.par_unit}
            description="Packaging items are counted in each."
            data={parUnits}
            allowDeselect={false}
            key={form.key('par_unit')}
            {...form.getInputProps('par_unit')}
          />
        </SimpleGrid>
        {showCosts && (
          <Text aria-live="polite">
            Cost each: <span data-testid="unit-cost-each">{cost(liveEachCost(values)) || '—'}</span>
          </Text>
        )}
        <FormFooter save={save} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
