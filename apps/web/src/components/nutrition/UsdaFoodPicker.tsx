import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFood } from './use-food';
import { useFoodSearch } from './use-food-search';

export interface UsdaFoodPickerProps {
  /** The picked USDA SR id ('' when none). */
  value: string;
  onChange(id: string): void;
  error?: string | undefined;
}

/** Picks a food of the bundled USDA database, searching as the user types (offline). */
export function UsdaFoodPicker({ value, onChange, error }: UsdaFoodPickerProps) {
  const { t } = useTranslation('components');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const { hits, searching, error: searchError } = useFoodSearch(query);
  const picked = useFood(value);

  return (
    <Stack gap={4}>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          onChange(id);
          setQuery('');
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            label={t('nutrition.usda.search')}
            placeholder={t('nutrition.usda.placeholder')}
            description={t('nutrition.usda.description')}
            value={query}
            error={error ?? searchError ?? undefined}
            rightSection={searching ? <Loader size="xs" /> : null}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            data-testid="usda-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={query.trim() === '' || (hits.length === 0 && searching)}>
          <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
            {hits.length === 0 ? (
              <Combobox.Empty>{t('nutrition.usda.noMatch')}</Combobox.Empty>
            ) : (
              hits.map((hit) => (
                <Combobox.Option value={hit.id} key={hit.id} data-testid="usda-option">
                  <Text size="sm">{hit.name}</Text>
                  <Text size="xs" c="dimmed">
                    {hit.id}
                    {hit.group ? ` · ${hit.group}` : ''}
                  </Text>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value && (
        <Group gap="xs" data-testid="usda-picked">
          <Text size="sm" fw={500}>
            {t('nutrition.usda.picked', { id: value })}
          </Text>
          <Text size="sm">
            {picked.state === 'ready'
              ? picked.food.name
              : picked.state === 'unknown'
                ? t('nutrition.notInDatabase')
                : t('nutrition.usda.loading')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
