import { Button, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Public home overview. */
export function HomePage() {
  const { t } = useTranslation('public');
  const pillars = t('home.pillars', { returnObjects: true });
  const features = t('home.features', { returnObjects: true });
  return (
    <Stack gap="xl">
      <Stack gap="md" maw={720}>
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg">{t('home.intro')}</Text>
        <Group>
          <Button component={Link} to="/signin" size="md">
            {t('home.start')}
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="light">
            {t('home.seePricing')}
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {pillars.map((pillar, index) => (
          <Stack key={pillar.title} gap="xs">
            <ThemeIcon size="lg" radius="xl" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={2} size="h3">
              {pillar.title}
            </Title>
            <Text>{pillar.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2}>{t('home.featuresTitle')}</Title>
        <List spacing="xs">
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Text>{t('home.install')}</Text>
      </Stack>
    </Stack>
  );
}
