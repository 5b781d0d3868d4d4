import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatCost } from '../../i18n/format';

/**
 * A cost in the venue's currency as the interface language writes it ('$48.0000',
 * '48,0000 $'); a new function when the language changes, so what shows costs draws again.
 */
export function useCostText(): (value: number | null | undefined) => string {
  const { currency } = useCostSettings();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    // formatCost reads the language itself; naming it here ties the function to it.
    void language;
    return (value: number | null | undefined) => formatCost(value, currency);
  }, [currency, language]);
}
