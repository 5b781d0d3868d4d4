import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { CostingEditor } from './CostingEditor';
import { ResetPriceHistory } from './ResetPriceHistory';

/**
 * /costing-editor: what-if price changes and their effect on every recipe (operations-model
 * §8), applied in one save or discarded; and the reset of chosen items' price history
 * (product spec §4, §5).
 */
export function CostingEditorPage() {
  const { t } = useTranslation('costing-editor');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <RestrictedGuard what={t('restrictedWhat')}>
        <StoreGate>
          {(store) => (
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Text size="sm" c="dimmed" maw={640}>
                  {t('intro')}
                </Text>
                <ResetPriceHistory store={store} />
              </Group>
              <CostingEditor store={store} />
            </Stack>
          )}
        </StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}
