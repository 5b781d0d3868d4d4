import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import type { SalesCount } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupOf, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useDefaultMenu, useMenus } from '../../components/menus/use-menus';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { useSalesCounts } from '../../components/operations/use-sales-counts';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { engineeringOf, salesDishes } from './engineering-rows';
import { EngineeringResult } from './EngineeringResult';
import {
  EMPTY_SALES_COUNT_FORM,
  salesCountFormValues,
  salesCountFromForm,
  typedLines,
  unitsField,
  validateSalesCount,
  type SalesCountFormValues,
} from './sales-count-form';
import { SalesCountForm } from './SalesCountForm';
import type { ImportedUnits } from './SalesImport';
import { SavedSalesCounts } from './SavedSalesCounts';

/**
 * Menu engineering (operations-model §7): the units sold of a menu's dishes over a period,
 * typed or imported from CSV and saved as a sales count, and the dishes' classes (Star,
 * Plowhorse, Puzzle, Dog) as a table and a scatter chart. Shown on /menu-pricing.
 */
export function MenuEngineeringSection() {
  const { t } = useTranslation('menu-engineering', { keyPrefix: 'section' });
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="menu-engineering-title"
      data-testid="menu-engineering"
    >
      <Title order={2} size="h3" id="menu-engineering-title">
        {t('title')}
      </Title>
      <Text size="sm" maw={720}>
        {t('intro')}
      </Text>
      <StoreGate>{(store) => <MenuEngineering store={store} />}</StoreGate>
    </Stack>
  );
}

/** The period in the form: the saved count it edits (null for a new one) and its values. */
interface OpenPeriod {
  readonly count: SalesCount | null;
  readonly values: SalesCountFormValues;
  /** The values as opened or last saved: the form has changes when they differ. */
  readonly baseline: SalesCountFormValues;
}

const opened = (count: SalesCount | null): OpenPeriod => {
  const values = count ? salesCountFormValues(count) : EMPTY_SALES_COUNT_FORM;
  return { count, values, baseline: values };
};

const changed = (period: OpenPeriod) =>
  JSON.stringify(period.values) !== JSON.stringify(period.baseline);

/** The units typed before an import, so that it can be undone. */
interface LastImport {
  readonly fileName: string;
  readonly dishes: number;
  readonly before: SalesCountFormValues['units'];
}

