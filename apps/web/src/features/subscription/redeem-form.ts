import {
  issuesOfZod,
  LICENCE_PACK_SIZES,
  licenceProductId,
  redeemBodySchema,
  type LicenceSource,
} from '@larder/domain';
import { ApiError } from '../../api/api-errors';
import { issueText } from '../../api/issue-text';
import type { LicenceRedemption } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

/** The redeem form's values, as typed. */
export interface RedeemFormValues {
  source: LicenceSource | '';
  productId: string;
  receipt: string;
}

export const EMPTY_REDEEM_FORM: RedeemFormValues = {
  source: 'microsoft-store',
  productId: '',
  receipt: '',
};

/** The stores a user can redeem from (the test store is for tests only); a brand keeps its name. */
export const STORE_CHOICES = [{ value: 'microsoft-store', label: 'Microsoft Store' }];

/** The licence packs (product spec §3: 1, 2, 3, 5, 10, 20 and 30 venues), by product id. */
export const packChoices = () =>
  LICENCE_PACK_SIZES.map((size) => ({
    value: licenceProductId(size),
    label: i18n.t('subscription:redeem.pack', { count: size }),
  }));

/** A field's label, which its messages begin with. */
export const redeemLabel = (field: keyof RedeemFormValues): string =>
  i18n.t(`subscription:redeem.${field}`);

const isField = (path: string | undefined): path is keyof RedeemFormValues =>
  path === 'source' || path === 'productId' || path === 'receipt';

/** The body to send, trimmed, with an error per field the domain's schema refuses. */
export function checkRedeemForm(
  values: RedeemFormValues,
): { ok: true; body: LicenceRedemption } | { ok: false; errors: Record<string, string> } {
  const input = {
    source: values.source,
    productId: values.productId.trim(),
    receipt: values.receipt.trim(),
  };
  const parsed = redeemBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of issuesOfZod(parsed.error, input)) {
    const field = issue.path?.split('.')[0];
    if (!isField(field) || errors[field]) continue;
    const label = redeemLabel(field);
    errors[field] =
      issue.reason === 'field-too-short' || issue.reason === 'field-choice'
        ? i18n.t('subscription:redeem.required', { label })
        : i18n.t('subscription:redeem.issue', { label, issue: issueText(issue) });
  }
  return { ok: false, errors };
}

/**
 * Where a failed redemption is shown: beside the field the server named (a receipt the store
 * did not confirm, a licence already redeemed), else for the whole form.
 */
export function redeemFailure(error: unknown): { field?: keyof RedeemFormValues; text: string } {
  if (error instanceof ApiError) {
    const field = error.issue?.path?.split('.')[0];
    if (isField(field)) return { field, text: error.message };
    return { text: error.message };
  }
  return { text: i18n.t('subscription:redeem.failed') };
}
