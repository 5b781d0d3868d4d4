/**
 * Draws the PNG app icons from the SVG ones (phones and tablets install from PNGs): 192 and 512
 * pixels of `public/icons/larder.svg`, 512 of the maskable one, and a 180-pixel Apple touch icon.
 * Run `npx tsx apps/web/scripts/make-icons.ts` after changing an SVG; the PNGs are kept in the repo.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));

const outputs: { from: string; to: string; size: number }[] = [
  { from: 'larder.svg', to: 'larder-192.png', size: 192 },
  { from: 'larder.svg', to: 'larder-512.png', size: 512 },
  { from: 'larder-maskable.svg', to: 'larder-maskable-512.png', size: 512 },
  { from: 'larder-maskable.svg', to: 'larder-maskable-192.png', size: 192 },
  { from: 'larder-maskable.svg', to: 'apple-touch-icon-180.png', size: 180 },
];

for (const { from, to, size } of outputs) {
  await sharp(icons + from, { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(icons + to);
  console.log(`${to} (${size}×${size})`);
}
