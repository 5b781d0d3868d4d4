// The English catalogues are the reference: every key a screen uses must be in one of them,
// which the compiler checks through these types (and the catalogue test, that French has the same).
import 'i18next';

import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type app from '../locales/en/app.json';
import type components from '../locales/en/components.json';
import type public from '../locales/en/public.json';
import type account from '../locales/en/account.json';
import type bulkEditor from '../locales/en/bulk-editor.json';
import type categories from '../locales/en/categories.json';
import type costingEditor from '../locales/en/costing-editor.json';
import type dashboard from '../locales/en/dashboard.json';
import type estimates from '../locales/en/estimates.json';
import type events from '../locales/en/events.json';
import type ingredients from '../locales/en/ingredients.json';
import type kitchenLists from '../locales/en/kitchen-lists.json';
import type menuEngineering from '../locales/en/menu-engineering.json';
import type menuPricing from '../locales/en/menu-pricing.json';
import type menus from '../locales/en/menus.json';
import type packaging from '../locales/en/packaging.json';
import type priceList from '../locales/en/price-list.json';
import type recipes from '../locales/en/recipes.json';
import type restricted from '../locales/en/restricted.json';
import type settings from '../locales/en/settings.json';
import type stockCounts from '../locales/en/stock-counts.json';
import type subscription from '../locales/en/subscription.json';
import type suppliers from '../locales/en/suppliers.json';
import type venues from '../locales/en/venues.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      app: typeof app;
      components: typeof components;
      public: typeof public;
      account: typeof account;
      'bulk-editor': typeof bulkEditor;
      categories: typeof categories;
      'costing-editor': typeof costingEditor;
      dashboard: typeof dashboard;
      estimates: typeof estimates;
      events: typeof events;
      ingredients: typeof ingredients;
      'kitchen-lists': typeof kitchenLists;
      'menu-engineering': typeof menuEngineering;
      'menu-pricing': typeof menuPricing;
      menus: typeof menus;
      packaging: typeof packaging;
      'price-list': typeof priceList;
      recipes: typeof recipes;
      restricted: typeof restricted;
      settings: typeof settings;
      'stock-counts': typeof stockCounts;
      subscription: typeof subscription;
      suppliers: typeof suppliers;
      venues: typeof venues;
    };
  }
}
