import { Button, Group, Select } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Supplier } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { deleteSupplier, replaceSupplierBy } from './supplier-writes';
import { supplierName, supplierPath } from '../../components/suppliers/use-suppliers';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Edit, delete and replace (merge into another supplier), each confirmed first. */
export function SupplierActions(props: {
  store: VenueStore;
  supplier: Supplier;
  others: readonly Supplier[];
  /** How many ingredients the supplier supplies. */
  count: number;
}) {
  const { store, supplier, others, count } = props;
  const navigate = useNavigate();
  const { t } = useTranslation(['suppliers', 'common']);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = supplierName(supplier);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      flash({ type: 'error', text: errorText(error) });
      setBusy(false);
    }
  };

  const remove = async () => {
    const ok = await confirm({
      title: t('actions.deleteTitle'),
      message: t('actions.deleteMessage', { name, ingredients: count }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    await run(async () => {
      await deleteSupplier(store, supplier);
      flash({ type: 'info', text: t('actions.deleted', { name }) });
      void navigate('/suppliers');
    });
  };

  const replace = async () => {
    const into = others.find((s) => s.skey === target);
    if (!into) return;
    const intoName = supplierName(into);
    const ok = await confirm({
      title: t('actions.replaceTitle'),
      message: t('actions.replaceMessage', { name, into: intoName, ingredients: count }),
      confirmText: t('actions.replace'),
    });
    if (!ok) return;
    await run(async () => {
      const moved = await replaceSupplierBy(store, supplier, into);
      flash({
        type: 'info',
        text: t('actions.replaced', { name, into: intoName, moved }),
      });
      void navigate(supplierPath(into.skey));
    });
  };

  return (
    <Group align="flex-end" data-testid="supplier-actions">
      <Button component={Link} to={`/supplier-edit/${encodeURIComponent(supplier.skey)}`}>
        {t('common:edit')}
      </Button>
      <Button color="red" variant="light" loading={busy} onClick={() => void remove()}>
        {t('common:delete')}
      </Button>
      {others.length > 0 && (
        <Group gap="xs" align="flex-end">
          <Select
            label={t('actions.replaceWith')}
            placeholder={t('actions.another')}
            data={others.map((s) => ({ value: s.skey, label: supplierName(s) }))}
            value={target}
            onChange={setTarget}
            searchable
            w={220}
          />
          <Button variant="light" disabled={!target} loading={busy} onClick={() => void replace()}>
            {t('actions.replace')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
