import { lazy } from 'react';
import { DeferredMenu } from '../deferred-menu/DeferredMenu';
import { withScreenStyles } from '../screen-styles';
import { UserMenuButton } from './UserMenuButton';

const loadAccountMenu = withScreenStyles(() => import('./AccountMenu'));

const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/**
 * The signed-in user's menu in the header (restricted mode, venue profile, sign out, delete
 * account): its button, the menu fetched when first opened.
 */
export function UserMenu() {
  return (
    <DeferredMenu
      preload={loadAccountMenu}
      button={(props) => <UserMenuButton {...props} />}
      menu={<AccountMenu />}
    />
  );
}
