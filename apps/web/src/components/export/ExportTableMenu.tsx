import { Button, type ButtonProps, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flash } from '../../state/flash';
import { downloadBlob } from '../labels/label-export';
import { exportBlob, type ExportFormat } from './export-file';
import type { ExportTable } from './export-table';

/** What an "Export" menu exports: a table built on demand, its sheet name and file name. */
export interface ExportTableMenuProps {
  /** Builds the table when a format is chosen (not on every render). */
  readonly table: () => ExportTable | Promise<ExportTable>;
  /** The XLSX sheet's name. */
  readonly sheet: string;
  /** The downloaded file's name without its extension. */
  readonly fileName: string;
  readonly testId: string;
  readonly disabled?: boolean;
  readonly buttonProps?: ButtonProps & { className?: string };
}

/**
 * "Export" menu: any table as a CSV or XLSX file (the spreadsheet cell rule of `export-file`),
 * with the button busy while the file is made and a message when it fails.
 */
export function ExportTableMenu({
  table,
  sheet,
  fileName,
  testId,
  disabled = false,
  buttonProps,
}: ExportTableMenuProps) {
  const { t } = useTranslation('components');
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const blob = await exportBlob(await table(), format, sheet);
      downloadBlob(blob, `${fileName}.${format}`);
    } catch (error) {
      flash({
        type: 'error',
        text: t('export.failed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          {...buttonProps}
          loading={busy}
          disabled={disabled}
          data-testid={testId}
        >
          {t('export.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
