import type { WireIssue } from '@larder/domain';
import type { VenueFileKind, VenueFileProblem } from '@larder/domain/venue-file';
import { recordIssueText } from '../../../components/catalogue/record-field-names';

/** What each kind's records are called in a refused file's report. */
export const VENUE_FILE_KIND_NAMES: Readonly<Record<VenueFileKind, string>> = {
  item: 'Ingredients, recipes and packaging',
  supplier: 'Suppliers',
  settings: 'Categories and settings',
  menu: 'Menus',
  event: 'Events',
  estimate: 'Estimates',
  'prep-list': 'Prep lists',
  'prep-tick': 'Prep list ticks',
  'stock-count': 'Stock counts',
  'sales-count': 'Sales counts',
};

/** The report's text for a file that is not a venue file at all. */
export const NOT_A_VENUE_FILE_TEXT =
  'This is not a Larder venue file. Choose a .zip file made with "Export venue".';

/** The text of a file of a newer format: both versions, and what to do. */
export function newerFormatText(format: unknown, supported: unknown): string {
  return (
    `This file was made by a newer version of Larder (venue file format ${String(format)}). ` +
    `This version reads format ${String(supported)} and older: update Larder (reload the app), ` +
    'then import the file again.'
  );
}

const KIND_OF_FILE: Readonly<Record<string, string>> = {
  'venue.json': 'Venue details',
  'images.json': 'Pictures',
};

/** Where a problem is: 'Suppliers, row 2 (GREEN VALLEY)', 'Venue details'. */
function whereText(problem: VenueFileProblem): string {
  const what = problem.kind
    ? VENUE_FILE_KIND_NAMES[problem.kind]
    : (KIND_OF_FILE[problem.file] ?? problem.file);
  const row = problem.row === undefined ? '' : `, row ${problem.row}`;
  const key = problem.key === undefined ? '' : ` (${problem.key})`;
  return `${what}${row}${key}`;
}

/** What the file says it holds against what it holds ('counts.menu'). */
function countText(problem: VenueFileProblem): string | null {
  const name = problem.path?.startsWith('counts.') ? problem.path.slice(7) : null;
  if (!name || problem.params?.expected === undefined) return null;
  const what =
    name === 'images' ? 'pictures' : (VENUE_FILE_KIND_NAMES[name as VenueFileKind] ?? name);
  return (
    `The file says it holds ${problem.params.expected} of ${what.toLowerCase()} ` +
    `but holds ${problem.params.found}: it is incomplete or was changed.`
  );
}

/**
 * One line of a refused file's report, in the screen's words: where (the kind of record, its
 * row and key), the field and what is wrong ('Suppliers, row 2 (GREEN VALLEY): E-mail: must
 * be an e-mail address'). A newer format and a file that is not a venue file have their own.
 */
export function venueFileProblemText(problem: VenueFileProblem): string {
  if (problem.reason === 'format-newer') {
    return newerFormatText(problem.params?.format, problem.params?.supported);
  }
  if (problem.reason === 'file-unreadable') {
    if (problem.file === '') return NOT_A_VENUE_FILE_TEXT;
    if (problem.kind === undefined && problem.row === undefined) {
      return `${problem.file} is missing from the file or damaged.`;
    }
  }
  const counted = countText(problem);
  if (counted) return counted;
  // The venue profile's fields are named as the venue's page names them.
  const path = problem.path?.startsWith('profile.')
    ? `PROFILE.${problem.path.slice(8)}`
    : problem.path;
  const issue: WireIssue = { ...(problem as WireIssue), ...(path === undefined ? {} : { path }) };
  return `${whereText(problem)}: ${recordIssueText(issue)}`;
}
