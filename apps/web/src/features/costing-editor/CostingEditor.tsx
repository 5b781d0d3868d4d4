import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { DEFAULT_PRICING_SETTINGS, type CatalogueItem } from '@larder/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lookupOf,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { useSuppliers } from '../../components/suppliers/use-suppliers';
import { formatCost } from '../../i18n/format';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { useVenue } from '../../state/venue';
import { applyQuestion, applyWhatIf, appliedText } from './apply-what-if';
import { boughtItems, categoryOptions, supplierOptions, suppliersOnItems } from './change-targets';
import {
  changesOf,
  draftErrorTexts,
  draftTouched,
  emptyDraft,
  type PriceChangeDraft,
} from './price-change-drafts';
import { PriceChangeRows, type ChangeTargets } from './PriceChangeRows';
import { useLeaveWarning } from '../../components/leave-warning/use-leave-warning';
import { useWhatIf, whatIfOf } from './use-what-if';
import { counted } from './counted';
import { whatIfRows } from './what-if-rows';
import { WhatIfTable } from './WhatIfTable';

/**
 * The what-if costing editor (operations-model §8): temporary price changes, and every
 * affected recipe's new figures as they are typed, from the venue's catalogue in memory with
 * nothing saved; Apply saves every changed item at once, Discard drops the changes.
 */
export function CostingEditor({ store }: { store: VenueStore }) {
  const { t, i18n } = useTranslation('costing-editor');
  const items = useCatalogueItems(store);
  const suppliers = useSuppliers(store);
  const { current } = useVenue();
  const { units, currency } = useCostSettings();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Costs as the interface language writes them ('$1.2000', '1,2000 $'): a new function with
  // each language, so the table's memoised rows are drawn again in it.
  const cost = useMemo(() => {
    void language;
    return (value: number) => formatCost(value, currency);
  }, [currency, language]);
  const nextId = useRef(2);
  const [drafts, setDrafts] = useState<PriceChangeDraft[]>(() => [emptyDraft(1)]);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [applying, setApplying] = useState(false);

  const changes = useMemo(() => changesOf(drafts), [drafts]);
  const pricing = useVenuePricing(store) ?? DEFAULT_PRICING_SETTINGS;
  const { whatIf, shownKey, stale } = useWhatIf(items, changes, units, pricing);
  const rows = useMemo(() => whatIfRows(whatIf.recipes), [whatIf]);
  const dirty = drafts.some(draftTouched);
  useLeaveWarning(dirty && !applying, {
    title: t('leave.title'),
    message: t('leave.message'),
  });

  const targets = useMemo<ChangeTargets>(() => {
    const list = items ?? [];
    return {
      items: boughtItems(list),
      lookup: lookupOf(list),
      suppliers: supplierOptions(suppliers ?? [], suppliersOnItems(list)),
      categories: categoryOptions(current?.ingredientCategories ?? [], list),
    };
  }, [items, suppliers, current]);

  const onChange = useCallback((id: number, patch: Partial<PriceChangeDraft>) => {
    setDrafts((now) => now.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  }, []);
  const onRemove = useCallback((id: number) => {
    setDrafts((now) => {
      const left = now.filter((d) => d.id !== id);
      return left.length > 0 ? left : [emptyDraft(nextId.current++)];
    });
  }, []);
  const onAdd = useCallback(() => {
    setDrafts((now) => [...now, emptyDraft(nextId.current++, now.at(-1)?.scope)]);
  }, []);

  if (!items) return <Text c="dimmed">{t('loading')}</Text>;

  const typed = drafts.filter(draftTouched);
  const errors = draftErrorTexts(typed);

  const reset = () => {
    setDrafts([emptyDraft(nextId.current++)]);
    setShowAllErrors(false);
  };

  const apply = async () => {
    if (errors.length > 0) {
      setShowAllErrors(true);
      return;
    }
    // Exactly what is typed now, whether or not the table has caught up with it.
    const now = changesOf(typed);
    const planned = whatIfOf(items, now, units, pricing);
    if (planned.changedItems.length === 0) {
      flash({ type: 'info', text: t('noneApply') });
      return;
    }
    const counts = { items: planned.changedItems.length, recipes: planned.recipes.length };
    const ok = await confirm({
      title: t('apply.title'),
      message: applyQuestion(counts),
      confirmText: t('apply.button'),
    });
    if (!ok) return;
    setApplying(true);
    try {
      const saved = await applyWhatIf(store, planned.changedItems as CatalogueItem[]);
      reset();
      flash({ type: 'info', text: appliedText(saved) });
    } catch (error) {
      flash({ type: 'error', text: t('apply.failed', { reason: saveErrorText(error) }) });
    } finally {
      setApplying(false);
    }
  };

  const discard = async () => {
    if (!dirty) return;
    const ok = await confirm({
      title: t('discard.title'),
      message: t('discard.question', counted(typed.length)),
      confirmText: t('discard.button'),
    });
    if (ok) reset();
  };

  return (
    <Stack gap="md">
      <PriceChangeRows
        drafts={drafts}
        targets={targets}
        showAllErrors={showAllErrors}
        onChange={onChange}
        onRemove={onRemove}
        onAdd={onAdd}
      />
      {showAllErrors && errors.length > 0 && (
        <Alert
          color="red"
          title={t('fixFields', counted(errors.length))}
          data-testid="costing-errors"
        >
          <List size="sm">
            {errors.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {/* The actions sit on the left: status messages appear over the top right. */}
      <Group gap="xs">
        <Button
          onClick={() => void apply()}
          disabled={changes.length === 0}
          loading={applying}
          data-testid="costing-apply"
        >
          {t('apply.button')}
        </Button>
        <Button
          variant="default"
          onClick={() => void discard()}
          disabled={!dirty || applying}
          data-testid="costing-discard"
        >
          {t('discard.button')}
        </Button>
        <Text aria-live="polite" size="sm" ml="sm" data-testid="costing-summary">
          {changes.length === 0
            ? t('summary.none')
            : t('summary.counts', {
                items: t('summary.items', counted(whatIf.changedItems.length)),
                recipes: t('summary.recipes', counted(rows.length)),
              })}
        </Text>
      </Group>
      <Results
        hasChanges={changes.length > 0}
        shownKey={shownKey}
        stale={stale}
        rows={rows}
        changedItems={whatIf.changedItems.length}
        cost={cost}
      />
    </Stack>
  );
}

function Results({
  hasChanges,
  shownKey,
  stale,
  rows,
  changedItems,
  cost,
}: {
  hasChanges: boolean;
  shownKey: string;
  stale: boolean;
  rows: ReturnType<typeof whatIfRows>;
  changedItems: number;
  cost: (value: number) => string;
}) {
  const { t } = useTranslation('costing-editor');
  if (!hasChanges && !stale) {
    return (
      <Alert color="gray" title={t('empty.title')} data-testid="costing-empty">
        <Text size="sm">{t('empty.text')}</Text>
      </Alert>
    );
  }
  if (rows.length === 0 && !stale) {
    return (
      <Text c="dimmed" data-testid="costing-no-recipes" data-changes={shownKey}>
        {changedItems === 0 ? t('noneApply') : t('noRecipe')}
      </Text>
    );
  }
  return <WhatIfTable rows={rows} cost={cost} shownKey={shownKey} stale={stale} />;
}
