import type { Currency } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** A currency's name in the interface language; the domain's name for one the catalogue lacks. */
export function currencyName(currency: Currency): string {
  const names: Readonly<Record<string, string>> = i18n.t('components:currencies', {
    returnObjects: true,
  });
  return names[currency.symbol] ?? currency.name;
}
