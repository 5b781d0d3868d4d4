import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import {
  planPriceList,
  rowFromCells,
  type ColumnMapping,
  type PriceListPlan,
  type Supplier,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { isStorageFull, storageFullText } from '../../components/catalogue/storage-full';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { supplierName, supplierPath, useSupplier } from '../../components/suppliers/use-suppliers';
import { applyPriceList } from './apply-price-list';
import { ColumnMappingFields } from './ColumnMappingFields';
import { guessColumns } from './guess-columns';
import { withDecimalCommas } from './decimal-comma';
import { PriceListPreview } from './PriceListPreview';
import { PriceListReport } from './PriceListReport';
import { readPriceListFile, PriceListFileError, type PriceListSheet } from './read-price-list-file';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /price-list-import/{skey}: a supplier's price list (CSV or XLSX) read, previewed, applied. */
export function PriceListImportPage() {
  const { skey = '' } = useParams();
  const { t } = useTranslation('price-list');
  return (
    <StoreGate title={t('title')}>
      {(store) => (
        <RestrictedGuard what={t('what')}>
          <PriceListImport store={store} skey={skey} />
        </RestrictedGuard>
      )}
    </StoreGate>
  );
}

function PriceListImport({ store, skey }: { store: VenueStore; skey: string }) {
  const found = useSupplier(store, skey);
  const { t } = useTranslation(['price-list', 'common']);
  if (found.state === 'loading') return <Text c="dimmed">{t('common:loading')}</Text>;
  if (found.state === 'missing') {
    return (
      <Stack gap="sm" data-testid="supplier-missing">
        <Title order={1}>{t('supplierNotFound')}</Title>
        <Text>{t('supplierMissing', { key: skey })}</Text>
        <Anchor component={Link} to="/suppliers">
          {t('backToSuppliers')}
        </Anchor>
      </Stack>
    );
  }
  return <PriceListImporter store={store} supplier={found.supplier} />;
}

const errorText = (error: unknown) =>
  isStorageFull(error) ? storageFullText() : error instanceof Error ? error.message : String(error);

function PriceListImporter({ store, supplier }: { store: VenueStore; supplier: Supplier }) {
  const items = useCatalogueItems(store);
  const { units } = useCostSettings();
  const { t, i18n } = useTranslation('price-list');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<PriceListSheet | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [report, setReport] = useState<PriceListPlan | null>(null);
  // The day the prices apply from (price history date), fixed when the file is read.
  const [date, setDate] = useState(() => new Date().toISOString());
  const name = supplierName(supplier);

  // Numbers are read as the interface language writes them (a decimal comma in French).
  const rows = useMemo(
    () =>
      sheet && mapping
        ? sheet.rows.map((cells) => withDecimalCommas(rowFromCells(cells, mapping)))
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sheet, mapping, i18n.language],
  );
  const plan = useMemo(
    () => (sheet && items ? planPriceList(rows, supplier, items, { date, units }) : null),
    [sheet, rows, supplier, items, date, units],
  );
  const keyMissing = mapping !== null && mapping.code === null && mapping.name === null;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSheet(null);
    setMapping(null);
    setReadError(null);
    setApplyError(null);
    setReport(null);
    if (!chosen) return;
    setReading(true);
    try {
      const read = await readPriceListFile(chosen);
      setSheet(read);
      setMapping(guessColumns(read.headers));
      setDate(new Date().toISOString());
    } catch (error) {
      setReadError(
        error instanceof PriceListFileError
          ? error.message
          : t('file.unreadable', { fileName: chosen.name, reason: errorText(error) }),
      );
    } finally {
      setReading(false);
    }
  };

  const apply = async () => {
    if (!plan || plan.updates.length === 0) return;
    setApplying(true);
    setApplyError(null);
    try {
      setReport(await applyPriceList(store, rows, supplier, { date, units }));
    } catch (error) {
      setApplyError(errorText(error));
    } finally {
      setApplying(false);
    }
  };

  const back = (
    <Anchor component={Link} to={supplierPath(supplier.skey)}>
      {t('back', { name })}
    </Anchor>
  );

  if (report) {
    return (
      <Stack gap="md" data-testid="price-list-import">
        <Title order={1}>{t('heading', { name })}</Title>
        <PriceListReport plan={report} />
        <Group>
          <Button variant="light" onClick={() => void choose(null)}>
            {t('another')}
          </Button>
          {back}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="price-list-import">
      <Title order={1}>{t('heading', { name })}</Title>
      <Text size="sm" maw={720}>
        {t('intro', { name })}
      </Text>
      <FileInput
        label={t('file.label')}
        placeholder={t('file.placeholder')}
        accept={ACCEPT}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        maw={420}
        disabled={reading || applying}
        error={readError}
      />
      {reading && <Text c="dimmed">{t('file.reading', { fileName: file?.name ?? '' })}</Text>}
      {sheet && mapping && (
        <>
          <Title order={2} size="h3">
            {t('mapping.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mapping.guessed', { fileName: sheet.fileName })}
          </Text>
          <ColumnMappingFields headers={sheet.headers} mapping={mapping} onChange={setMapping} />
          {keyMissing && (
            <Alert color="orange" role="alert" data-testid="mapping-key-missing">
              {t('mapping.keyMissing')}
            </Alert>
          )}
          <Title order={2} size="h3">
            {t('preview.title')}
          </Title>
          {!plan ? (
            <Text c="dimmed">{t('preview.loading')}</Text>
          ) : (
            <>
              <Text size="sm" data-testid="price-list-counts">
                {t('preview.counts', {
                  update: plan.counts.update,
                  unchanged: plan.counts.unchanged,
                  invalid: plan.counts.invalid,
                  refused: plan.counts.unmatched + plan.counts.duplicate,
                })}
              </Text>
              <PriceListPreview plan={plan} />
            </>
          )}
          {applyError && (
            <Alert color="red" title={t('nothingSaved')} role="alert" data-testid="apply-error">
              {applyError}
            </Alert>
          )}
          <Group>
            <Button
              onClick={() => void apply()}
              loading={applying}
              disabled={!plan || plan.updates.length === 0 || keyMissing}
            >
              {t('apply', { count: plan?.updates.length ?? 0 })}
            </Button>
            {back}
          </Group>
        </>
      )}
      {!sheet && !reading && <Group>{back}</Group>}
    </Stack>
  );
}
