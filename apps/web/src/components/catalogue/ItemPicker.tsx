import { Select } from '@mantine/core';
import type { CatalogueItem, ItemLookup } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTextInput } from '../plain-fields/PlainTextInput';
import { notFoundLabel, pickerOptions, shownAsGiven, type GroupOf } from './item-options';

/** What a picker shows for its chosen key: the item's name, or that the key is gone. */
function chosenLabel(value: string, lookup: ItemLookup): string {
  if (!value) return '';
  const item = lookup(value);
  return item ? (item.name ?? item.foodkey) : notFoundLabel(value);
}

/**
 * A searchable picker of catalogue items: what the user types is searched with the item
 * search rule over `candidates`, and only the matching few options are handed to the
 * select, so a line picker stays quick with thousands of items. Until it is first used
 * (focus, click or touch) it is drawn as a plain field showing the chosen item, so a recipe
 * of many lines opens without building a list box for each of them (a plain field with
 * Mantine's look, components/plain-fields/).
 */
export function ItemPicker(props: ItemPickerProps) {
  const { t } = useTranslation('components');
  const [active, setActive] = useState<{ open: boolean } | null>(null);
  if (active) return <ActiveItemPicker {...props} startOpen={active.open} />;
  const activate = (open: boolean) => setActive((now) => now ?? { open });
  return (
    <PlainTextInput
      label={props.label}
      placeholder={t('catalogue.pickerPlaceholder')}
      value={chosenLabel(props.value, props.lookup)}
      error={props.error}
      w={260}
      readOnly
      aria-haspopup="listbox"
      onFocus={() => activate(false)}
      onPointerDown={() => activate(true)}
      onClick={() => activate(true)}
      onKeyDown={(event) => {
        if (event.key.length === 1 || event.key === 'ArrowDown' || event.key === 'Enter') {
          activate(true);
        }
      }}
    />
  );
}

interface ItemPickerProps {
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
}

/** The picker once used: a Mantine select, focused, open when it was clicked. */
function ActiveItemPicker({
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
  startOpen,
}: ItemPickerProps & { startOpen: boolean }) {
  const { t } = useTranslation('components');
  const [search, setSearch] = useState('');

  const data = useMemo(
    () =>
      pickerOptions(candidates, search, value ? { key: value, item: lookup(value) } : null, {
        ...(groupOf ? { groupOf } : {}),
        ...(exclude ? { exclude } : {}),
        notFound: {
          group: t('catalogue.notFoundGroup'),
          label: (key: string) => t('catalogue.notFound', { key }),
        },
      }),
    [candidates, search, value, lookup, groupOf, exclude, t],
  );
  return (
    <Select
      label={label}
      placeholder={t('catalogue.pickerPlaceholder')}
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
      autoFocus
      defaultDropdownOpened={startOpen}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
