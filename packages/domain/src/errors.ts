/**
 * Every expected domain failure as a typed reason code (style-examples habit 5).
 * Reasons become sentences only at the UI edge; `REASON_MESSAGES` gives a default English text.
 */

/** All domain failure reasons. */
export type DomainReason =
  // units and conversions (costing-model §1, §2.4)
  | 'unit-unknown'
  | 'density-missing'
  | 'each-weight-missing'
  | 'dimension-mismatch'
  // ingredient unit costs (costing-model §2)
  | 'price-missing'
  | 'qty-missing'
  | 'unit-missing'
  | 'yield-out-of-range'
  | 'map-missing'
  // package levels (costing-model §2.1, product spec §5)
  | 'package-qty-not-positive'
  | 'package-unit-unknown'
  | 'package-units-not-distinct'
  | 'package-chain-not-ending-in-measure'
  | 'package-chain-too-long'
  // price list import (product spec §5)
  | 'price-not-a-number'
  | 'price-negative'
  | 'price-and-code-missing'
  // recipes (costing-model §4–6)
  | 'item-missing'
  | 'line-qty-missing'
  | 'cost-input-missing'
  | 'each-value-missing'
  | 'recipe-loop'
  // kitchen operations: stock counts, sales counts (operations-model §4, §7)
  | 'dish-unknown'
  | 'csv-extra-columns'
  | 'csv-encoding'
  // replacement (product spec §4, §5)
  | 'key-missing'
  | 'same-key'
  // named lists: categories, storage areas, suppliers (product spec §3)
  | 'name-missing'
  | 'name-taken'
  // restricted mode (product spec §4, §6)
  | 'restricted-code-unset'
  | 'email-address-missing'
  | 'reset-code-wrong'
  // account deletion: the typed confirmation (e-mail address or word) is not the account's
  | 'confirmation-wrong'
  // records
  | 'record-invalid'
  // one field of a record or request body (the error contract, see zod-issue.ts)
  | 'field-required'
  | 'field-type'
  | 'field-too-long'
  | 'field-too-short'
  | 'field-too-large'
  | 'field-too-small'
  | 'field-format'
  | 'field-choice'
  | 'field-unknown'
  | 'field-invalid'
  // a character no text may hold: NUL, or half of a UTF-16 surrogate pair
  | 'field-character'
  // billing (product spec §6, §7)
  | 'trial-limit'
  | 'licence-invalid'
  | 'licence-taken'
  // venue websites: site tags and images (product spec §3, §5, §7)
  | 'site-tag-invalid'
  | 'site-tag-reserved'
  | 'site-tag-taken'
  | 'site-tag-missing'
  | 'image-type'
  | 'image-unreadable'
  | 'image-too-many-pixels'
  | 'file-name-path'
  | 'asset-unknown'
  // venue files: a whole venue exported to one file and imported as a new venue
  | 'file-unreadable'
  | 'format-newer'
  | 'key-duplicate';

/** The parameters a reason's text may use ({ maximum: 80 }, { format: 'email' }). */
export type IssueParams = Readonly<Record<string, string | number>>;

/**
 * One failure, and the error contract shared by the device's validation, the server's
 * replies and the screens: a reason code, the field path it concerns (dot separated), the
 * parameters of the reason, and a default English text for logs (screens never show it; they
 * turn the reason and its parameters into their own text).
 */
export interface DomainIssue {
  readonly reason: DomainReason;
  readonly path?: string;
  readonly params?: IssueParams;
  readonly message: string;
}

/** Result of an operation whose failure is expected (style-examples habit 5). */
export type Result<T, E = DomainIssue[]> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Builds a successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** Builds a failed result. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});

