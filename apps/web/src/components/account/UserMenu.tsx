import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openAccountDeletion } from '../../state/account-deletion-dialog';
import { openRestrictedPanel } from '../../state/restricted-panel';
import { useRestricted } from '../../state/restricted';
import { signOut, useSession } from '../../state/session';
import { useVenue } from '../../state/venue';

/** The signed-in user's menu: restricted mode, venue profile, sign out, delete account. */
export function UserMenu() {
  const { t } = useTranslation('components');
  const { account } = useSession();
  const { current } = useVenue();
  const { canEdit } = useRestricted();
  const name = account?.username || t('account.account');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          // The name holds the text shown (WCAG 2.5.3, label in name).
          aria-label={t('account.menuLabel', { name })}
          data-testid="user-menu"
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {account?.username && <Menu.Label>{account.username}</Menu.Label>}
        <Menu.Item onClick={openRestrictedPanel}>{t('account.restrictedMode')}</Menu.Item>
        {current && canEdit && (
          <Menu.Item component={Link} to={`/venue-edit/${current.id}`}>
            {t('account.venueProfile')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/venue-select">
          {t('account.switchVenue')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('account.signOut')}
        </Menu.Item>
        {canEdit && (
          <Menu.Item color="red" onClick={openAccountDeletion}>
            {t('account.deleteAccount')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
