/** The two text colours of the palette (product spec §3: "each with a white or grey text colour"). */
const WHITE = '#ffffff';
const GREY = '#212121';

/** One colour of a venue site's palette, with the text colour that reads on it. */
export interface SiteColour {
  readonly id: string;
  /** The background, as #rrggbb. */
  readonly colour: string;
  /** White or dark grey: whichever gives a contrast of at least 4.5 (WCAG AA) on `colour`. */
  readonly text: typeof WHITE | typeof GREY;
}

/**
 * The colour palette of venue sites (product spec §3 "Other catalogues": about 62 colours,
 * each with a white or grey text colour). Every pair reads at WCAG AA contrast (4.5 or more),
 * so a venue cannot pick a header a diner cannot read (site-palette.test.ts checks each).
 */
export const SITE_COLOURS: readonly SiteColour[] = [
  { id: 'red-300', colour: '#e57373', text: GREY },
  { id: 'red-700', colour: '#d32f2f', text: WHITE },
  { id: 'red-800', colour: '#c62828', text: WHITE },
  { id: 'red-900', colour: '#b71c1c', text: WHITE },
  { id: 'pink-300', colour: '#f06292', text: GREY },
  { id: 'pink-600', colour: '#d81b60', text: WHITE },
  { id: 'pink-700', colour: '#c2185b', text: WHITE },
  { id: 'pink-800', colour: '#ad1457', text: WHITE },
  { id: 'pink-900', colour: '#880e4f', text: WHITE },
  { id: 'purple-300', colour: '#ba68c8', text: GREY },
  { id: 'purple-600', colour: '#8e24aa', text: WHITE },
  { id: 'purple-700', colour: '#7b1fa2', text: WHITE },
  { id: 'purple-800', colour: '#6a1b9a', text: WHITE },
  { id: 'purple-900', colour: '#4a148c', text: WHITE },
  { id: 'deep-purple-600', colour: '#5e35b1', text: WHITE },
  { id: 'deep-purple-700', colour: '#512da8', text: WHITE },
  { id: 'deep-purple-800', colour: '#4527a0', text: WHITE },
  { id: 'deep-purple-900', colour: '#311b92', text: WHITE },
  { id: 'indigo-600', colour: '#3949ab', text: WHITE },
  { id: 'indigo-700', colour: '#303f9f', text: WHITE },
  { id: 'indigo-800', colour: '#283593', text: WHITE },
  { id: 'indigo-900', colour: '#1a237e', text: WHITE },
  { id: 'blue-300', colour: '#64b5f6', text: GREY },
  { id: 'blue-700', colour: '#1976d2', text: WHITE },
  { id: 'blue-800', colour: '#1565c0', text: WHITE },
  { id: 'blue-900', colour: '#0d47a1', text: WHITE },
  { id: 'light-blue-800', colour: '#0277bd', text: WHITE },
  { id: 'light-blue-900', colour: '#01579b', text: WHITE },
  { id: 'cyan-300', colour: '#4dd0e1', text: GREY },
  { id: 'cyan-800', colour: '#00838f', text: WHITE },
  { id: 'cyan-900', colour: '#006064', text: WHITE },
  { id: 'teal-300', colour: '#4db6ac', text: GREY },
  { id: 'teal-700', colour: '#00796b', text: WHITE },
  { id: 'teal-800', colour: '#00695c', text: WHITE },
  { id: 'teal-900', colour: '#004d40', text: WHITE },
  { id: 'green-300', colour: '#81c784', text: GREY },
  { id: 'green-800', colour: '#2e7d32', text: WHITE },
  { id: 'green-900', colour: '#1b5e20', text: WHITE },
  { id: 'light-green-300', colour: '#aed581', text: GREY },
  { id: 'light-green-900', colour: '#33691e', text: WHITE },
  { id: 'lime-300', colour: '#dce775', text: GREY },
  { id: 'lime-500', colour: '#cddc39', text: GREY },
  { id: 'yellow-300', colour: '#fff176', text: GREY },
  { id: 'yellow-500', colour: '#ffeb3b', text: GREY },
  { id: 'amber-300', colour: '#ffd54f', text: GREY },
  { id: 'amber-500', colour: '#ffc107', text: GREY },
  { id: 'orange-300', colour: '#ffb74d', text: GREY },
  { id: 'orange-500', colour: '#ff9800', text: GREY },
  { id: 'deep-orange-300', colour: '#ff8a65', text: GREY },
  { id: 'deep-orange-900', colour: '#bf360c', text: WHITE },
  { id: 'brown-300', colour: '#a1887f', text: GREY },
  { id: 'brown-600', colour: '#6d4c41', text: WHITE },
  { id: 'brown-700', colour: '#5d4037', text: WHITE },
  { id: 'brown-800', colour: '#4e342e', text: WHITE },
  { id: 'brown-900', colour: '#3e2723', text: WHITE },
  { id: 'grey-200', colour: '#eeeeee', text: GREY },
  { id: 'grey-400', colour: '#bdbdbd', text: GREY },
  { id: 'grey-700', colour: '#616161', text: WHITE },
  { id: 'grey-800', colour: '#424242', text: WHITE },
  { id: 'grey-900', colour: '#212121', text: WHITE },
  { id: 'blue-grey-300', colour: '#90a4ae', text: GREY },
  { id: 'blue-grey-600', colour: '#546e7a', text: WHITE },
  { id: 'blue-grey-700', colour: '#455a64', text: WHITE },
  { id: 'blue-grey-800', colour: '#37474f', text: WHITE },
  { id: 'blue-grey-900', colour: '#263238', text: WHITE },
  { id: 'black', colour: '#000000', text: WHITE },
];

/** The colour a new site starts with. */
export const DEFAULT_SITE_COLOUR = 'teal-800';

/** Every palette id, for the settings schema. */
export const SITE_COLOUR_IDS = SITE_COLOURS.map((c) => c.id) as [string, ...string[]];

const BY_ID: ReadonlyMap<string, SiteColour> = new Map(SITE_COLOURS.map((c) => [c.id, c]));

/** The palette colour of an id; the default colour for an id the palette does not have. */
export const siteColour = (id: string): SiteColour =>
  BY_ID.get(id) ?? (BY_ID.get(DEFAULT_SITE_COLOUR) as SiteColour);
