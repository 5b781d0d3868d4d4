import { Select, SimpleGrid } from '@mantine/core';
import { PRICE_LIST_FIELDS, type ColumnMapping, type PriceListField } from '@larder/domain';
import { useTranslation } from 'react-i18next';

/** One column picker per price list field, listing the file's headers. */
export function ColumnMappingFields(props: {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { headers, mapping, onChange } = props;
  const { t } = useTranslation('price-list');
  const data = headers.map((header, i) => ({
    value: String(i),
    label: header === '' ? t('mapping.column', { n: i + 1 }) : header,
  }));
  const set = (field: PriceListField, value: string | null) =>
    onChange({ ...mapping, [field]: value === null ? null : Number(value) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="column-mapping">
      {PRICE_LIST_FIELDS.map((field) => (
        <Select
          key={field}
          label={t(`fields.${field}`)}
          placeholder={t('mapping.none')}
          data={data}
          value={mapping[field] === null ? null : String(mapping[field])}
          onChange={(value) => set(field, value)}
          clearable
          allowDeselect
        />
      ))}
    </SimpleGrid>
  );
}
