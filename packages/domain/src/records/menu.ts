import { z } from 'zod';
import { DEFAULT_MENU_NAME } from '../messages';
import { list, text, timestamp } from './fields';
import { keyFromName } from './record-key';

/** A menu: a list of recipe foodkeys (product spec §3). */
export const menuSchema = z.looseObject({
  skey: z.string().min(1),
  name: text,
  menuItems: list(z.string()),
  timestamp,
});

export type Menu = z.infer<typeof menuSchema>;

/** The synthesized 'Default Menu' of all recipes flagged as menu items (product spec §3). */
export const defaultMenu = (
  recipes: Iterable<{ foodkey: string; menuitem?: boolean | null; deleted?: boolean | null }>,
): Menu => {
  const menuItems: string[] = [];
  for (const r of recipes) if (r.menuitem === true && r.deleted !== true) menuItems.push(r.foodkey);
  return { skey: keyFromName(DEFAULT_MENU_NAME), name: DEFAULT_MENU_NAME, menuItems };
};
