import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VenueStore } from '@larder/data';
import { wastageEntry, type CatalogueItem } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lineUnitData, lineUnitSelectData } from './line-unit-options';
import { useSession } from '../../state/session';
import { useCostSettings } from './catalogue-context';
import { saveAndAnnounce, saveErrorText } from './save-item';
import { useFormSave } from './use-form-save';
import {
  emptyWastageForm,
  liveWastageValue,
  validateWastage,
  wastageFieldLabels,
  wastageInputOf,
  withWastage,
  type WastageFormValues,
} from './wastage-entries';

/**
 * Records a wastage entry of the item (product spec §3): day, quantity and unit (the units
 * the item can be measured in), an optional prepared quantity; its value (costing-model §7,
 * at the item's current unit costs) is shown before it is saved.
 */
export function WastageForm({
  store,
  item,
  today,
  showCosts,
  onClose,
}: {
  store: VenueStore;
  item: CatalogueItem;
  /** The day the form starts on (YYYY-MM-DD). */
  today: string;
  showCosts: boolean;
  /** Closes the form (its Close button). */
  onClose(): void;
}) {
  const { t } = useTranslation(['components', 'common']);
  const L = wastageFieldLabels();
  const { cost, units } = useCostSettings();
  const { user } = useSession();
  const metricOnly = user?.metricOnly === true;
  const unitOptions = useMemo(() => ({ units, metricOnly }), [units, metricOnly]);
  const save = useFormSave();
  const form = useForm<WastageFormValues>({
    mode: 'controlled',
    initialValues: emptyWastageForm(today),
    validate: validateWastage,
  });
  const values = form.getValues();
  const inputs = {
    date: form.getInputProps('date'),
    qty: form.getInputProps('qty'),
    qty_unit: form.getInputProps('qty_unit'),
    prepqty: form.getInputProps('prepqty'),
    prepqty_unit: form.getInputProps('prepqty_unit'),
  };
  const live = liveWastageValue(item, values, units);

  const record = (submitted: WastageFormValues) =>
    save.run(async () => {
      const input = wastageInputOf(submitted);
      if (!input) return;
      try {
        await saveAndAnnounce(store, withWastage(item, wastageEntry(item, input, units)));
      } catch (error) {
        throw new Error(saveErrorText(error), { cause: error });
      }
      form.setValues({ qty: '', prepqty: '', prepqty_unit: '' });
    });

  return (
    <form noValidate aria-label={t('wastage.record')} onSubmit={form.onSubmit(record)}>
      <Stack gap="xs" data-testid="wastage-form">
        <Title order={3} size="h5">
          {t('wastage.record')}
        </Title>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            type="date"
            label={L.date}
            withAsterisk
            w={160}
            key={form.key('date')}
            {...inputs.date}
          />
          <NumberInput
            label={L.qty}
            withAsterisk
            autoFocus
            hideControls
            decimalScale={10}
            w={110}
            key={form.key('qty')}
            {...inputs.qty}
          />
          <NativeSelect
            label={L.qty_unit}
            withAsterisk
            w={130}
            data={lineUnitSelectData(item, values.qty_unit, unitOptions)}
            key={form.key('qty_unit')}
            {...inputs.qty_unit}
          />
          <NumberInput
            label={L.prepqty}
            hideControls
            decimalScale={10}
            w={110}
            key={form.key('prepqty')}
            {...inputs.prepqty}
          />
          <NativeSelect
            label={L.prepqty_unit}
            w={130}
            data={[
              { value: '', label: t('common:none') },
              ...lineUnitData(item, values.prepqty_unit, unitOptions),
            ]}
            key={form.key('prepqty_unit')}
            {...inputs.prepqty_unit}
          />
        </Group>
        {showCosts && (
          <Text size="sm" aria-live="polite" data-testid="wastage-live-value">
            {live === undefined
              ? ''
              : live === null
                ? t('wastage.noValue')
                : t('wastage.value', { value: cost(live) })}
          </Text>
        )}
        {save.saveError && (
          <Text size="sm" c="red" role="alert">
            {save.saveError}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.saving}>
            {t('wastage.saveEntry')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={save.saving}>
            {t('common:close')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
