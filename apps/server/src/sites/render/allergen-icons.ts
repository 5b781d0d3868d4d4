import { ALLERGEN_PICTOGRAMS, type Allergen, type SiteAllergen } from '@larder/domain';
import { markup, type SafeHtml } from './html.js';

const symbolId = (id: Allergen) => `a-${id}`;

/**
 * The pictograms of the allergens the page shows, once each, as SVG symbols (the app's own
 * drawings, `ALLERGEN_PICTOGRAMS`); every dish then refers to them, so forty dishes with
 * gluten cost one drawing.
 */
export function allergenSprite(allergens: readonly SiteAllergen[]): SafeHtml | null {
  if (allergens.length === 0) return null;
  const symbols = allergens.map(
    ({ id }) =>
      markup`<symbol id="${symbolId(id)}" viewBox="0 0 24 24">${ALLERGEN_PICTOGRAMS[id].map(
        (shape) =>
          markup`<path d="${shape.d}"${shape.fill ? markup` class="f"` : ''}${
            shape.transform ? markup` transform="${shape.transform}"` : ''
          }/>`,
      )}</symbol>`,
  );
  return markup`<svg class="sprite" aria-hidden="true" focusable="false">${symbols}</svg>`;
}

/** A dish's allergens: each pictogram with its name beside it (the name is what is read out). */
export function allergenList(allergens: readonly SiteAllergen[]): SafeHtml | null {
  if (allergens.length === 0) return null;
  const items = allergens.map(
    (a) =>
      markup`<li><svg class="ic" aria-hidden="true" focusable="false"><use href="#${symbolId(a.id)}"/></svg>${a.name}</li>`,
  );
  return markup`<ul class="alg" aria-label="Allergens">${items}</ul>`;
}
