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
import { isPackaging, queryWords, searchItems, type PackagingItem } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { formatNumber } from '../../i18n/format';
import {
  EMPTY_PACKAGING_FORM,
  liveEachCost,
  packagingFormValues,
  packagingFromForm,
  validatePackaging,
  type PackagingFormValues,
} from './packaging-form';
import { submitAndLeave } from '../../components/catalogue/submit-and-leave';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { lineUnitData } from '../../components/catalogue/line-unit-options';
import { parLevelText } from './par-level-text';

const detailPath = (foodkey: string) => `/packaging-items/${encodeURIComponent(foodkey)}`;

/** /packaging-items: packaging items with their cost per each. */
export function PackagingItemsPage() {
  const { t } = useTranslation('packaging');
  return (
    <Stack gap="md">
      <CatalogueListHeader
        title={t('list.title')}
        addPath="/packaging-item-add/new"
        addLabel={t('list.add')}
      />
      <StoreGate>{(store) => <PackagingList store={store} />}</StoreGate>
    </Stack>
  );
}

function PackagingList({ store }: { store: VenueStore }) {
  const { t } = useTranslation(['packaging', 'common']);
  const items = useCatalogueItems(store);
  const { showCosts, canEdit } = useRestricted();
  const { cost } = useCostSettings();
  const [query, setQuery] = useState('');
  const all = useMemo(() => (items ?? []).filter(isPackaging), [items]);
  const shown = useMemo(
    () => (queryWords(query).length > 0 ? searchItems(all, query) : all),
    [all, query],
  );
  if (!items) return <Text c="dimmed">{t('list.loading')}</Text>;
  if (all.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="packaging-empty">
        <Text>{t('list.empty')}</Text>
        {canEdit && (
          <Button component={Link} to="/packaging-item-add/new" variant="light">
            {t('list.add')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label={t('common:search')}
        placeholder={t('list.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={320}
      />
      <ScrollArea.Autosize mah="70vh">
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              {showCosts && <Table.Th>{t('costEach')}</Table.Th>}
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
  const { t } = useTranslation('packaging');
  const { foodkey = '' } = useParams();
  return (
    <StoreGate title={t('detail.storeTitle')}>
      {(store) => <PackagingDetail store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function PackagingDetail({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const { t } = useTranslation(['packaging', 'common']);
  const found = useCatalogueItem(store, foodkey);
  const { canEdit, showCosts } = useRestricted();
  const { cost } = useCostSettings();
  const { deleting, remove } = useDeleteItem(store, '/packaging-items');
  if (found.state === 'loading') return <Text c="dimmed">{t('common:loading')}</Text>;
  if (found.state === 'missing' || !isPackaging(found.item)) {
    return (
      <Stack gap="sm" data-testid="item-missing">
        <Title order={1}>{t('detail.notFound')}</Title>
        <Anchor component={Link} to="/packaging-items">
          {t('backToList')}
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
            <Table.Th scope="row">{t('detail.key')}</Table.Th>
            <Table.Td>{item.foodkey}</Table.Td>
          </Table.Tr>
          {showCosts && (
            <Table.Tr>
              <Table.Th scope="row">{t('fields.purchaseprice')}</Table.Th>
              <Table.Td>{cost(item.purchaseprice)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{t('fields.purchaseqty')}</Table.Th>
            <Table.Td>
              {formatNumber(item.purchaseqty, { maximumFractionDigits: 10, useGrouping: false })}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('fields.par_qty')}</Table.Th>
            <Table.Td data-testid="par-level">{parLevelText(item.par)}</Table.Td>
          </Table.Tr>
          {showCosts && (
            <Table.Tr>
              <Table.Th scope="row">{t('costEach')}</Table.Th>
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
        {t('backToList')}
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
  const { t } = useTranslation('packaging');
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{adding ? t('form.newTitle') : t('form.editTitle')}</Title>
      <RestrictedGuard what={t('form.restrictedWhat')}>
        <StoreGate>{(store) => <PackagingEditor store={store} adding={adding} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

function PackagingEditor({ store, adding }: { store: VenueStore; adding: boolean }) {
  const { t } = useTranslation(['packaging', 'common']);
  const { foodkey = '' } = useParams();
  const navigate = useNavigate();
  const items = useCatalogueItems(store);
  const existing = useMemo(() => {
    const found = adding ? undefined : items?.find((i) => i.foodkey === foodkey);
    return found && isPackaging(found) ? found : null;
  }, [adding, items, foodkey]);
  const keys = useMemo(() => new Set((items ?? []).map((i) => i.foodkey)), [items]);
  if (!items) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!adding && !existing)
    return <Text data-testid="item-missing">{t('form.missing', { foodkey })}</Text>;
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
  const { t } = useTranslation('packaging');
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
  const inputs = {
    name: form.getInputProps('name'),
    purchaseprice: form.getInputProps('purchaseprice'),
    purchaseqty: form.getInputProps('purchaseqty'),
    par_qty: form.getInputProps('par_qty'),
    par_unit: form.getInputProps('par_unit'),
  };
  // operations-model §3: packaging items count in each.
  const parUnits = useMemo(
    () => lineUnitData(packagingFromForm(values, props.existing), values.par_unit, {}),
    [values, props.existing],
  );
  return (
    <form noValidate aria-label={t('form.label')} onSubmit={submitAndLeave(form, submit)}>
      <Stack gap="md">
        <TextInput
          key={form.key('name')}
          {...inputs.name}
          label={t('fields.name')}
          withAsterisk
          disabled={!adding}
        />
        <NumberInput
          key={form.key('purchaseprice')}
          {...inputs.purchaseprice}
          label={t('fields.purchaseprice')}
          hideControls
          decimalScale={10}
        />
        <NumberInput
          key={form.key('purchaseqty')}
          {...inputs.purchaseqty}
          label={t('fields.purchaseqty')}
          hideControls
          decimalScale={10}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            key={form.key('par_qty')}
            {...inputs.par_qty}
            label={t('fields.par_qty')}
            description={t('form.parHint')}
            hideControls
            decimalScale={10}
          />
          <Select
            key={form.key('par_unit')}
            {...inputs.par_unit}
            label={t('fields.par_unit')}
            description={t('form.parUnitHint')}
            data={parUnits}
            allowDeselect={false}
          />
        </SimpleGrid>
        {showCosts && (
          <Text aria-live="polite">
            {t('form.costEach')}{' '}
            <span data-testid="unit-cost-each">{cost(liveEachCost(values)) || '—'}</span>
          </Text>
        )}
        <FormFooter save={save} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
