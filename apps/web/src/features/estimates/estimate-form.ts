import {
  eventDemand,
  type CatalogueItem,
  type DiscountKind,
  type Estimate,
  type EstimatePricing,
  type EstimateStatus,
  type EventRecord,
  type ItemLookup,
} from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { defaultPricing } from './estimate-pricing';

/** A recipe line of the editor: recipe, servings, how it is priced, a typed price ('' for none). */
export interface EstimateLineValues {
  /** The row's own key (React), not stored. */
  key: string;
  foodkey: string;
  qty: NumberValue;
  pricing: EstimatePricing;
  unitPrice: NumberValue;
}

/** A fixed extra line of the editor (staff, hire, delivery). */
export interface EstimateExtraValues {
  key: string;
  label: string;
  amount: NumberValue;
}

/** The estimate editor's values (operations-model §6). */
export interface EstimateFormValues {
  title: string;
  date: string;
  status: EstimateStatus;
  customerName: string;
  customerEmail: string;
  /** The event the estimate prices ('' for none). */
  eventKey: string;
  lines: EstimateLineValues[];
  extras: EstimateExtraValues[];
  discountKind: DiscountKind;
  /** '' is no discount. */
  discountValue: NumberValue;
  taxPercent: NumberValue;
  notes: string;
}

/**
 * The extra lines an estimate usually has (operations-model §6: staff, hire, delivery); a
 * line takes the name of its kind in the interface language as its label.
 */
export const EXTRA_SUGGESTIONS = ['staff', 'hire', 'delivery'] as const;

let rowCounter = 0;
/** A new key for a row of the editor. */
export const rowKey = (): string => `row-${++rowCounter}`;

/** A blank recipe line. */
export const emptyLine = (): EstimateLineValues => ({
  key: rowKey(),
  foodkey: '',
  qty: '',
  pricing: 'sale',
  unitPrice: '',
});

/** A blank extra line. */
export const emptyExtra = (label = ''): EstimateExtraValues => ({
  key: rowKey(),
  label,
  amount: '',
});

/** A new estimate on `today` (YYYY-MM-DD): a draft with no lines and no tax. */
export function newEstimateValues(today: string): EstimateFormValues {
  return {
    title: '',
    date: today,
    status: 'draft',
    customerName: '',
    customerEmail: '',
    eventKey: '',
    lines: [],
    extras: [],
    discountKind: 'amount',
    discountValue: '',
    taxPercent: 0,
    notes: '',
  };
}

/**
 * A new estimate for an event (operations-model §5 "an event produces ... an estimate"): the
 * event's name, date and contact, and a line per recipe of its menu with the servings of the
 * domain's `eventDemand` (per guest x guests, or the line's total), each priced at the
 * recipe's sale price when it has one, else at cost over the target food cost.
 */
export function estimateValuesFromEvent(
  event: EventRecord,
  lookup: ItemLookup,
): EstimateFormValues {
  const lines = eventDemand(event).map((demand) => ({
    key: rowKey(),
    foodkey: demand.foodkey,
    qty: demand.amount,
    pricing: defaultPricing(lookup(demand.foodkey)),
    unitPrice: '',
  }));
  return {
    ...newEstimateValues(event.date),
    title: event.name,
    customerName: event.contact?.name ?? '',
    customerEmail: event.contact?.email ?? '',
    eventKey: event.skey,
    lines,
  };
}

/** The editor's values of a saved estimate. */
export function estimateFormValues(estimate: Estimate): EstimateFormValues {
  return {
    title: estimate.title,
    date: estimate.date,
    status: estimate.status,
    customerName: estimate.customer?.name ?? '',
    customerEmail: estimate.customer?.email ?? '',
    eventKey: estimate.eventKey ?? '',
    lines: estimate.lines.map((line) => ({
      key: rowKey(),
      foodkey: line.foodkey,
      qty: line.qty,
      pricing: line.pricing,
      unitPrice: line.unitPrice ?? '',
    })),
    extras: estimate.extras.map((extra) => ({
      key: rowKey(),
      label: extra.label,
      amount: extra.amount,
    })),
    discountKind: estimate.discount?.kind ?? 'amount',
    discountValue: estimate.discount && estimate.discount.value > 0 ? estimate.discount.value : '',
    taxPercent: estimate.taxPercent,
    notes: estimate.notes ?? '',
  };
}

/** A typed number; NaN when it is empty or not a number (refused by the checks, naming it). */
const typed = (value: NumberValue): number => toNumber(value) ?? Number.NaN;

/**
 * The record the editor's values make (operations-model §6): the saved estimate's other
 * fields kept, text trimmed, an empty customer, event, discount or note left out, a typed
 * price kept as the line's `unitPrice`. A figure that is not a number stays NaN here, so the
 * checks refuse it naming the field; nothing with NaN is ever saved.
 */
export function estimateFromForm(
  values: EstimateFormValues,
  skey: string,
  existing: Estimate | null,
): Estimate {
  const {
    customer: _customer,
    eventKey: _eventKey,
    discount: _discount,
    notes: _notes,
    ...kept
  } = existing ?? {};
  const name = values.customerName.trim();
  const email = values.customerEmail.trim();
  const discount = toNumber(values.discountValue);
  const empty = typeof values.discountValue === 'string' && values.discountValue.trim() === '';
  const notes = values.notes.trim();
  return {
    ...kept,
    skey,
    title: values.title,
    date: values.date,
    status: values.status,
    ...(values.eventKey ? { eventKey: values.eventKey } : {}),
    ...(name || email
      ? { customer: { ...(name ? { name } : {}), ...(email ? { email } : {}) } }
      : {}),
    lines: values.lines.map((line) => {
      const price = toNumber(line.unitPrice);
      const priceTyped = !(typeof line.unitPrice === 'string' && line.unitPrice.trim() === '');
      return {
        foodkey: line.foodkey,
        qty: typed(line.qty),
        pricing: line.pricing,
        ...(priceTyped ? { unitPrice: price ?? Number.NaN } : {}),
      };
    }),
    extras: values.extras.map((extra) => ({
      label: extra.label,
      amount: typed(extra.amount),
    })),
    ...(empty ? {} : { discount: { kind: values.discountKind, value: discount ?? Number.NaN } }),
    taxPercent: typed(values.taxPercent),
    ...(notes ? { notes } : {}),
  };
}

/** The recipes a line may price: every recipe of the venue, by name. */
export const recipeCandidates = (items: readonly CatalogueItem[]): CatalogueItem[] =>
  items
    .filter((item) => item.type === 'recipe')
    .sort((a, b) => (a.name ?? a.foodkey).localeCompare(b.name ?? b.foodkey));

/** A new estimate's key: unique on every device (the server numbers it later). */
export const newEstimateKey = (): string => `ES-${crypto.randomUUID()}`;

/** The address of an estimate's editor. */
export const estimatePath = (skey: string): string => `/estimates/${encodeURIComponent(skey)}`;

/** The key of the editor's address for a new estimate. */
export const NEW_ESTIMATE = 'new';
