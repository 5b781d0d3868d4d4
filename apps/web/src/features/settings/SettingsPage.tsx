import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { useVenueStore } from '../../state/venue-data';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { CloudDriveSection } from './cloud-drive/CloudDriveSection';
import { LanguageSection } from './LanguageSection';
import { PricingSettingsSection } from './PricingSettingsForm';
import { RestrictedModeSection } from './RestrictedModeSection';
import { SettingsForm } from './SettingsForm';

/**
 * /settings: the language of this device; currency, units, label format and restricted mode
 * (user settings, spec §3), and the open venue's menu pricing settings (operations-model §7),
 * and the cloud-drive mirror.
 */
export function SettingsPage() {
  const { user } = useSession();
  const store = useVenueStore();
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('title')}</Title>
      <LanguageSection />
      <RestrictedGuard what={t('guardWhat')}>
        {user ? (
          <SettingsForm user={user} store={store} />
        ) : (
          <Text c="dimmed" data-testid="settings-no-user">
            {t('noUser')}
          </Text>
        )}
        <PricingSettingsSection store={store} />
      </RestrictedGuard>
      <RestrictedModeSection />
      <CloudDriveSection />
    </Stack>
  );
}
