import type { Allergen, SiteDish, SiteMenu, SiteModel } from '@larder/domain';
import { allergenList, allergenSprite } from './allergen-icons.js';
import { html, type SafeHtml } from './html.js';
import { nutritionTable } from './nutrition-table.js';
import { siteStyles } from './site-styles.js';

/** A stored image as the page shows it. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
}

/** Where the page is and how it reaches its images. */
export interface PageContext {
  /** The site's address, absolute (canonical, Open Graph). */
  canonical: string;
  /** The server's own address, absolute, for Open Graph images. */
  origin: string;
  /** A stored image by name; undefined when the venue no longer has it. */
  image(name: string): PageImage | undefined;
}

/** The diner's filter as the page was asked for it. */
export interface PageFilter {
  avoided: readonly Allergen[];
}

const describe = (model: SiteModel) =>
  model.description ||
  `Menu${model.showPrices ? ', prices' : ''}${model.showAllergens ? ' and allergens' : ''} of ${model.name}.`;

function head(model: SiteModel, context: PageContext): SafeHtml {
  const first = [model.images[0], model.logo].flatMap((name) => {
    const image = name ? context.image(name) : undefined;
    return image ? [image] : [];
  })[0];
  const logo = model.logo ? context.image(model.logo) : undefined;
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width,initial-scale=1" />
    <title>${model.name}</title>
    <meta name="description" content="${describe(model)}" />
    <link rel="canonical" href="${context.canonical}" />
    <link rel="icon" href="${logo?.url ?? 'data:,'}" />
    <meta name="theme-color" content="${model.colour.colour}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${model.name}" />
    <meta property="og:description" content="${describe(model)}" />
    <meta property="og:url" content="${context.canonical}" />
    ${
      first ? html`<meta property="og:image" content="${context.origin}${first.url}" />` : null
    }${siteStyles(model.colour)}
  </head>`;
}

function header(model: SiteModel, context: PageContext): SafeHtml {
  const logo = model.logo ? context.image(model.logo) : undefined;
  return html`<header>
    <div class="w">
      ${
        logo
          ? html`<img
              class="logo"
              src="${logo.url}"
              alt="${model.name} logo"
              width="72"
              height="72"
            />`
          : null
      }
      <div>
        <h1>${model.name}</h1>
        ${model.description ? html`<p>${model.description}</p>` : null}
      </div>
    </div>
  </header>`;
}

function pictures(model: SiteModel, context: PageContext): SafeHtml | null {
  const shown = model.images.flatMap((name) => context.image(name) ?? []);
  if (shown.length === 0) return null;
  return html`<div class="pics">
    ${shown.map(
      (image, i) =>
        html`<img
          src="${image.url}"
          alt="Photo ${i + 1} of ${model.name}"
          width="${image.width}"
          height="${image.height}"
          ${i > 0 ? html` loading="lazy"` : null}
        />`,
    )}
  </div>`;
}

function about(model: SiteModel): SafeHtml | null {
  const contact = [
    model.address ? html`<li>${model.address}</li>` : null,
    model.phone
      ? html`<li><a href="tel:${model.phone.replace(/[^0-9+]/g, '')}">${model.phone}</a></li>`
      : null,
    model.email ? html`<li><a href="mailto:${model.email}">${model.email}</a></li>` : null,
  ].filter(Boolean);
  const links = (title: string, list: SiteModel['social']) =>
    list.length === 0
      ? null
      : html`<div>
          <h2>${title}</h2>
          <ul class="links">
            ${list.map((l) => html`<li><a href="${l.url}" rel="noopener">${l.label}</a></li>`)}
          </ul>
        </div>`;
  const parts = [
    contact.length > 0
      ? html`<div>
          <h2>Find us</h2>
          <ul>
            ${contact}
          </ul>
        </div>`
      : null,
    model.openingHours.length > 0
      ? html`<div>
          <h2>Opening hours</h2>
          <ul>
            ${model.openingHours.map((l) => html`<li>${l}</li>`)}
          </ul>
        </div>`
      : null,
    links('Order online', model.delivery),
    links('Follow us', model.social),
  ].filter(Boolean);
  return parts.length > 0
    ? html`<section class="about" aria-label="About ${model.name}">${parts}</section>`
    : null;
}

/** The diner's allergen filter: a plain GET form, so it works without JavaScript. */
function filterForm(model: SiteModel, filter: PageFilter): SafeHtml | null {
  if (model.allergens.length === 0) return null;
  const avoided = new Set<string>(filter.avoided);
  return html`<form class="filter" method="get" action="#menus">
    <fieldset>
      <legend>Hide dishes that contain</legend>
      ${model.allergens.map(
        (a) =>
          html`<label
            ><input
              type="checkbox"
              name="allergen"
              value="${a.id}"
              ${avoided.has(a.id) ? html` checked` : null}
            />${a.name}</label
          >`,
      )}
      <div>
        <button type="submit">Show dishes</button>${
          avoided.size > 0 ? html`<a href="?#menus">Show all dishes</a>` : null
        }
      </div>
    </fieldset>
  </form>`;
}

function dish(item: SiteDish): SafeHtml {
  return html`<li class="dish">
    <h3>
      <span>${item.name}</span>${
        item.priceText ? html`<span class="price">${item.priceText}</span>` : null
      }
    </h3>
    ${allergenList(item.allergens)}${item.nutrition ? nutritionTable(item.nutrition) : null}
  </li>`;
}

function menu(item: SiteMenu, index: number, filtered: boolean): SafeHtml {
  return html`<section aria-labelledby="m${index}">
    <h2 id="m${index}">${item.name}</h2>
    ${
      item.dishes.length > 0
        ? html`<ul class="dishes">
            ${item.dishes.map(dish)}
          </ul>`
        : html`<p class="note">
            ${filtered ? 'No dish of this menu is free of the chosen allergens.' : 'No dishes yet.'}
          </p>`
    }
  </section>`;
}

function filterNote(model: SiteModel, filter: PageFilter): SafeHtml | null {
  if (filter.avoided.length === 0) return null;
  const names = model.allergens.filter((a) => filter.avoided.includes(a.id)).map((a) => a.name);
  const count = model.menus.reduce((n, m) => n + m.dishes.length, 0);
  return html`<p class="note" role="status">
    Showing ${count} ${count === 1 ? 'dish' : 'dishes'} without ${names.join(', ')}.
  </p>`;
}

/**
 * The public page of a venue site: server-rendered HTML that needs no script (none is on the
 * page), with the venue's details, its menus with dishes, prices, allergen pictograms and names
 * and nutrition panels, and the diner's allergen filter. `model` is the domain's site model,
 * already filtered when the diner asked (`siteWithout`); every text in it is escaped.
 */
export function sitePage(model: SiteModel, context: PageContext, filter: PageFilter): string {
  const filtered = filter.avoided.length > 0;
  return `<!doctype html>${
    html`<html lang="en">
      ${head(model, context)}
      <body>
        <a class="skip" href="#menus">Skip to the menu</a
        >${allergenSprite(model.allergens)}${header(model, context)}
        <main class="w">
          ${pictures(model, context)}${about(model)}${filterForm(model, filter)}
          <div id="menus">
            ${filterNote(model, filter)}${model.menus.map((m, i) => menu(m, i, filtered))}
          </div>
        </main>
        <footer class="w">${model.name} · Menu made with Larder</footer>
      </body>
    </html>`.text
  }`;
}
