import { Select } from '@mantine/core';
import type { CatalogueItem, ItemLookup } from '@larder/domain';
import { useMemo, useState } from 'react';
import { pickerOptions, shownAsGiven, type GroupOf } from './item-options';

/**
 * A searchable picker of catalogue items: what the user types is searched with the item
 * search rule over `candidates`, and only the matching few options are handed to the
 * select, so a line picker stays quick with thousands of items.
 */
export function ItemPicker({
  label,
  candidates,
  lookup,
  groupOf,
  exclude,
  value,
  error,
  clearable = false,
  nothingFoundMessage,
  onChange,
}: {
  label: string;
  /** The items that may be chosen, sorted (one array shared by every picker of a form). */
  candidates: readonly CatalogueItem[];
  lookup: ItemLookup;
  groupOf?: GroupOf;
  /** A candidate never offered (the recipe being edited, in its own lines). */
  exclude?: string;
  /** The chosen foodkey ('' for none). */
  value: string;
  error?: React.ReactNode;
  clearable?: boolean;
  nothingFoundMessage: string;
  onChange: (foodkey: string) => void;
}) {
  const [search, setSearch] = useState('');
  const data = useMemo(
    () =>
      pickerOptions(candidates, search, value ? { key: value, item: lookup(value) } : null, {
        ...(groupOf ? { groupOf } : {}),
        ...(exclude ? { exclude } : {}),
      }),
    [candidates, search, value, lookup, groupOf, exclude],
  );
  return (
    <Select
      label={label}
      placeholder="Search 3+ letters"
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable={clearable}
      filter={shownAsGiven}
      nothingFoundMessage={nothingFoundMessage}
      w={260}
      value={value || null}
      error={error}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
