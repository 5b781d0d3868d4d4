import { downloadBlob } from '../../components/labels/label-export';
import type { EstimateDocument } from './estimate-document';
import { estimatePdf, type PaperSize } from './estimate-pdf';

/** Builds the estimate's PDF (pdf-lib, loaded on first use) and saves it as `fileName`. */
export async function downloadEstimatePdf(
  doc: EstimateDocument,
  paper: PaperSize,
  fileName: string,
): Promise<void> {
  const bytes = await estimatePdf(doc, paper);
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
}
