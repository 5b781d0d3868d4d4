import { DEFAULT_MENU_NAME, keyFromName, type Menu } from '@larder/domain';

/** The menu editor's values: a name and the chosen dishes (recipe foodkeys, in order). */
export interface MenuFormValues {
  name: string;
  menuItems: string[];
}

export const EMPTY_MENU_FORM: MenuFormValues = { name: '', menuItems: [] };

export const MENU_FIELD_LABELS = { name: 'Name', menuItems: 'Dishes' } as const;

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

/** Checks the menu; every message starts with the field's label. */
export function validateMenu(values: MenuFormValues, context: MenuValidationContext): MenuErrors {
  const errors: MenuErrors = {};
  const name = values.name.trim();
  const key = keyFromName(name);
  if (name === '') errors.name = 'Name is required';
  else if (name.length > MENU_NAME_MAX) {
    errors.name = `Name must be at most ${MENU_NAME_MAX} characters`;
  } else if (key === DEFAULT_MENU_KEY) {
    errors.name = `Name: ${DEFAULT_MENU_NAME} is the menu of every menu item; choose another name`;
  } else {
    const taken = context.menus.some(
      (m) => m.skey !== context.editing && (m.skey === key || keyFromName(m.name ?? '') === key),
    );
    if (taken) errors.name = `Name: a menu called ${name} already exists`;
  }
  if (values.menuItems.length === 0) errors.menuItems = 'Dishes: choose at least one dish';
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
