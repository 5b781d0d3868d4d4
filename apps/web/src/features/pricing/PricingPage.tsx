import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount, PRO_PRICE_PER_VENUE_PER_YEAR, STORE_PACKS, YEARLY_PLANS } from './plans';

/** Public pricing: yearly Pro plans per venue and the app-store licence packs. */
export function PricingPage() {
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={720}>
        <Title order={1}>Pricing</Title>
        <Text size="lg">
          Larder Pro is ${formatAmount(PRO_PRICE_PER_VENUE_PER_YEAR)} per venue per year. Pick the
          plan for the number of venues you run; the price is the same for every venue.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
        {YEARLY_PLANS.map((plan) => (
          <Card
            key={plan.planId}
            withBorder
            radius="md"
            padding="lg"
            component="article"
            data-plan-id={plan.planId}
          >
            <Stack gap="xs">
              <Title order={2} size="h4">
                {plan.label}
              </Title>
              <Text fz={28} fw={700}>
                ${formatAmount(plan.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                per year, billed yearly by card
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>Every plan includes</Title>
        <List spacing="xs">
          <List.Item>Instant costing that keeps working offline</List.Item>
          <List.Item>Nutrition labels in 12 national formats</List.Item>
          <List.Item>Sync between your devices and a copy in your own cloud drive</List.Item>
          <List.Item>Prep lists, order lists, inventory, planner and estimates</List.Item>
        </List>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>Licence packs from the app store</Title>
        <Text>
          If you installed Larder from the app store, Pro licences come in packs. Prices are shown
          in the store in your currency.
        </Text>
        <Table maw={480} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pack</Table.Th>
              <Table.Th>Venues</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {STORE_PACKS.map((pack) => (
              <Table.Tr key={pack.productId} data-product-id={pack.productId}>
                <Table.Td>{pack.label}</Table.Td>
                <Table.Td>{pack.venues}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
