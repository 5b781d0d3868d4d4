import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { openAccountDeletion } from '../../state/account-deletion-dialog';
import { openRestrictedPanel } from '../../state/restricted-panel';
import { useRestricted } from '../../state/restricted';
import { signOut, useSession } from '../../state/session';
import { useVenue } from '../../state/venue';

/** The signed-in user's menu: restricted mode, venue profile, sign out, delete account. */
export function UserMenu() {
  const { account } = useSession();
  const { current } = useVenue();
  const { canEdit } = useRestricted();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          // The name holds the text shown (WCAG 2.5.3, label in name).
          aria-label={`Account menu: ${account?.username || 'Account'}`}
          data-testid="user-menu"
        >
          {account?.username || 'Account'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {account?.username && <Menu.Label>{account.username}</Menu.Label>}
        <Menu.Item onClick={openRestrictedPanel}>Restricted mode…</Menu.Item>
        {current && canEdit && (
          <Menu.Item component={Link} to={`/venue-edit/${current.id}`}>
            Venue profile
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/venue-select">
          Switch venue
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
        {canEdit && (
          <Menu.Item color="red" onClick={openAccountDeletion}>
            Delete account…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
