import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../state/session';
import { useVenueStore } from '../../state/venue-data';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { CloudDriveSection } from './cloud-drive/CloudDriveSection';
import { PricingSettingsSection } from './PricingSettingsForm';
import { RestrictedModeSection } from './RestrictedModeSection';
import { SettingsForm } from './SettingsForm';

/**
 * /settings: currency, units, label format and restricted mode (user settings, spec §3), and
 * the open venue's menu pricing settings (operations-model §7), and the cloud-drive mirror.
 */
export function SettingsPage() {
  const { user } = useSession();
  const store = useVenueStore();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Settings</Title>
      <RestrictedGuard what="settings">
        {user ? (
          <SettingsForm user={user} store={store} />
        ) : (
          <Text c="dimmed" data-testid="settings-no-user">
            Your settings appear here once you are signed in.
          </Text>
        )}
        <PricingSettingsSection store={store} />
      </RestrictedGuard>
      <RestrictedModeSection />
      <CloudDriveSection />
    </Stack>
  );
}
