import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toNumber } from '../../components/catalogue/number-value';
import { LoadingSpinner } from '../../components/loading/LoadingSpinner';
import { salePriceError } from '../../components/menus/price-fields';
import { samePrice } from './pricing-rows';

/** A stored price as the field shows it: to the cent when it has no more decimals. */
export function priceInputText(price: number | null): string {
  if (price === null) return '';
  const cents = Math.round(price * 100);
  return Math.abs(price * 100 - cents) < 1e-6 ? (cents / 100).toFixed(2) : String(price);
}

/**
 * A dish's sale price, edited in place (operations-model §7): Enter or leaving the field saves
 * it to the recipe, Escape puts back the stored price; a price of 0 or below, or not a number,
 * is refused with the error on the cell, naming the dish and the field. Blank removes the price.
 */
export function SalePriceCell({
  name,
  price,
  currency,
  disabled = false,
  onSave,
}: {
  /** The dish's name, for the field's label and messages. */
  name: string;
  /** The stored sale price; null for none. */
  price: number | null;
  currency: string;
  disabled?: boolean;
  /** Saves the new price; answers the error text when it was not saved. */
  onSave(price: number | null): Promise<string | null>;
}) {
  const { t } = useTranslation('menu-pricing', { keyPrefix: 'table' });
  /** What is typed; null while the field shows the stored price. */
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    if (draft === null || saving) return;
    const problem = salePriceError(draft, t('salePriceField', { name }));
    if (problem) {
      setError(problem);
      return;
    }
    const value = draft.trim() === '' ? null : toNumber(draft);
    if (samePrice(value, price)) {
      setDraft(null);
      setError(null);
      return;
    }
    setSaving(true);
    const failure = await onSave(value);
    setSaving(false);
    if (failure) setError(failure);
    else {
      setDraft(null);
      setError(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
      setError(null);
    }
  };

  return (
    <TextInput
      size="xs"
      w={110}
      inputMode="decimal"
      autoComplete="off"
      aria-label={t('salePriceOf', { name })}
      placeholder={t('none')}
      leftSection={currency}
      rightSection={saving ? <LoadingSpinner size="xs" label={t('saving')} /> : null}
      disabled={disabled}
      value={draft ?? priceInputText(price)}
      error={error}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => void commit()}
      data-testid="sale-price-input"
    />
  );
}
