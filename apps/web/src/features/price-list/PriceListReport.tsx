import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { INVALID_PRICE_LIST_ITEM, type PriceListPlan } from '@larder/domain';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { cellText, issueText, rowResultText } from './price-list-texts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an applied import did: ingredients updated, rows unchanged, and the rows refused. */
export function PriceListReport({ plan }: { plan: PriceListPlan }) {
  const { cost } = useCostSettings();
  const { counts } = plan;
  const refused = plan.rows.filter((r) => r.status === 'unmatched' || r.status === 'duplicate');
  const invalid = plan.rows.filter((r) => r.status === 'invalid');
  const updated = plan.rows.filter((r) => r.status === 'update');
  return (
    <Stack gap="md" data-testid="price-list-report">
      <Alert color={counts.invalid > 0 ? 'orange' : 'green'} title="Price list imported">
        <Text size="sm" data-testid="price-list-summary">
          {plural(counts.update, 'ingredient updated', 'ingredients updated')},{' '}
          {plural(counts.unchanged, 'row unchanged', 'rows unchanged')},{' '}
          {plural(counts.invalid, 'invalid row', 'invalid rows')},{' '}
          {plural(counts.unmatched + counts.duplicate, 'row not applied', 'rows not applied')}.
        </Text>
      </Alert>
      {updated.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Updated
          </Title>
          <List size="sm" data-testid="report-updated">
            {updated.map((row) => (
              <List.Item key={row.line}>
                {row.after?.name || row.after?.foodkey}: {cost(row.before?.purchaseprice) || '—'} →{' '}
                {cost(row.after?.purchaseprice) || '—'} (row {row.line})
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {invalid.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Invalid rows (not applied)
          </Title>
          <List size="sm" data-testid="report-invalid">
            {invalid.map((row) => (
              <List.Item key={row.line}>
                Row {row.line} ({cellText(row.row.code) || cellText(row.row.name) || 'no code'}):{' '}
                {INVALID_PRICE_LIST_ITEM}: {row.issues.map(issueText).join('; ')}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {refused.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Other rows not applied
          </Title>
          <List size="sm" data-testid="report-refused">
            {refused.map((row) => (
              <List.Item key={row.line}>
                Row {row.line} ({cellText(row.row.code) || cellText(row.row.name) || 'no code'}):{' '}
                {rowResultText(row)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
