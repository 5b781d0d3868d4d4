import { Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CatalogueItem, ItemLookup } from '@larder/domain';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';
import { formatNumber } from '../../i18n/format';
import {
  draftIssues,
  fieldErrorText,
  scopeChoices,
  type ChangeScope,
  type PriceChangeDraft,
} from './price-change-drafts';

/** What the rows choose from: the items that are bought, suppliers and categories. */
export interface ChangeTargets {
  /** Ingredients and packaging items, sorted (one array for every row). */
  items: readonly CatalogueItem[];
  lookup: ItemLookup;
  suppliers: readonly { value: string; label: string }[];
  categories: readonly string[];
}

/**
 * The temporary price changes (operations-model §8), one row each: what it applies to (one
 * item, a supplier, a category or all items) and the percent (+ dearer, - cheaper). A field's
 * mistake shows once it was left or Apply was pressed.
 */
export function PriceChangeRows({
  drafts,
  targets,
  showAllErrors,
  onChange,
  onRemove,
  onAdd,
}: {
  drafts: readonly PriceChangeDraft[];
  targets: ChangeTargets;
  showAllErrors: boolean;
  onChange(id: number, patch: Partial<PriceChangeDraft>): void;
  onRemove(id: number): void;
  onAdd(): void;
}) {
  const { t } = useTranslation('costing-editor');
  return (
    <Stack gap="xs" data-testid="price-changes">
      {drafts.map((draft, i) => (
        <PriceChangeRow
          key={draft.id}
          n={i + 1}
          draft={draft}
          targets={targets}
          showAllErrors={showAllErrors}
          onChange={onChange}
          onRemove={onRemove}
        />
      ))}
      <AddRowButton label={t('change.add')} onClick={onAdd} />
    </Stack>
  );
}

const PriceChangeRow = memo(function PriceChangeRow({
  n,
  draft,
  targets,
  showAllErrors,
  onChange,
  onRemove,
}: {
  n: number;
  draft: PriceChangeDraft;
  targets: ChangeTargets;
  showAllErrors: boolean;
  onChange(id: number, patch: Partial<PriceChangeDraft>): void;
  onRemove(id: number): void;
}) {
  const { t } = useTranslation('costing-editor');
  const [left, setLeft] = useState({ target: false, percent: false });
  const issues = draftIssues(draft);
  const shown = (field: 'target' | 'percent') =>
    showAllErrors || left[field] ? fieldErrorText(issues[field]) : undefined;
  const targetError = shown('target');
  const percentError = shown('percent');
  const set = (patch: Partial<PriceChangeDraft>) => onChange(draft.id, patch);

  return (
    <Paper
      withBorder
      p="xs"
      role="group"
      aria-label={t('change.group', { n: formatNumber(n) })}
      data-testid="price-change"
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('change.appliesTo')}
          data={scopeChoices()}
          value={draft.scope}
          allowDeselect={false}
          w={150}
          onChange={(scope) => {
            if (scope && scope !== draft.scope) set({ scope: scope as ChangeScope, target: '' });
          }}
        />
        <TargetField
          draft={draft}
          targets={targets}
          error={targetError}
          onTarget={(target) => {
            set({ target });
            setLeft((now) => ({ ...now, target: true }));
          }}
          onLeave={() => setLeft((now) => ({ ...now, target: true }))}
        />
        <TextInput
          label={t('change.percent')}
          placeholder={t('change.percentPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          w={130}
          rightSection={<Text size="sm">%</Text>}
          value={draft.percent}
          error={percentError}
          onChange={(event) => set({ percent: event.currentTarget.value })}
          onBlur={() => setLeft((now) => ({ ...now, percent: true }))}
          data-testid="price-change-percent"
        />
        <RemoveRowButton
          label={t('change.remove', { n: formatNumber(n) })}
          onClick={() => onRemove(draft.id)}
          mt={28}
        />
      </Group>
    </Paper>
  );
});

/** The field naming what a change applies to: an item, a supplier or a category. */
function TargetField({
  draft,
  targets,
  error,
  onTarget,
  onLeave,
}: {
  draft: PriceChangeDraft;
  targets: ChangeTargets;
  error: string | undefined;
  onTarget(target: string): void;
  onLeave(): void;
}) {
  const { t } = useTranslation('costing-editor');
  const itemGroup = useCallback(
    (item: CatalogueItem) =>
      t(item.type === 'packaging' ? 'groups.packaging' : 'groups.ingredients'),
    [t],
  );
  switch (draft.scope) {
    case 'item':
      return (
        <ItemPicker
          label={t('change.item')}
          candidates={targets.items}
          lookup={targets.lookup}
          groupOf={itemGroup}
          value={draft.target}
          error={error}
          nothingFoundMessage={t('change.noItemMatches')}
          onChange={onTarget}
        />
      );
    case 'supplier':
      return (
        <Select
          label={t('change.supplier')}
          placeholder={
            targets.suppliers.length ? t('change.chooseSupplier') : t('change.noSuppliers')
          }
          data={targets.suppliers as { value: string; label: string }[]}
          searchable
          nothingFoundMessage={t('change.noSupplierMatches')}
          w={260}
          value={draft.target || null}
          error={error}
          onChange={(value) => onTarget(value ?? '')}
          onBlur={onLeave}
        />
      );
    case 'category':
      return (
        <Select
          label={t('change.category')}
          placeholder={
            targets.categories.length ? t('change.chooseCategory') : t('change.noCategories')
          }
          data={targets.categories as string[]}
          searchable
          nothingFoundMessage={t('change.noCategoryMatches')}
          w={260}
          value={draft.target || null}
          error={error}
          onChange={(value) => onTarget(value ?? '')}
          onBlur={onLeave}
        />
      );
    case 'all':
      return (
        <Text size="sm" mt={30} w={260} c="dimmed">
          {t('change.everything')}
        </Text>
      );
  }
}
