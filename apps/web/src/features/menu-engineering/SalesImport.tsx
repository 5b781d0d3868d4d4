import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { readSalesFile, type SalesFile } from './read-sales-file';
import { salesIssueText } from './sales-issue-text';

const ACCEPT = '.csv,.txt,text/csv';

/** Units sold per dish, as a file brings them in. */
export type ImportedUnits = ReadonlyMap<string, number>;

/** The units sold of a file's rows, summed per dish (a till may list a dish on several lines). */
export function importedUnits(file: Pick<SalesFile, 'rows'>): Map<string, number> {
  const units = new Map<string, number>();
  for (const row of file.rows)
    units.set(row.foodkey, (units.get(row.foodkey) ?? 0) + row.unitsSold);
  return units;
}

/** What a file with issues holds: '2 problems; 3 valid rows.' */
export function importSummary(file: Pick<SalesFile, 'rows' | 'issues'>): string {
  const t = i18n.getFixedT(null, 'menu-engineering', 'import');
  const problems = t('problems', { count: file.issues.length });
  const valid =
    file.rows.length === 0 ? t('noValidRows') : t('validRows', { count: file.rows.length });
  return t('summary', { problems, valid });
}

/**
 * Units sold imported from a CSV file (operations-model §7): the first row names the dish
 * column (name or key) and the units sold column. A file with any issue brings in nothing:
 * each issue is listed by line and field, and the user may choose "Import the valid rows".
 */
export function SalesImport({
  dishes,
  disabled,
  onImport,
}: {
  dishes: readonly { foodkey: string; name: string }[];
  disabled: boolean;
  onImport(units: ImportedUnits, fileName: string): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [pending, setPending] = useState<SalesFile | null>(null);
  const { t } = useTranslation('menu-engineering', { keyPrefix: 'import' });

  const reset = () => {
    setFile(null);
    setPending(null);
    setReadError(null);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPending(null);
    setReadError(null);
    if (!chosen) return;
    setReading(true);
    try {
      const read = await readSalesFile(chosen, dishes);
      if (read.issues.length === 0) {
        onImport(importedUnits(read), read.fileName);
        setFile(null);
      } else {
        setPending(read);
      }
    } catch (error) {
      setReadError(
        t('readFailed', {
          file: chosen.name,
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    } finally {
      setReading(false);
    }
  };

  const importValid = () => {
    if (!pending) return;
    onImport(importedUnits(pending), pending.fileName);
    reset();
  };

  return (
    <Stack gap="xs" data-testid="sales-import">
      <FileInput
        label={t('label')}
        description={t('description')}
        placeholder={t('placeholder')}
        accept={ACCEPT}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        maw={420}
        disabled={disabled || reading}
        error={readError}
        data-testid="sales-file"
      />
      {reading && <Text c="dimmed">{t('reading', { file: file?.name ?? '' })}</Text>}
      {pending && (
        <Alert
          color="red"
          title={t('nothingImported', { file: pending.fileName })}
          role="alert"
          data-testid="sales-import-issues"
        >
          <Stack gap="xs">
            <Text size="sm" data-testid="sales-import-summary">
              {importSummary(pending)}
            </Text>
            <List size="sm" spacing={2}>
              {pending.issues.map((issue, i) => (
                <List.Item key={i} data-testid="sales-import-issue">
                  {salesIssueText(issue)}
                </List.Item>
              ))}
            </List>
            <Group gap="xs">
              {pending.rows.length > 0 && (
                <Button size="xs" onClick={importValid} data-testid="import-valid-rows">
                  {t('importValid')}
                </Button>
              )}
              <Button size="xs" variant="default" onClick={reset}>
                {t('importNothing')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
