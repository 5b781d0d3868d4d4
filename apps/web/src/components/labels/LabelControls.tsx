import { Group, NativeSelect, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { LabelFormat } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { LABEL_FORMAT_OPTIONS } from './label-format-choice';
import type { ServingOverrides } from './label-input';
import type { SmallVariant } from './layout/layout-label';

export interface LabelControlsProps {
  format: LabelFormat;
  onFormat(format: LabelFormat): void;
  overrides: ServingOverrides;
  onOverrides(next: ServingOverrides): void;
  /** The item's own serving, shown as placeholders. */
  own: { servingSizeG: number; servingsPerPack: number | null };
  small: SmallVariant;
  onSmall(next: SmallVariant): void;
}

const positive = (v: number | string): number | '' => (typeof v === 'number' && v > 0 ? v : '');
const round = (v: number): string => String(Math.round(v * 10) / 10);

/** Format picker (all 12 formats) and the serving the label is for. */
export function LabelControls(props: LabelControlsProps) {
  const { t } = useTranslation('components');
  const { format, overrides, own } = props;
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label={t('labels.format')}
        data={LABEL_FORMAT_OPTIONS}
        value={format}
        onChange={(e) => props.onFormat(e.currentTarget.value as LabelFormat)}
        data-testid="label-format"
        w={300}
      />
      <NumberInput
        label={t('labels.servingSize')}
        placeholder={round(own.servingSizeG)}
        hideControls
        decimalScale={2}
        min={0}
        w={140}
        value={overrides.size}
        onChange={(v) => props.onOverrides({ ...overrides, size: positive(v) })}
      />
      <NumberInput
        label={t('labels.servingsPerPack')}
        placeholder={own.servingsPerPack === null ? '—' : round(own.servingsPerPack)}
        hideControls
        decimalScale={2}
        min={0}
        w={140}
        value={overrides.perPack}
        onChange={(v) => props.onOverrides({ ...overrides, perPack: positive(v) })}
      />
      {format === 'us-stab' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="small-variant-label">
            {t('labels.smallDisplay')}
          </Text>
          <SegmentedControl
            aria-labelledby="small-variant-label"
            value={props.small}
            onChange={(v) => props.onSmall(v === 'linear' ? 'linear' : 'table')}
            data={[
              { value: 'table', label: t('labels.tabular') },
              { value: 'linear', label: t('labels.linear') },
            ]}
          />
        </Stack>
      )}
    </Group>
  );
}
