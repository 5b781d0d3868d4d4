import type { Allergen } from './allergen-list';

/** One shape of a pictogram on the 24 x 24 grid: stroked in the text colour, or filled. */
export interface PictogramShape {
  d: string;
  fill?: boolean;
  transform?: string;
}

/** A circle as path data. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/** A sesame seed pointing up, centred on the origin (placed with a transform). */
const SEED = 'M0-2.8c1.3 1 1.8 2.4 1.8 3.4a1.8 1.8 0 0 1-3.6 0c0-1 .5-2.4 1.8-3.4z';
const seed = (x: number, y: number, angle: number): PictogramShape => ({
  d: SEED,
  fill: true,
  transform: `translate(${x} ${y}) rotate(${angle})`,
});

/** The pictogram of each of the 14 allergens (product spec §3 "Allergen icons"). */
export const ALLERGEN_PICTOGRAMS: Readonly<Record<Allergen, readonly PictogramShape[]>> = {
  // A bunch of stalks with three leaves.
  celery: [
    { d: 'M9 22c-.5-4.5 0-8.5 1.5-12M12 22V10M15 22c.5-4.5 0-8.5-1.5-12M8.5 22h7' },
    {
      d: 'M10.5 10C8.5 9 7 7 7 4.5c2 .5 3.5 2 3.5 5.5zM12 10c-1-2-1-4.5 0-7.5 1 3 1 5.5 0 7.5zM13.5 10c0-3.5 1.5-5 3.5-5.5 0 2.5-1.5 4.5-3.5 5.5z',
    },
  ],
  // A curled shrimp: segmented body, tail fan and feelers.
  crustaceans: [
    { d: 'M18.1 6.9A8 8 0 1 0 11.6 20.9L12.3 16.9A4 4 0 1 1 15.6 9.9Z' },
    { d: 'M11 9.5L9 6.1M9 13H5M11 16.5L9 19.9' },
    {
      d: 'M12.4 18.9c1.5-2 3-2.9 5-3-.2 1.7-1.8 2.8-5 3zM12.4 18.9c1.7 1.6 3.4 2.4 5.2 2.2-.5-1.5-2.2-2.2-5.2-2.2z',
    },
    { d: 'M17 8c1.5-2.2 3.2-3.3 5-3.6M17.6 8.8c1.8-.9 3.3-1 4.4-.6' },
  ],
  // An egg.
  eggs: [
    { d: 'M12 3c-3.5 0-6.5 6-6.5 10.5a6.5 6.5 0 0 0 13 0C18.5 9 15.5 3 12 3z' },
    { d: 'M9 12.5c0-1.5.6-3 1.5-4' },
  ],
  // A fish facing left: body, tail, gill and eye.
  fish: [
    {
      d: 'M2.5 12C5 7.5 8.5 6 11.5 6S16.5 8 18 12c-1.5 4-3.5 6-6.5 6S5 16.5 2.5 12zM18 12l4-3.5v7z',
    },
    { d: 'M10 9c1 2 1 4 0 6' },
    { d: circle(6.5, 11, 1), fill: true },
  ],
  // An ear of wheat.
  gluten: [
    { d: 'M12 22V6' },
    {
      d: 'M12 10c-2.5 0-4-1.5-4.5-4 2.5 0 4 1.5 4.5 4zM12 10c2.5 0 4-1.5 4.5-4-2.5 0-4 1.5-4.5 4zM12 14c-2.5 0-4-1.5-4.5-4 2.5 0 4 1.5 4.5 4zM12 14c2.5 0 4-1.5 4.5-4-2.5 0-4 1.5-4.5 4zM12 18c-2.5 0-4-1.5-4.5-4 2.5 0 4 1.5 4.5 4zM12 18c2.5 0 4-1.5 4.5-4-2.5 0-4 1.5-4.5 4zM12 6.5c-1-1-1-3 0-4.5 1 1.5 1 3.5 0 4.5z',
    },
  ],
  // A lupin flower spike over two leaves.
  lupin: [
    { d: 'M12 22V4' },
    {
      d: 'M12 20c-2-2-4.5-2.5-7-1.5 2.2 2 4.7 2.2 7 1.5zM12 20c2-2 4.5-2.5 7-1.5-2.2 2-4.7 2.2-7 1.5z',
    },
    {
      d: `${circle(9.8, 14.5, 1.9)}${circle(14.2, 14.5, 1.9)}${circle(10.3, 10.6, 1.6)}${circle(13.7, 10.6, 1.6)}${circle(10.8, 7.2, 1.3)}${circle(13.2, 7.2, 1.3)}${circle(12, 4.2, 1.1)}`,
    },
  ],
  // A milk carton with a drop.
  milk: [
    { d: 'M7.5 21V9l2-5h5l2 5v12zM7.5 9h9M9.5 4l2 5M11 2.5h2' },
    { d: 'M12 12.5c-1 1.4-1.6 2.5-1.6 3.4a1.6 1.6 0 0 0 3.2 0c0-.9-.6-2-1.6-3.4z', fill: true },
  ],
  // A scallop shell.
  molluscs: [
    { d: 'M12 19L3.8 10A8.8 8.8 0 0 1 20.2 10Z' },
    { d: 'M12 19L7.5 4.3M12 19V3.2M12 19l4.5-14.7M12 19L4.8 7.2M12 19l7.2-11.8' },
    { d: 'M9.5 21.5h5l-1-2.5h-3z' },
  ],
  // A mustard pot with a spoon.
  mustard: [
    {
      d: 'M7 12c0-1 .5-1.5 1-1.5h8c.5 0 1 .5 1 1.5v7.5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 7 19.5zM8.5 7.5h7v3h-7z',
    },
    { d: 'M13.2 7.5l3.3-5' },
    { d: `${circle(10, 15, 1)}${circle(13.8, 14.2, 1)}${circle(12.2, 18, 1)}`, fill: true },
  ],
  // An acorn: tree nuts.
  nuts: [
    { d: 'M12 4.5V2.5M4.5 10c0-3.5 3.4-5.5 7.5-5.5s7.5 2 7.5 5.5z' },
    { d: 'M6 10c0 5 2.5 9 6 11.5 3.5-2.5 6-6.5 6-11.5' },
  ],
  // A peanut in its shell.
  peanuts: [
    {
      d: 'M12 3a4.5 4.5 0 0 1 4.5 4.5c0 2-1.2 3-1.2 4.5s1.2 2.5 1.2 4.5a4.5 4.5 0 0 1-9 0c0-2 1.2-3 1.2-4.5S7.5 9.5 7.5 7.5A4.5 4.5 0 0 1 12 3z',
    },
    { d: 'M10 6.5h.01M14 6.5h.01M12 8.5h.01M10 15.5h.01M14 15.5h.01M12 17.5h.01' },
  ],
  // Sesame seeds.
  sesame: [
    seed(7, 7, -30),
    seed(15, 5.5, 25),
    seed(11.5, 12, 10),
    seed(18, 12.5, 60),
    seed(6, 16, -70),
    seed(13.5, 19, -20),
  ],
  // A glass of wine and SO with a small 2.
  so2: [
    {
      d: 'M2.8 3h6.8c.4 1.5.6 2.7.6 3.7 0 2.2-1.7 3.8-4 3.8s-4-1.6-4-3.8c0-1 .2-2.2.6-3.7zM6.2 10.5v9M3.7 20h5',
    },
    { d: 'M2.3 6.5h7.8c0 2.2-1.7 3.8-3.9 3.8s-3.9-1.6-3.9-3.8z', fill: true },
    {
      d: 'M14.3 12.2c-.4-.8-1-1.2-1.8-1.2-1 0-1.7.7-1.7 1.6 0 2.2 3.7 1.6 3.7 3.8 0 1-.8 1.7-1.9 1.7-.9 0-1.6-.4-1.9-1.2M17.5 11c-1 0-1.8 1.6-1.8 3.5s.8 3.5 1.8 3.5 1.8-1.6 1.8-3.5-.8-3.5-1.8-3.5zM20.4 17.3c.2-.5.6-.8 1.1-.8.6 0 1.1.4 1.1 1 0 1-2.2 1.8-2.2 3h2.3',
    },
  ],
  // A soybean pod, narrowed between its three beans.
  soybeans: [
    {
      d: 'M10.7 15.7A3.3 3.3 0 1 1 8.3 13.3A3.3 3.3 0 0 1 12.3 9.3A3.3 3.3 0 1 1 14.7 11.7A3.3 3.3 0 0 1 10.7 15.7Z',
    },
    {
      d: `${circle(7.5, 16.5, 1.3)}${circle(11.5, 12.5, 1.3)}${circle(15.5, 8.5, 1.3)}`,
      fill: true,
    },
    { d: 'M17.8 6.2c1.2-1 2-2.2 2.4-3.4' },
  ],
};
