import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesDish } from './engineering-rows';
import { salesCountLabel, unitsField, type SalesCountFormValues } from './sales-count-form';
import { SalesImport, type ImportedUnits } from './SalesImport';

export interface SalesCountFormProps {
  values: SalesCountFormValues;
  errors: Readonly<Record<string, string>>;
  dishes: readonly SalesDish[];
  menus: readonly { value: string; label: string }[];
  saving: boolean;
  saveError: string | null;
  onChange(values: SalesCountFormValues): void;
  /** A field left: its problems show from now on (all of them once Save is pressed). */
  onBlur(field: 'name' | 'from' | 'to'): void;
  onImport(units: ImportedUnits, fileName: string): void;
  onSave(): void;
  onNew(): void;
}

/**
 * A sales period (operations-model §7): its menu, name and days, and the units sold of each
 * dish, typed (Enter moves to the next dish) or imported from a CSV file. Each problem is shown
 * on its field, a units cell naming its dish.
 */
export function SalesCountForm({
  values,
  errors,
  dishes,
  menus,
  saving,
  saveError,
  onChange,
  onBlur,
  onImport,
  onSave,
  onNew,
}: SalesCountFormProps) {
  const { t } = useTranslation(['menu-engineering', 'common']);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const labels = {
    menu: salesCountLabel('menu'),
    name: salesCountLabel('name'),
    from: salesCountLabel('from'),
    to: salesCountLabel('to'),
    unitsSold: salesCountLabel('unitsSold'),
  };
  const set = (change: Partial<SalesCountFormValues>) => onChange({ ...values, ...change });
  const setUnits = (foodkey: string, typed: string) =>
    onChange({ ...values, units: { ...values.units, [foodkey]: typed } });

  /** Enter moves to the next dish's cell; in the last one it saves. */
  const next = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const following = dishes[index + 1];
    if (following) cells.current.get(following.foodkey)?.focus();
    else onSave();
  };

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      data-testid="sales-count-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start">
          <NativeSelect
            label={labels.menu}
            data={menus.map((m) => ({ value: m.value, label: m.label }))}
            value={values.menu}
            onChange={(event) => set({ menu: event.currentTarget.value })}
            w={240}
            data-testid="sales-menu"
          />
          <TextInput
            label={labels.name}
            withAsterisk
            placeholder={t('form.namePlaceholder')}
            w={240}
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            onBlur={() => onBlur('name')}
          />
          <TextInput
            label={labels.from}
            withAsterisk
            type="date"
            w={170}
            value={values.from}
            error={errors.from}
            onChange={(event) => set({ from: event.currentTarget.value })}
            onBlur={() => onBlur('from')}
          />
          <TextInput
            label={labels.to}
            withAsterisk
            type="date"
            w={170}
            value={values.to}
            error={errors.to}
            onChange={(event) => set({ to: event.currentTarget.value })}
            onBlur={() => onBlur('to')}
          />
        </Group>
        {dishes.length > 0 && (
          <Table withTableBorder maw={560} data-testid="sales-units">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('form.dish')}</Table.Th>
                <Table.Th>{labels.unitsSold}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dishes.map((dish, i) => (
                <Table.Tr
                  key={dish.foodkey}
                  data-testid="sales-units-row"
                  data-foodkey={dish.foodkey}
                >
                  <Table.Td>
                    {dish.name}
                    {!dish.onMenu && (
                      <Badge ml="xs" size="xs" color="orange">
                        {t('form.notOnMenu')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('form.unitsOf', { dish: dish.name })}
                      inputMode="numeric"
                      placeholder="0"
                      w={140}
                      ref={(input) => {
                        if (input) cells.current.set(dish.foodkey, input);
                        else cells.current.delete(dish.foodkey);
                      }}
                      value={values.units[dish.foodkey] ?? ''}
                      error={errors[unitsField(dish.foodkey)]}
                      onChange={(event) => setUnits(dish.foodkey, event.currentTarget.value)}
                      onKeyDown={(event) => next(event, i)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {errors.units && (
          <Text size="sm" c="red" role="alert" data-testid="sales-units-error">
            {errors.units}
          </Text>
        )}
        <SalesImport dishes={dishes} disabled={dishes.length === 0 || saving} onImport={onImport} />
        {saveError && (
          <Alert color="red" title={t('form.notSaved')} role="alert" data-testid="save-error">
            {saveError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving} data-testid="save-sales-count">
            {t('common:save')}
          </Button>
          <Button variant="default" onClick={onNew} data-testid="new-sales-count">
            {t('form.newPeriod')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
