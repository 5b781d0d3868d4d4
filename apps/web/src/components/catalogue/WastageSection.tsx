import { Button, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { notSavedText, saveAndAnnounce } from './save-item';
import {
  listedWastageTotal,
  wastageRows,
  withoutWastage,
  type WastageRow,
} from './wastage-entries';
import { WastageForm } from './WastageForm';
import { WastageTable } from './WastageTable';
import { localDay } from './local-day';
import { quantityText } from './quantity-text';

/**
 * An item's wastage (product spec §3; value per costing-model §7): the entries newest first
 * with their value and total, a form to record one and a Remove button on each. Restricted
 * mode shows the entries only, without money.
 */
export function WastageSection({ store, item }: { store: VenueStore; item: CatalogueItem }) {
  const { t } = useTranslation('components');
  const { canEdit, showCosts } = useRestricted();
  const rows = wastageRows(item);
  const name = item.name ?? item.foodkey;
  // The form is drawn when asked for: the item's page opens without it.
  const [recording, setRecording] = useState(false);

  const remove = async (row: WastageRow) => {
    const quantity =
      typeof row.entry.qty === 'number'
        ? quantityText(row.entry.qty, row.entry.qty_unit)
        : (row.entry.qty_unit ?? '');
    const ok = await confirm({
      title: i18n.t('components:wastage.removeTitle'),
      message: i18n.t('components:wastage.removeMessage', { quantity, name, day: row.day }),
      confirmText: i18n.t('common:remove'),
    });
    if (!ok) return;
    // The item as it is now (it may have changed while the dialog was open).
    const current = (await store.itemMap()).get(item.foodkey);
    const record = current ? withoutWastage(current, row.entry) : null;
    if (!record) return;
    try {
      await saveAndAnnounce(store, record);
    } catch (error) {
      flash({ type: 'error', text: notSavedText(name, error) });
    }
  };

  return (
    <Stack gap="xs" data-testid="wastage-section">
      <Title order={2} size="h4">
        {t('wastage.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wastage.none')}
        </Text>
      ) : (
        <WastageTable
          rows={rows}
          total={listedWastageTotal(item)}
          showCosts={showCosts}
          {...(canEdit ? { onRemove: (row: WastageRow) => void remove(row) } : {})}
        />
      )}
      {canEdit &&
        (recording ? (
          <WastageForm
            store={store}
            item={item}
            today={localDay(store.env.now())}
            showCosts={showCosts}
            onClose={() => setRecording(false)}
          />
        ) : (
          <div>
            <Button variant="light" onClick={() => setRecording(true)}>
              {t('wastage.record')}
            </Button>
          </div>
        ))}
    </Stack>
  );
}
