/** Label files: SVG markup of the drawn label, a PNG of it, and saving either as a download. */
import { i18n } from '../../i18n/i18n';

const XML_PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The label's SVG as a standalone file at its real size (the on-screen scale removed). */
export function svgMarkup(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('style');
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return XML_PROLOG + new XMLSerializer().serializeToString(copy);
}

/** Size in points from the svg's viewBox. */
export function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  return { width, height };
}

/** A file name from the item's name and the format ("Pancakes" -> "pancakes-us-std.svg"). */
export function labelFileName(name: string, format: string, ext: 'svg' | 'png'): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'label'}-${format}.${ext}`;
}

/** Saves a blob under `fileName` through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The label as a PNG at `dpi` (its real size: points / 72 x dpi), on white. */
export async function svgToPng(
  markup: string,
  widthPt: number,
  heightPt: number,
  dpi = 300,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'sync';
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error(i18n.t('components:labels.errors.notDrawn')));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round((widthPt / 72) * dpi);
    canvas.height = Math.round((heightPt / 72) * dpi);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(i18n.t('components:labels.errors.noCanvas'));
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error(i18n.t('components:labels.errors.pngFailed')))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
