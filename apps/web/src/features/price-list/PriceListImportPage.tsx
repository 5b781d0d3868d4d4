import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import {
  guessColumnMapping,
  planPriceList,
  rowFromCells,
  type ColumnMapping,
  type PriceListPlan,
  type Supplier,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { isStorageFull, STORAGE_FULL_TEXT } from '../../components/catalogue/storage-full';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { supplierName, supplierPath, useSupplier } from '../../components/suppliers/use-suppliers';
import { applyPriceList } from './apply-price-list';
import { ColumnMappingFields } from './ColumnMappingFields';
import { PriceListPreview } from './PriceListPreview';
import { PriceListReport } from './PriceListReport';
import { readPriceListFile, PriceListFileError, type PriceListSheet } from './read-price-list-file';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /price-list-import/{skey}: a supplier's price list (CSV or XLSX) read, previewed, applied. */
export function PriceListImportPage() {
  const { skey = '' } = useParams();
  return (
    <StoreGate title="Import price list">
      {(store) => (
        <RestrictedGuard what="ingredients">
          <PriceListImport store={store} skey={skey} />
        </RestrictedGuard>
      )}
    </StoreGate>
  );
}

function PriceListImport({ store, skey }: { store: VenueStore; skey: string }) {
  const found = useSupplier(store, skey);
  if (found.state === 'loading') return <Text c="dimmed">Loading…</Text>;
  if (found.state === 'missing') {
    return (
      <Stack gap="sm" data-testid="supplier-missing">
        <Title order={1}>Supplier not found</Title>
        <Text>There is no supplier {skey}. It may have been deleted or renamed.</Text>
        <Anchor component={Link} to="/suppliers">
          Back to suppliers
        </Anchor>
      </Stack>
    );
  }
  return <PriceListImporter store={store} supplier={found.supplier} />;
}

const errorText = (error: unknown) =>
  isStorageFull(error) ? STORAGE_FULL_TEXT : error instanceof Error ? error.message : String(error);

function PriceListImporter({ store, supplier }: { store: VenueStore; supplier: Supplier }) {
  const items = useCatalogueItems(store);
  const { units } = useCostSettings();
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

  const rows = useMemo(
    () => (sheet && mapping ? sheet.rows.map((cells) => rowFromCells(cells, mapping)) : []),
    [sheet, mapping],
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
      setMapping(guessColumnMapping(read.headers));
      setDate(new Date().toISOString());
    } catch (error) {
      setReadError(
        error instanceof PriceListFileError
          ? error.message
          : `${chosen.name} could not be read: ${errorText(error)}`,
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
      Back to {name}
    </Anchor>
  );

  if (report) {
    return (
      <Stack gap="md" data-testid="price-list-import">
        <Title order={1}>Import price list: {name}</Title>
        <PriceListReport plan={report} />
        <Group>
          <Button variant="light" onClick={() => void choose(null)}>
            Import another file
          </Button>
          {back}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="price-list-import">
      <Title order={1}>Import price list: {name}</Title>
      <Text size="sm" maw={720}>
        Choose a CSV or XLSX file whose first row names the columns. Each row is matched to an
        ingredient of {name} by its supplier code, else by its name, and checked before anything is
        saved: price a number of 0 or more, package quantities above 0 with known units.
      </Text>
      <FileInput
        label="Price list file"
        placeholder="Choose a CSV or XLSX file"
        accept={ACCEPT}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        maw={420}
        disabled={reading || applying}
        error={readError}
      />
      {reading && <Text c="dimmed">Reading {file?.name}…</Text>}
      {sheet && mapping && (
        <>
          <Title order={2} size="h3">
            Columns
          </Title>
          <Text size="sm" c="dimmed">
            Guessed from the header row of {sheet.fileName}; change any that are wrong.
          </Text>
          <ColumnMappingFields headers={sheet.headers} mapping={mapping} onChange={setMapping} />
          {keyMissing && (
            <Alert color="orange" role="alert" data-testid="mapping-key-missing">
              Choose the column with the supplier code or the ingredient name, so rows can be
              matched to ingredients.
            </Alert>
          )}
          <Title order={2} size="h3">
            Preview
          </Title>
          {!plan ? (
            <Text c="dimmed">Loading ingredients…</Text>
          ) : (
            <>
              <Text size="sm" data-testid="price-list-counts">
                {plan.counts.update} to update, {plan.counts.unchanged} unchanged,{' '}
                {plan.counts.invalid} invalid, {plan.counts.unmatched + plan.counts.duplicate} not
                applied.
              </Text>
              <PriceListPreview plan={plan} />
            </>
          )}
          {applyError && (
            <Alert color="red" title="Nothing was saved" role="alert" data-testid="apply-error">
              {applyError}
            </Alert>
          )}
          <Group>
            <Button
              onClick={() => void apply()}
              loading={applying}
              disabled={!plan || plan.updates.length === 0 || keyMissing}
            >
              Apply {plan?.updates.length ?? 0} valid {plan?.updates.length === 1 ? 'row' : 'rows'}
            </Button>
            {back}
          </Group>
        </>
      )}
      {!sheet && !reading && <Group>{back}</Group>}
    </Stack>
  );
}
