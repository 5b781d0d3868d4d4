import { Button, Group, Select } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Supplier } from '@larder/domain';
import { useState } from 'react';
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
      title: 'Delete supplier',
      message: `Delete ${name}? Ingredients that name it keep the name; to move its ingredients (${count}) and their codes to another supplier, use Replace instead.`,
      confirmText: 'Delete',
    });
    if (!ok) return;
    await run(async () => {
      await deleteSupplier(store, supplier);
      flash({ type: 'info', text: `${name} deleted` });
      void navigate('/suppliers');
    });
  };

  const replace = async () => {
    const into = others.find((s) => s.skey === target);
    if (!into) return;
    const intoName = supplierName(into);
    const ok = await confirm({
      title: 'Replace supplier',
      message: `Replace ${name} by ${intoName}? Its ingredients (${count}) and their codes move to ${intoName}, and ${name} is deleted.`,
      confirmText: 'Replace',
    });
    if (!ok) return;
    await run(async () => {
      const moved = await replaceSupplierBy(store, supplier, into);
      flash({ type: 'info', text: `${name} replaced by ${intoName} (${moved} ingredients moved)` });
      void navigate(supplierPath(into.skey));
    });
  };

  return (
    <Group align="flex-end" data-testid="supplier-actions">
      <Button component={Link} to={`/supplier-edit/${encodeURIComponent(supplier.skey)}`}>
        Edit
      </Button>
      <Button color="red" variant="light" loading={busy} onClick={() => void remove()}>
        Delete
      </Button>
      {others.length > 0 && (
        <Group gap="xs" align="flex-end">
          <Select
            label="Replace with"
            placeholder="Another supplier"
            data={others.map((s) => ({ value: s.skey, label: supplierName(s) }))}
            value={target}
            onChange={setTarget}
            searchable
            w={220}
          />
          <Button variant="light" disabled={!target} loading={busy} onClick={() => void replace()}>
            Replace
          </Button>
        </Group>
      )}
    </Group>
  );
}
