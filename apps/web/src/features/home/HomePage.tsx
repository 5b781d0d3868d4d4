import { Button, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';

const PILLARS = [
  {
    title: 'Instant costing, even offline',
    text: 'Change a price and every recipe that uses it is re-costed on the spot, down to the cost per gram, millilitre or each. Larder keeps working in the cellar, the van and the marquee, with or without a connection.',
  },
  {
    title: 'Exact labels in 12 national formats',
    text: 'Allergens and nutrition roll up from your ingredients into labels for Australia and New Zealand, the US, the UK and EU, and Canada in English, French or bilingual, standard or extended.',
  },
  {
    title: 'Nothing lost',
    text: 'Every change is saved on your device first, then synced to our server and to your own cloud drive. Work on two devices at once and both end up with the same data.',
  },
] as const;

const FEATURES = [
  'Ingredients, recipes, sub-recipes and packaging with yields and live costs',
  'Suppliers, price history and price list import',
  'Menus, menu pricing from target food-cost percentages and estimates for events',
  'Prep lists, order lists, stock counts and wastage',
  'Event planning by type: table bookings, set menus, weddings, catering and more',
  'A website for your venue, published under its own site tag',
  'Several venues under one account, each with its own data',
] as const;

/** Public home overview. */
export function HomePage() {
  return (
    <Stack gap="xl">
      <Stack gap="md" maw={720}>
        <Title order={1}>Know what every plate costs, the moment prices change</Title>
        <Text size="lg">
          Larder is food costing and kitchen management for restaurants and caterers. Keep your
          ingredients, recipes, suppliers and menus in one place, print exact nutrition labels, and
          run prep, ordering and stock counts from any device, online or not.
        </Text>
        <Group>
          <Button component={Link} to="/signin" size="md">
            Start with Larder
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="light">
            See pricing
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PILLARS.map((pillar, index) => (
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
        <Title order={2}>Everything a kitchen office needs</Title>
        <List spacing="xs">
          {FEATURES.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Text>
          Larder installs from your browser like an app on phones, tablets and computers. Sign in
          with your work or personal account; there is nothing else to set up.
        </Text>
      </Stack>
    </Stack>
  );
}
