import { Group, Stack, Text, Title } from '@mantine/core';
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
  return (
    <Stack gap="md">
      <Title order={1}>Costing editor</Title>
      <RestrictedGuard what="prices">
        <StoreGate>
          {(store) => (
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Text size="sm" c="dimmed" maw={640}>
                  Change purchase prices by a percent for one item, a supplier, a category or
                  everything, and see what every recipe would cost. Nothing is saved until you
                  apply.
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
