import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  packLabel,
  planLabel,
  PRO_PRICE_PER_VENUE_PER_YEAR,
  STORE_PACKS,
  YEARLY_PLANS,
} from './plans';

/** Public pricing: yearly Pro plans per venue and the app-store licence packs. */
export function PricingPage() {
  const { t } = useTranslation('public');
  const includes = t('pricing.includes', { returnObjects: true });
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={720}>
        <Title order={1}>{t('pricing.title')}</Title>
        <Text size="lg">
          {t('pricing.intro', { price: formatAmount(PRO_PRICE_PER_VENUE_PER_YEAR) })}
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
                {planLabel(plan.venues)}
              </Title>
              <Text fz={28} fw={700}>
                {formatAmount(plan.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('pricing.perYear')}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>{t('pricing.includesTitle')}</Title>
        <List spacing="xs">
          {includes.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>{t('pricing.packsTitle')}</Title>
        <Text>{t('pricing.packsIntro')}</Text>
        <Table maw={480} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pricing.pack')}</Table.Th>
              <Table.Th>{t('pricing.venues')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {STORE_PACKS.map((pack) => (
              <Table.Tr key={pack.productId} data-product-id={pack.productId}>
                <Table.Td>{packLabel(pack.venues)}</Table.Td>
                <Table.Td>{pack.venues}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
