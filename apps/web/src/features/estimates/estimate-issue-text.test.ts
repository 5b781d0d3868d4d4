import { issue } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { estimateFieldLabel, estimateIssueText, formFieldOf } from './estimate-issue-text';

const dollars = { currency: '$', discountKind: 'amount' as const };

describe('an estimate field refused, as the screen says it', () => {
  it('names the field first, then what is wrong', () => {
    expect(
      estimateIssueText(
        { ...issue('field-too-large', 'discount'), params: { maximum: 1099.576 } },
        dollars,
      ),
    ).toBe('Discount: must be at most the subtotal, $1,099.58');
    expect(
      estimateIssueText(
        { ...issue('field-too-large', 'discount'), params: { maximum: 100 } },
        {
          ...dollars,
          discountKind: 'percent',
        },
      ),
    ).toBe('Discount: must be at most 100');
    expect(
      estimateIssueText(
        { ...issue('field-too-small', 'taxPercent'), params: { minimum: 0 } },
        dollars,
      ),
    ).toBe('Tax %: must be at least 0');
    expect(
      estimateIssueText(
        { ...issue('field-type', 'lines.0.qty'), params: { expected: 'number' } },
        dollars,
      ),
    ).toBe('Line 1 servings: must be a number');
    expect(estimateIssueText(issue('field-required', 'title'), dollars)).toBe('Title: is required');
  });

  it('says how to price a line the recipe gives no price for', () => {
    const missing = issue('price-missing', 'lines.1.unitPrice');
    expect(estimateIssueText({ ...missing, params: { pricing: 'sale' } }, dollars)).toBe(
      'Line 2 price: the recipe has no sale price: type a price, or price it at the target food cost',
    );
    expect(estimateIssueText({ ...missing, params: { pricing: 'target' } }, dollars)).toBe(
      'Line 2 price: the recipe has no cost per serving yet: type a price',
    );
    expect(estimateIssueText(issue('item-missing', 'lines.0.foodkey'), dollars)).toBe(
      'Line 1 recipe: the recipe is not found; it may have been deleted',
    );
  });

  it('labels nested fields as their inputs are labelled', () => {
    expect(estimateFieldLabel('extras.2.amount')).toBe('Extra 3 amount');
    expect(estimateFieldLabel('customer.email')).toBe('Customer e-mail');
    expect(estimateFieldLabel('discount.value')).toBe('Discount');
  });

  it('shows each record path on its form field', () => {
    expect(formFieldOf('customer.email')).toBe('customerEmail');
    expect(formFieldOf('customer.name')).toBe('customerName');
    expect(formFieldOf('discount')).toBe('discountValue');
    expect(formFieldOf('lines.3.unitPrice')).toBe('lines.3.unitPrice');
    expect(formFieldOf('lines.3.unitCost')).toBe('lines.3.foodkey');
    expect(formFieldOf('extras.0.label')).toBe('extras.0.label');
    expect(formFieldOf('taxPercent')).toBe('taxPercent');
  });

  it('says it in French, the amount written the French way', async () => {
    await i18n.changeLanguage('fr');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(
      plain(
        estimateIssueText(
          { ...issue('field-too-large', 'discount'), params: { maximum: 1099.576 } },
          dollars,
        ),
      ),
    ).toBe('Rabais : doit être au plus le sous-total, 1 099,58 $');
    expect(estimateFieldLabel('lines.1.qty')).toBe('Portions de la ligne 2');
    expect(estimateFieldLabel('customer.email')).toBe('Courriel du client');
    expect(estimateFieldLabel('extras.0.amount')).toBe('Montant des frais 1');
  });
});
