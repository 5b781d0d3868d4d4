/** The price list import page of a supplier. */
export const priceListImportPath = (skey: string): string =>
  `/price-list-import/${encodeURIComponent(skey)}`;
