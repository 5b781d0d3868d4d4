import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { PriceListPlan } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { cellText, issueText, rowResultText, statusLabel } from './price-list-texts';

/** What an applied import did: ingredients updated, rows unchanged, and the rows refused. */
export function PriceListReport({ plan }: { plan: PriceListPlan }) {
  const { cost } = useCostSettings();
  const { t } = useTranslation('price-list');
  const { counts } = plan;
  const rowName = (row: (typeof plan.rows)[number]) =>
    cellText(row.row.code) || cellText(row.row.name) || t('report.noCode');
  const refused = plan.rows.filter((r) => r.status === 'unmatched' || r.status === 'duplicate');
  const invalid = plan.rows.filter((r) => r.status === 'invalid');
  const updated = plan.rows.filter((r) => r.status === 'update');
  return (
    <Stack gap="md" data-testid="price-list-report">
      <Alert color={counts.invalid > 0 ? 'orange' : 'green'} title={t('report.title')}>
        <Text size="sm" data-testid="price-list-summary">
          {t('report.summary', {
            updated: t('report.updatedCount', { count: counts.update }),
            unchanged: t('report.unchangedCount', { count: counts.unchanged }),
            invalid: t('report.invalidCount', { count: counts.invalid }),
            refused: t('report.refusedCount', { count: counts.unmatched + counts.duplicate }),
          })}
        </Text>
      </Alert>
      {updated.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('report.updated')}
          </Title>
          <List size="sm" data-testid="report-updated">
            {updated.map((row) => (
              <List.Item key={row.line}>
                {t('report.updatedRow', {
                  name: row.after?.name || row.after?.foodkey,
                  before: cost(row.before?.purchaseprice) || '—',
                  after: cost(row.after?.purchaseprice) || '—',
                  line: row.line,
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {invalid.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('report.invalid')}
          </Title>
          <List size="sm" data-testid="report-invalid">
            {invalid.map((row) => (
              <List.Item key={row.line}>
                {t('report.invalidRow', {
                  line: row.line,
                  row: rowName(row),
                  status: statusLabel('invalid'),
                  issues: row.issues.map(issueText).join('; '),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {refused.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('report.refused')}
          </Title>
          <List size="sm" data-testid="report-refused">
            {refused.map((row) => (
              <List.Item key={row.line}>
                {t('report.refusedRow', {
                  line: row.line,
                  row: rowName(row),
                  result: rowResultText(row),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
