/**
 * Draws the sample venue's ingredient pictures (`public/sample-images/*.webp`): simple food
 * illustrations written here as SVG, at the thumbnail size (96 × 96, the 'small' edge of
 * `THUMBNAIL_EDGES`). Run `npx tsx apps/web/scripts/make-sample-images.ts` after changing a
 * drawing; the WebP files are kept in the repo.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/sample-images/', import.meta.url));
const EDGE = 96;

/** A drawing on a round plate of its own colour. */
const plate = (ground: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <rect width="96" height="96" fill="#fbf8f1"/>
  <circle cx="48" cy="50" r="42" fill="${ground}"/>
  ${body}
</svg>`;

const DRAWINGS: Record<string, string> = {
  'yellow-onions': plate(
    '#f3e6c4',
    `<path d="M48 18c4 8 20 18 20 36a20 20 0 0 1-40 0c0-18 16-28 20-36z" fill="#d9973a"/>
     <path d="M48 24c2 8 12 18 12 30a12 16 0 0 1-24 0c0-12 10-22 12-30z" fill="#e8b45c"/>
     <path d="M44 74h8l-2 8h-4z" fill="#a87a3b"/><path d="M47 12h2v10h-2z" fill="#8a6a2e"/>`,
  ),
  carrots: plate(
    '#e6f0d8',
    `<path d="M30 72 62 30c5-4 11 2 7 7L33 76c-2 2-5-1-3-4z" fill="#ef7d22"/>
     <path d="M42 66l6-2M48 58l6-2M54 50l6-2" stroke="#c95f12" stroke-width="2"/>
     <path d="M64 32c2-10 8-14 14-14-2 6-6 12-12 16zm-2 2c-8-4-12-10-12-16 6 0 12 6 14 14z" fill="#4f9a3a"/>`,
  ),
  'roma-tomatoes': plate(
    '#f6e0da',
    `<ellipse cx="40" cy="54" rx="16" ry="22" fill="#d6342c"/>
     <ellipse cx="60" cy="56" rx="15" ry="20" fill="#e2463a"/>
     <path d="M40 32l-6-4 6 1 0-5 3 5 5-2-4 5z" fill="#3f8a33"/>
     <path d="M60 36l-5-4 5 1 1-5 2 5 5-1-4 5z" fill="#3f8a33"/>
     <ellipse cx="35" cy="46" rx="3" ry="6" fill="#f28b7f"/>`,
  ),
  'russet-potatoes': plate(
    '#ece3d3',
    `<ellipse cx="46" cy="52" rx="26" ry="18" fill="#a9773f" transform="rotate(-15 46 52)"/>
     <ellipse cx="60" cy="62" rx="16" ry="12" fill="#bb8a50"/>
     <circle cx="38" cy="46" r="2" fill="#7c5426"/><circle cx="52" cy="44" r="2" fill="#7c5426"/>
     <circle cx="44" cy="58" r="2" fill="#7c5426"/><circle cx="64" cy="62" r="1.6" fill="#8d6230"/>`,
  ),
  lemons: plate(
    '#eef3d6',
    `<ellipse cx="44" cy="52" rx="22" ry="17" fill="#f4d03f"/>
     <path d="M21 52h-4m49 0h4" stroke="#e2b91f" stroke-width="4" stroke-linecap="round"/>
     <circle cx="64" cy="64" r="13" fill="#f7e27a" stroke="#e9c22a" stroke-width="3"/>
     <path d="M64 53v22M53 64h22M56 56l16 16M72 56 56 72" stroke="#f4d03f" stroke-width="1.5"/>
     <path d="M50 33c4-6 10-7 14-6-3 4-8 7-14 6z" fill="#5c9a3c"/>`,
  ),
  'granny-smith-apples': plate(
    '#f0e9dc',
    `<path d="M48 34c-6-6-24-6-24 14s12 30 24 26c12 4 24-6 24-26s-18-20-24-14z" fill="#8cc63f"/>
     <path d="M48 34c0-6 2-12 6-16" stroke="#6b4a2b" stroke-width="3" fill="none"/>
     <path d="M52 28c6-8 14-8 18-6-4 6-10 8-18 6z" fill="#4f9a3a"/>
     <ellipse cx="36" cy="46" rx="4" ry="8" fill="#b7e07a"/>`,
  ),
  'atlantic-salmon-fillet': plate(
    '#dcebf2',
    `<path d="M16 58c10-20 44-26 64-14l-4 10c-18-8-40-4-56 12z" fill="#f08a5d"/>
     <path d="M18 64c12-14 34-18 58-10l-2 8c-20-6-40-2-54 10z" fill="#f4a582"/>
     <path d="M30 54c6-4 10-6 16-6M40 60c6-4 10-6 16-6M52 50c6-2 10-2 14-2" stroke="#fbe3d6"
       stroke-width="2" fill="none"/>`,
  ),
  'large-eggs': plate(
    '#efe4d2',
    `<ellipse cx="38" cy="54" rx="15" ry="20" fill="#f6ead9" stroke="#d8c3a5" stroke-width="2"/>
     <ellipse cx="60" cy="58" rx="14" ry="18" fill="#e9c9a0" stroke="#cfa777" stroke-width="2"/>
     <ellipse cx="33" cy="46" rx="3" ry="6" fill="#ffffff"/>`,
  ),
  baguette: plate(
    '#f2e6cf',
    `<rect x="10" y="40" width="76" height="20" rx="10" fill="#c98b3c" transform="rotate(-20 48 50)"/>
     <path d="M26 60l8-10M40 55l8-10M54 50l8-10M68 45l6-8" stroke="#f0c987" stroke-width="4"
       stroke-linecap="round"/>`,
  ),
};

await mkdir(out, { recursive: true });
for (const [name, svg] of Object.entries(DRAWINGS)) {
  const file = `${out}${name}.webp`;
  const info = await sharp(Buffer.from(svg), { density: 288 })
    .resize(EDGE, EDGE)
    .webp({ quality: 82, effort: 6 })
    .toFile(file);
  console.log(`${name}.webp (${info.width}×${info.height}, ${info.size} bytes)`);
}