/** Default English text for each reason. */
export const REASON_MESSAGES: Readonly<Record<DomainReason, string>> = {
  'unit-unknown': 'Unknown unit',
  'density-missing': 'Weight/volume conversion (density) not available',
  'each-weight-missing': 'Weight of one each not available',
  'dimension-mismatch': 'Units cannot be converted into each other',
  'price-missing': 'Purchase price missing',
  'qty-missing': 'Purchase quantity missing',
  'unit-missing': 'Purchase unit missing',
  'yield-out-of-range': 'Yield must be above 0 and at most 100 percent',
  'map-missing': 'Volume/weight conversion data missing',
  'package-qty-not-positive': 'Package quantities must be greater than 0',
  'package-unit-unknown': 'A known package unit is needed',
  'package-units-not-distinct': 'Package units must be distinct',
  'package-chain-not-ending-in-measure':
    'The last package level must be a weight, volume or count unit',
  'package-chain-too-long': 'At most three package levels',
  'price-not-a-number': 'Price must be a number',
  'price-negative': 'Price must be 0 or more',
  'price-and-code-missing': 'Neither price nor code given',
  'item-missing': 'Item not found',
  'line-qty-missing': 'Line quantity missing',
  'cost-input-missing': 'Error in cost getter: cost input not specified',
  'each-value-missing': 'Batch weight (each value) missing',
  'recipe-loop': 'A recipe cannot contain itself',
  'dish-unknown': 'No dish of that name',
  'csv-extra-columns': 'More columns than expected',
  'csv-encoding': 'The file is not UTF-8 text',
  'key-missing': 'Both keys are required',
  'same-key': 'Old and new keys are the same',
  'name-missing': 'A name is required',
  'name-taken': 'That name is already used',
  'restricted-code-unset': 'No restricted code is set',
  'email-address-missing': 'This account has no e-mail address for the code',
  'reset-code-wrong': 'The code is wrong or has expired',
  'confirmation-wrong': 'What was typed is not the account’s e-mail address',
  'record-invalid': 'Invalid record',
  'field-required': 'Required',
  'field-type': 'Not a value of the right kind',
  'field-too-long': 'Too long',
  'field-too-short': 'Too short',
  'field-too-large': 'Too large',
  'field-too-small': 'Too small',
  'field-format': 'Not in the expected form',
  'field-choice': 'Not one of the allowed values',
  'field-unknown': 'Not a known field',
  'field-invalid': 'Not valid',
  'field-character': 'Holds a character that is not allowed',
  'trial-limit': 'The free trial limit of this venue is reached: upgrade to Pro to add more',
  'licence-invalid': 'The store did not confirm this purchase',
  'licence-taken': 'This licence has already been redeemed',
  'site-tag-invalid':
    'A site tag has 3 to 30 lower-case letters, digits and hyphens, and no hyphen first or last',
  'site-tag-reserved': 'That site tag is reserved',
  'site-tag-taken': 'Another venue has that site tag',
  'site-tag-missing': 'Choose a site tag before publishing',
  'image-type': 'Not a JPEG, PNG, WebP or GIF image (SVG is not accepted)',
  'image-unreadable': 'The image could not be read',
  'image-too-many-pixels': 'The image has too many pixels',
  'file-name-path': 'A file name without folders is needed',
  'asset-unknown': 'No image of that name is stored for this venue',
  'file-unreadable': 'The file is not a Larder venue file, or part of it is missing or damaged',
  'format-newer': 'The file was made by a newer version of Larder',
  'key-duplicate': 'The same key is used twice',
};

/** Builds an issue with the default message for its reason. */
export const issue = (reason: DomainReason, path?: string, message?: string): DomainIssue =>
  path === undefined
    ? { reason, message: message ?? REASON_MESSAGES[reason] }
    : { reason, path, message: message ?? REASON_MESSAGES[reason] };

/**
 * A refused input, thrown where a computation cannot answer (operations-model §10: "refused
 * with a typed error naming the field"). `issue` is the error contract's issue; screens read
 * its reason, path and parameters, never `message`.
 */
export class DomainError extends Error {
  readonly issue: DomainIssue;

  constructor(issue: DomainIssue) {
    super(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
    this.name = 'DomainError';
    this.issue = issue;
  }
}
