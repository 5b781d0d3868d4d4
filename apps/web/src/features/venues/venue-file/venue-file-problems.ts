import type { WireIssue } from '@larder/domain';
import {
  VENUE_FILE_KINDS,
  type VenueFileKind,
  type VenueFileProblem,
} from '@larder/domain/venue-file';
import { recordIssueText } from '../../../components/catalogue/record-field-names';
import { intlLocale } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';

/** What a venue file holds, in the order its contents are told: the domain's kinds, then pictures. */
export const VENUE_FILE_PARTS: readonly (VenueFileKind | 'images')[] = [
  ...VENUE_FILE_KINDS,
  'images',
];
const isKind = (name: string): name is VenueFileKind | 'images' =>
  (VENUE_FILE_PARTS as readonly string[]).includes(name);

/** What each kind's records are called in a refused file's report ('Suppliers'). */
export const venueFileKindName = (kind: VenueFileKind | 'images'): string =>
  i18n.t(`venues:problems.kinds.${kind}`);

/** The report's text for a file that is not a venue file at all. */
export const notAVenueFileText = (): string => i18n.t('venues:problems.notAVenueFile');

/** The text of a file of a newer format: both versions, and what to do. */
export function newerFormatText(format: unknown, supported: unknown): string {
  return i18n.t('venues:problems.newerFormat', {
    format: String(format),
    supported: String(supported),
  });
}

/** The parts of a file that are not records of a kind, by the name the file gives them. */
function fileName(file: string): string {
  if (file === 'venue.json') return i18n.t('venues:problems.venueDetails');
  if (file === 'images.json') return i18n.t('venues:problems.pictures');
  return file;
}

/** Where a problem is: 'Suppliers, row 2 (GREEN VALLEY)', 'Venue details'. */
function whereText(problem: VenueFileProblem): string {
  const what = problem.kind ? venueFileKindName(problem.kind) : fileName(problem.file);
  const row =
    problem.row === undefined ? what : i18n.t('venues:problems.row', { what, row: problem.row });
  return problem.key === undefined
    ? row
    : i18n.t('venues:problems.key', { where: row, key: problem.key });
}

/** What the file says it holds against what it holds ('counts.menu'). */
function countText(problem: VenueFileProblem): string | null {
  const name = problem.path?.startsWith('counts.') ? problem.path.slice(7) : null;
  if (!name || problem.params?.expected === undefined) return null;
  const what = isKind(name) ? venueFileKindName(name) : name;
  return i18n.t('venues:problems.countMismatch', {
    expected: problem.params.expected,
    what: what.toLocaleLowerCase(intlLocale()),
    found: problem.params.found,
  });
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
    if (problem.file === '') return notAVenueFileText();
    if (problem.kind === undefined && problem.row === undefined) {
      return i18n.t('venues:problems.missingFile', { file: problem.file });
    }
  }
  const counted = countText(problem);
  if (counted) return counted;
  // The venue profile's fields are named as the venue's page names them.
  const path = problem.path?.startsWith('profile.')
    ? `PROFILE.${problem.path.slice(8)}`
    : problem.path;
  const issue: WireIssue = { ...(problem as WireIssue), ...(path === undefined ? {} : { path }) };
  return i18n.t('venues:problems.line', {
    where: whereText(problem),
    issue: recordIssueText(issue),
  });
}
