import { isAllergen, type Allergen } from '../allergens/allergen-list';
import type { SiteModel } from './site-model';

/**
 * The allergens a diner asked to avoid (`?allergen=gluten&allergen=milk` on the public page):
 * the 14 only, each once, in catalogue order of the site's choices; anything else is ignored.
 */
export function avoidedAllergens(model: SiteModel, asked: readonly string[]): Allergen[] {
  const wanted = new Set(asked.filter(isAllergen));
  return model.allergens.map((a) => a.id).filter((id) => wanted.has(id));
}

/**
 * The site with only the dishes free of every avoided allergen (the diner filter of the
 * public page, which works without JavaScript). Menus left empty stay, so the page says so.
 */
export function siteWithout(model: SiteModel, avoided: readonly Allergen[]): SiteModel {
  if (avoided.length === 0) return model;
  const avoid = new Set<string>(avoided);
  return {
    ...model,
    menus: model.menus.map((menu) => ({
      ...menu,
      dishes: menu.dishes.filter((dish) => !dish.allergens.some((a) => avoid.has(a.id))),
    })),
  };
}
