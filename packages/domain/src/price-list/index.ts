export {
  type ColumnMapping,
  emptyColumnMapping,
  guessColumnMapping,
  isBlankRow,
  PRICE_LIST_FIELD_LABELS,
  PRICE_LIST_FIELDS,
  type PriceListField,
  rowFromCells,
} from './price-list-columns';
export {
  matchPriceListRow,
  type PriceListMatch,
  supplierCatalogue,
  type SupplierCatalogue,
} from './match-price-list-row';
export { hasPurchaseData, PURCHASE_FIELDS, withPurchaseData } from './with-purchase-data';
export {
  planPriceList,
  type PriceListPlan,
  type PriceListPlanOptions,
  type PriceListRowPlan,
  type PriceListRowStatus,
} from './plan-price-list';
