import type { Allergen, SiteDish, SiteMenu, SiteModel } from '@larder/domain';
import { allergenList, allergenSprite } from './allergen-icons.js';
import { markup, type SafeHtml } from './html.js';
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

const summary = (model: SiteModel) =>
  model.description ||
  `Menu${model.showPrices ? ', prices' : ''}${model.showAllergens ? ' and allergens' : ''} of ${model.name}.`;

function head(model: SiteModel, context: PageContext): SafeHtml {
  const shared = [model.images[0], model.logo].flatMap((name) => {
    const image = name ? context.image(name) : undefined;
    return image ? [image] : [];
  })[0];
  const logo = model.logo ? context.image(model.logo) : undefined;
  const ogImage = shared
    ? markup`<meta property="og:image" content="${context.origin}${shared.url}">`
    : null;
  const text = summary(model);
  return markup`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${model.name}</title><meta name="description" content="${text}"><link rel="canonical" href="${context.canonical}"><link rel="icon" href="${logo?.url ?? 'data:,'}"><meta name="theme-color" content="${model.colour.colour}"><meta property="og:type" content="website"><meta property="og:title" content="${model.name}"><meta property="og:description" content="${text}"><meta property="og:url" content="${context.canonical}">${ogImage}${siteStyles(model.colour)}</head>`;
}

function header(model: SiteModel, context: PageContext): SafeHtml {
  const logo = model.logo ? context.image(model.logo) : undefined;
  const image = logo
    ? markup`<img class="logo" src="${logo.url}" alt="${model.name} logo" width="72" height="72">`
    : null;
  const about = model.description ? markup`<p>${model.description}</p>` : null;
  return markup`<header><div class="w">${image}<div><h1>${model.name}</h1>${about}</div></div></header>`;
}

function pictures(model: SiteModel, context: PageContext): SafeHtml | null {
  const shown = model.images.flatMap((name) => context.image(name) ?? []);
  if (shown.length === 0) return null;
  const images = shown.map((image, i) => {
    const lazy = i > 0 ? markup` loading="lazy"` : null;
    return markup`<img src="${image.url}" alt="Photo ${i + 1} of ${model.name}" width="${image.width}" height="${image.height}"${lazy}>`;
  });
  return markup`<div class="pics">${images}</div>`;
}

function linkList(title: string, links: SiteModel['social']): SafeHtml | null {
  if (links.length === 0) return null;
  const items = links.map((l) => markup`<li><a href="${l.url}" rel="noopener">${l.label}</a></li>`);
  return markup`<div><h2>${title}</h2><ul class="links">${items}</ul></div>`;
}

function about(model: SiteModel): SafeHtml | null {
  const dial = model.phone.replace(/[^0-9+]/g, '');
  const contact = [
    model.address ? markup`<li>${model.address}</li>` : null,
    model.phone ? markup`<li><a href="tel:${dial}">${model.phone}</a></li>` : null,
    model.email ? markup`<li><a href="mailto:${model.email}">${model.email}</a></li>` : null,
  ].filter(Boolean);
  const hours = model.openingHours.map((line) => markup`<li>${line}</li>`);
  const parts = [
    contact.length > 0 ? markup`<div><h2>Find us</h2><ul>${contact}</ul></div>` : null,
    hours.length > 0 ? markup`<div><h2>Opening hours</h2><ul>${hours}</ul></div>` : null,
    linkList('Order online', model.delivery),
    linkList('Follow us', model.social),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return markup`<section class="about" aria-label="About ${model.name}">${parts}</section>`;
}

/** The diner's allergen filter: a plain GET form, so it works without JavaScript. */
function filterForm(model: SiteModel, filter: PageFilter): SafeHtml | null {
  if (model.allergens.length === 0) return null;
  const avoided = new Set<string>(filter.avoided);
  const boxes = model.allergens.map((a) => {
    const checked = avoided.has(a.id) ? markup` checked` : null;
    return markup`<label><input type="checkbox" name="allergen" value="${a.id}"${checked}>${a.name}</label>`;
  });
  const clear = avoided.size > 0 ? markup`<a href="?#menus">Show all dishes</a>` : null;
  return markup`<form class="filter" method="get" action="#menus"><fieldset><legend>Hide dishes that contain</legend>${boxes}<div><button type="submit">Show dishes</button>${clear}</div></fieldset></form>`;
}

function dish(item: SiteDish): SafeHtml {
  const price = item.priceText ? markup`<span class="price">${item.priceText}</span>` : null;
  const nutrition = item.nutrition ? nutritionTable(item.nutrition) : null;
  return markup`<li class="dish"><h3><span>${item.name}</span>${price}</h3>${allergenList(item.allergens)}${nutrition}</li>`;
}

function menu(item: SiteMenu, index: number, filtered: boolean): SafeHtml {
  const empty = filtered
    ? 'No dish of this menu is free of the chosen allergens.'
    : 'No dishes yet.';
  const body =
    item.dishes.length > 0
      ? markup`<ul class="dishes">${item.dishes.map(dish)}</ul>`
      : markup`<p class="note">${empty}</p>`;
  return markup`<section aria-labelledby="m${index}"><h2 id="m${index}">${item.name}</h2>${body}</section>`;
}

function filterNote(model: SiteModel, filter: PageFilter): SafeHtml | null {
  if (filter.avoided.length === 0) return null;
  const names = model.allergens.filter((a) => filter.avoided.includes(a.id)).map((a) => a.name);
  const count = model.menus.reduce((n, m) => n + m.dishes.length, 0);
  const dishes = count === 1 ? 'dish' : 'dishes';
  return markup`<p class="note" role="status">Showing ${count} ${dishes} without ${names.join(', ')}.</p>`;
}

/**
 * The public page of a venue site: server-rendered HTML that needs no script (none is on the
 * page), with the venue's details, its menus with dishes, prices, allergen pictograms and names
 * and nutrition panels, and the diner's allergen filter. `model` is the domain's site model,
 * already filtered when the diner asked (`siteWithout`); every text in it is escaped.
 */
export function sitePage(model: SiteModel, context: PageContext, filter: PageFilter): string {
  const filtered = filter.avoided.length > 0;
  const menus = model.menus.map((m, i) => menu(m, i, filtered));
  const main = markup`<main class="w">${pictures(model, context)}${about(model)}${filterForm(model, filter)}<div id="menus">${filterNote(model, filter)}${menus}</div></main>`;
  const body = markup`<body><a class="skip" href="#menus">Skip to the menu</a>${allergenSprite(model.allergens)}${header(model, context)}${main}<footer class="w">${model.name} · Menu made with Larder</footer></body>`;
  return `<!doctype html>${markup`<html lang="en">${head(model, context)}${body}</html>`.text}`;
}
