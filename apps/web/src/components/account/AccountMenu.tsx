import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openAccountDeletion } from '../../state/account-deletion-dialog';
import { openRestrictedPanel } from '../../state/restricted-panel';
import { useRestricted } from '../../state/restricted';
import { signOut, useSession } from '../../state/session';
import { useVenue } from '../../state/venue';
import { useOpenedOnMount } from '../deferred-menu/use-opened-on-mount';
import { UserMenuButton } from './UserMenuButton';

/**
 * The user menu itself: restricted mode, venue profile, sign out, delete account. Fetched
 * when the user first opens it (`UserMenu`), it opens as it mounts.
 */
export function AccountMenu() {
  const { t } = useTranslation('components');
  const { account } = useSession();
  const { current } = useVenue();
  const { canEdit } = useRestricted();
  const { opened, onChange, target } = useOpenedOnMount();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <UserMenuButton ref={target} />
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
