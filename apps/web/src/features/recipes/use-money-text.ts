import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatCost } from '../../i18n/format';
import { priceText } from './figure-text';

export interface MoneyText {
  /** The interface language the texts are written in. */
  language: string;
  /** A cost to 4 decimals (costing-model §10); an absent one is '—', never 0 or NaN. */
  cost(value: number | null | undefined): string;
  /** A selling price or profit to the cent; an absent one is '—'. */
  price(value: number | null | undefined): string;
}

/**
 * Costs and prices in the user's currency, written as the interface language writes them. A new
 * set of functions comes with each language, so memoised rows that take them are drawn again.
 */
export function useMoneyText(): MoneyText {
  const { currency } = useCostSettings();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      cost: (value) => formatCost(value, currency) || '—',
      price: (value) => priceText(value, currency),
    }),
    [currency, language],
  );
}
