import { DEFAULT_MENU_NAME, keyFromName, type Menu } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** The menu editor's values: a name and the chosen dishes (recipe foodkeys, in order). */
export interface MenuFormValues {
  name: string;
  menuItems: string[];
}

export const EMPTY_MENU_FORM: MenuFormValues = { name: '', menuItems: [] };

/** A field's label in the interface language; validation messages start with it. */
export const menuFieldLabel = (field: keyof MenuFormValues): string =>
  i18n.t(field === 'name' ? 'menus:form.name' : 'menus:form.dishes');

export const MENU_NAME_MAX = 80;

/** The key of the synthesized Default Menu, which no stored menu may take. */
export const DEFAULT_MENU_KEY = keyFromName(DEFAULT_MENU_NAME);

/** True for the key of the synthesized Default Menu. */
export const isDefaultMenuKey = (skey: string): boolean => skey === DEFAULT_MENU_KEY;

export const menuPath = (skey: string): string => `/menu/${encodeURIComponent(skey)}`;

export interface MenuValidationContext {
  /** The live menus (a menu may not take another one's name). */
  menus: readonly Pick<Menu, 'skey' | 'name'>[];
  /** The key of the menu being edited; absent when adding. */
  editing?: string;
}

export type MenuErrors = Partial<Record<keyof MenuFormValues, string>>;

/** Checks the menu; every message starts with the field's label, in the interface language. */
export function validateMenu(values: MenuFormValues, context: MenuValidationContext): MenuErrors {
  const errors: MenuErrors = {};
  const field = menuFieldLabel('name');
  const name = values.name.trim();
  const key = keyFromName(name);
  if (name === '') errors.name = i18n.t('menus:validation.required', { field });
  else if (name.length > MENU_NAME_MAX) {
    errors.name = i18n.t('menus:validation.tooLong', { field, max: MENU_NAME_MAX });
  } else if (key === DEFAULT_MENU_KEY) {
    errors.name = i18n.t('menus:validation.defaultName', { field, name: DEFAULT_MENU_NAME });
  } else {
    const taken = context.menus.some(
      (m) => m.skey !== context.editing && (m.skey === key || keyFromName(m.name ?? '') === key),
    );
    if (taken) errors.name = i18n.t('menus:validation.taken', { field, name });
  }
  if (values.menuItems.length === 0) {
    errors.menuItems = i18n.t('menus:validation.noDish', { field: menuFieldLabel('menuItems') });
  }
  return errors;
}

export function menuFormValues(menu: Menu): MenuFormValues {
  return { name: menu.name ?? menu.skey, menuItems: [...(menu.menuItems ?? [])] };
}

/** The record to save: the existing one (unknown fields kept) with the form's values. */
export function menuFromForm(values: MenuFormValues, existing: Menu | null): Menu {
  return {
    ...(existing ?? {}),
    skey: existing?.skey ?? keyFromName(values.name),
    name: values.name.trim(),
    menuItems: [...new Set(values.menuItems)],
  };
}