function MenuEngineering({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const stored = useMenus(store);
  const defaultMenu = useDefaultMenu(items);
  const counts = useSalesCounts(store);
  // The settings the pricing table above uses (undefined while they load).
  const settings = useVenuePricing(store);
  const { showCosts } = useRestricted();
  const [open, setOpen] = useState<OpenPeriod | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [lastImport, setLastImport] = useState<LastImport | null>(null);
  const [removed, setRemoved] = useState<SalesCount | null>(null);
  const { t } = useTranslation(['menu-engineering', 'common']);

  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  // Until one is chosen, the newest saved period is open (else a new one).
  const newest = useMemo(() => opened(counts?.[0] ?? null), [counts]);
  const period = open ?? newest;
  const { values } = period;

  const menuOptions = useMemo(() => {
    const options = [
      { value: '', label: t('section.defaultMenu') },
      ...(stored ?? []).map((m) => ({ value: m.skey, label: m.name || m.skey })),
    ];
    if (!options.some((o) => o.value === values.menu)) {
      options.push({ value: values.menu, label: t('section.deletedMenu', { key: values.menu }) });
    }
    return options;
  }, [stored, values.menu, t]);
  const menuName = (skey: string) =>
    skey === ''
      ? t('section.defaultMenu')
      : (stored?.find((m) => m.skey === skey)?.name ?? t('section.deletedMenu', { key: skey }));
  const menuItems = useMemo(
    () =>
      values.menu === ''
        ? (defaultMenu?.menuItems ?? [])
        : (stored?.find((m) => m.skey === values.menu)?.menuItems ?? []),
    [values.menu, defaultMenu, stored],
  );
  const dishes = useMemo(
    () =>
      salesDishes(
        menuItems,
        (period.count?.lines ?? []).map((l) => l.foodkey),
        lookup,
      ),
    [menuItems, period.count, lookup],
  );
  const allErrors = useMemo(() => validateSalesCount(values, dishes), [values, dishes]);
  const errors = useMemo(() => {
    if (submitted) return allErrors;
    // Units cells are checked as they are typed; the other fields once left.
    return Object.fromEntries(
      Object.entries(allErrors).filter(
        ([field]) => touched.has(field) || (field.startsWith('units:') && field !== 'units'),
      ),
    );
  }, [allErrors, submitted, touched]);
  const cellsValid = dishes.every((d) => allErrors[unitsField(d.foodkey)] === undefined);
  const engineering = useMemo(
    () =>
      settings && cellsValid
        ? engineeringOf(menuItems, typedLines(values, dishes), lookup, settings)
        : null,
    [settings, cellsValid, menuItems, values, dishes, lookup],
  );

  if (!items || !stored || !counts || !settings) {
    return <Text c="dimmed">{t('section.loading')}</Text>;
  }

  const reset = (next: OpenPeriod) => {
    setOpen(next);
    setTouched(new Set());
    setSubmitted(false);
    setSaveError(null);
    setLastImport(null);
  };

  /** Leaves the open period for another, asking first when it has changes not saved. */
  const leaveFor = async (next: SalesCount | null) => {
    if (changed(period)) {
      const ok = await confirm({
        title: t('section.discardTitle'),
        message: t('section.discardMessage', {
          name: values.name.trim() || t('section.unnamed'),
        }),
        confirmText: t('section.discard'),
      });
      if (!ok) return;
    }
    reset(opened(next));
  };

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(allErrors).length > 0) return;
    const record = salesCountFromForm(values, dishes, period.count, crypto.randomUUID());
    setSaving(true);
    setSaveError(null);
    try {
      await store.apply(saveRecord('sales-count', record));
      flash({ type: 'info', text: t('section.saved', { name: record.name }) });
      reset(opened(record));
    } catch (error) {
      setSaveError(saveErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (count: SalesCount) => {
    const ok = await confirm({
      title: t('section.deleteTitle'),
      message: t('section.deleteMessage', { name: count.name, from: count.from, to: count.to }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    try {
      await store.apply(saveRecord('sales-count', { ...count, deleted: true }));
      setRemoved(count);
      if (period.count?.skey === count.skey) reset(opened(null));
    } catch (error) {
      flash({
        type: 'error',
        text: t('section.notDeleted', { name: count.name, reason: saveErrorText(error) }),
      });
    }
  };

  const undoRemove = async () => {
    if (!removed) return;
    try {
      await store.apply(saveRecord('sales-count', { ...removed, deleted: false }));
      flash({ type: 'info', text: t('section.restored', { name: removed.name }) });
      setRemoved(null);
    } catch (error) {
      flash({
        type: 'error',
        text: t('section.notRestored', { name: removed.name, reason: saveErrorText(error) }),
      });
    }
  };

  const applyImport = (units: ImportedUnits, fileName: string) => {
    const next = { ...values.units };
    for (const [foodkey, sold] of units) next[foodkey] = String(sold);
    setLastImport({ fileName, dishes: units.size, before: values.units });
    setOpen({ ...period, values: { ...values, units: next } });
  };

  const undoImport = () => {
    if (!lastImport) return;
    setOpen({ ...period, values: { ...values, units: lastImport.before } });
    setLastImport(null);
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('section.periods')}
        </Title>
        <SavedSalesCounts
          counts={counts}
          open={period.count?.skey ?? null}
          menuName={menuName}
          onOpen={(count) => void leaveFor(count)}
          onDelete={(count) => void remove(count)}
        />
        {removed && (
          <Group gap="xs" data-testid="sales-count-removed">
            <Text size="sm">{t('section.removed', { name: removed.name })}</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => void undoRemove()}>
              {t('common:undo')}
            </Button>
          </Group>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4" data-testid="sales-period-title">
          {period.count
            ? t('section.periodTitle', { name: period.count.name })
            : t('section.newPeriod')}
        </Title>
        <SalesCountForm
          values={values}
          errors={errors}
          dishes={dishes}
          menus={menuOptions}
          saving={saving}
          saveError={saveError}
          onChange={(next) => setOpen({ ...period, values: next })}
          onBlur={(field) => setTouched((seen) => new Set(seen).add(field))}
          onImport={applyImport}
          onSave={() => void save()}
          onNew={() => void leaveFor(null)}
        />
        {lastImport && (
          <Group gap="xs" data-testid="sales-imported">
            <Text size="sm">
              {t('section.imported', { count: lastImport.dishes, file: lastImport.fileName })}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={undoImport}>
              {t('section.undoImport')}
            </Button>
          </Group>
        )}
      </Stack>
      {!showCosts ? (
        <Alert color="gray" data-testid="engineering-restricted">
          {t('section.restricted')}
        </Alert>
      ) : engineering ? (
        <EngineeringResult engineering={engineering} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="engineering-fix-units">
          {t('section.fixUnits')}
        </Text>
      )}
    </Stack>
  );
}
