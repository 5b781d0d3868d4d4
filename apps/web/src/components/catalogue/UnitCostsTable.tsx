import { Table } from '@mantine/core';
import type { UnitCosts } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { PlainTd, PlainTh, PlainTr } from '../plain-fields/PlainTableCells';
import { useCostSettings } from './catalogue-context';

/** Cost per gram, millilitre and each (absent costs stay empty, never 0). */
export function UnitCostsTable({ costs, caption }: { costs: UnitCosts; caption?: string }) {
  const { t } = useTranslation('components');
  const { cost } = useCostSettings();
  const rows = [
    [t('catalogue.perGram'), costs.gramcost, 'unit-cost-gram'],
    [t('catalogue.perMl'), costs.mlcost, 'unit-cost-ml'],
    [t('catalogue.perEach'), costs.eachcost, 'unit-cost-each'],
  ] as const;
  return (
    <Table withTableBorder maw={360} aria-label={caption ?? t('catalogue.unitCosts')}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Tbody>
        {rows.map(([label, value, testId]) => (
          <PlainTr key={testId}>
            <PlainTh scope="row">{label}</PlainTh>
            <PlainTd data-testid={testId}>{value === null ? '—' : cost(value)}</PlainTd>
          </PlainTr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
