import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { keyFromName } from '@larder/domain';
import { menuFromForm, validateMenu } from './menu-form';

const menus = [
  { skey: 'LUNCH', name: 'Lunch' },
  { skey: 'DINNER', name: 'Evening' },
];

describe('menu form', () => {
  it('names the field in every message', () => {
    expect(validateMenu({ name: ' ', menuItems: [] }, { menus })).toEqual({
      name: 'Name is required',
      menuItems: 'Dishes: choose at least one dish',
    });
    expect(validateMenu({ name: 'x'.repeat(81), menuItems: ['SOUP'] }, { menus })).toEqual({
      name: 'Name must be at most 80 characters',
    });
  });

  it('refuses the Default Menu name and a name another menu has', () => {
    expect(validateMenu({ name: 'default menu', menuItems: ['SOUP'] }, { menus }).name).toBe(
      'Name: Default Menu is the menu of every menu item; choose another name',
    );
    expect(validateMenu({ name: 'lunch', menuItems: ['SOUP'] }, { menus }).name).toBe(
      'Name: a menu called lunch already exists',
    );
    expect(validateMenu({ name: 'evening', menuItems: ['SOUP'] }, { menus }).name).toBe(
      'Name: a menu called evening already exists',
    );
    // Editing keeps its own name.
    expect(
      validateMenu({ name: 'Lunch', menuItems: ['SOUP'] }, { menus, editing: 'LUNCH' }),
    ).toEqual({});
  });

  it('keys a new menu by its name and keeps the key of an edited one', () => {
    expect(keyFromName(' Summer lunch ')).toBe('SUMMER LUNCH');
    expect(menuFromForm({ name: ' Brunch ', menuItems: ['EGGS', 'TOAST', 'EGGS'] }, null)).toEqual({
      skey: 'BRUNCH',
      name: 'Brunch',
      menuItems: ['EGGS', 'TOAST'],
    });
    const existing = { skey: 'LUNCH', name: 'Lunch', menuItems: ['SOUP'], note: 'kept' };
    expect(menuFromForm({ name: 'Light lunch', menuItems: ['SALAD'] }, existing)).toEqual({
      skey: 'LUNCH',
      name: 'Light lunch',
      menuItems: ['SALAD'],
      note: 'kept',
    });
  });
});

describe('menu form in French', () => {
  it('names the field in French', async () => {
    await i18n.changeLanguage('fr');
    expect(validateMenu({ name: 'x'.repeat(81), menuItems: [] }, { menus })).toEqual({
      name: 'Nom : 80 caractères au plus',
      menuItems: 'Plats : choisissez au moins un plat',
    });
    expect(validateMenu({ name: 'lunch', menuItems: ['SOUP'] }, { menus }).name).toBe(
      'Nom : un menu nommé lunch existe déjà',
    );
  });
});
