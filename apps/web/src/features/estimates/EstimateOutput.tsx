import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flash } from '../../state/flash';
import { downloadEstimatePdf } from './download-estimate-pdf';
import type { EstimateDocument } from './estimate-document';
import { defaultPaper, PAPER_SIZES, type PaperSize } from './estimate-pdf';
import { EstimatePrintView } from './EstimatePrintView';

/**
 * Print and PDF of the estimate (operations-model §6 "printable and exportable as PDF"): the
 * customer's copy as shown by the editor now; both wait for a valid estimate.
 */
export function EstimateOutput({
  doc,
  fileName,
}: {
  /** The customer's copy; null while a field is refused or a price is missing. */
  doc: EstimateDocument | null;
  fileName: string;
}) {
  const [paper, setPaper] = useState<PaperSize>(() =>
    defaultPaper(typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['estimates', 'common']);

  const download = async () => {
    if (!doc) return;
    setBusy(true);
    try {
      await downloadEstimatePdf(doc, paper, fileName);
    } catch (error) {
      flash({
        type: 'error',
        text: t('output.pdfFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" align="center" data-testid="estimate-output">
      <Button variant="default" disabled={!doc} onClick={() => window.print()}>
        {t('common:print')}
      </Button>
      <SegmentedControl
        aria-label={t('output.paper')}
        size="xs"
        data={PAPER_SIZES.map((size) => ({ value: size, label: t(`output.papers.${size}`) }))}
        value={paper}
        onChange={(value) => setPaper(value as PaperSize)}
      />
      <Button variant="default" disabled={!doc} loading={busy} onClick={() => void download()}>
        {t('output.download')}
      </Button>
      {!doc && (
        <Text size="sm" c="dimmed">
          {t('output.needsComplete')}
        </Text>
      )}
      {doc && <EstimatePrintView doc={doc} />}
    </Group>
  );
}
