import type { Ingredient, UnitOverrides } from '@larder/domain';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ingredientCostView } from '../../components/catalogue/ingredient-list';
import { IncompleteMarker, ListMarker } from '../../components/catalogue/ListMarker';
import { VIRTUAL_ROW_PROPS } from '../../components/catalogue/VirtualTable';
import { unitText } from './amount-text';

export interface IngredientRowProps {
  item: Ingredient;
  showCosts: boolean;
  units: UnitOverrides;
  cost: (value: number | null | undefined) => string;
}

/** One row of the ingredient list; drawn again only when its item or the settings change. */
export const IngredientRow = memo(function IngredientRow({
  item,
  showCosts,
  units,
  cost,
}: IngredientRowProps) {
  // Drawn again when the language changes: the type, the unit and the cost are written in it.
  const { t } = useTranslation('ingredients');
  const view = useMemo(() => ingredientCostView(item, units), [item, units]);
  return (
    <tr {...VIRTUAL_ROW_PROPS} data-testid="ingredient-row">
      <td>
        <span className="larder-vrow-name">
          <Link to={`/ingredients/${encodeURIComponent(item.foodkey)}`}>
            {item.name ?? item.foodkey}
          </Link>
          {item.type !== 'single' && item.type && (
            <ListMarker>{t(`types.${item.type}`)}</ListMarker>
          )}
          {!view.complete && <IncompleteMarker reasons={view.reasons} />}
        </span>
      </td>
      <td>{item.supplier}</td>
      <td>{item.category}</td>
      {showCosts && (
        <td data-testid="ingredient-cost">
          {view.value !== null && view.per
            ? t('list.costPer', { cost: cost(view.value), unit: unitText(view.per) })
            : ''}
        </td>
      )}
    </tr>
  );
});
