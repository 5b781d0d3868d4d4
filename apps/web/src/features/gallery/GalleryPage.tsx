import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GALLERY_SCREENS, type GalleryScreen } from './screens';

/** A sketch of a screen drawn with SVG bars: no images to download. */
function ScreenSketch({ screen }: { screen: GalleryScreen }) {
  const colour = `var(--mantine-color-${screen.accent}-6)`;
  return (
    <svg
      viewBox="0 0 200 120"
      width="100%"
      role="img"
      aria-label={`Sketch of the ${screen.title} screen`}
    >
      <rect x="0" y="0" width="200" height="120" rx="8" fill="var(--mantine-color-gray-1)" />
      <rect x="0" y="0" width="200" height="16" rx="8" fill={colour} />
      <rect x="8" y="24" width="36" height="88" rx="4" fill="var(--mantine-color-gray-3)" />
      {screen.rows.map((width, index) => (
        <rect
          key={index}
          x="52"
          y={26 + index * 17}
          width={140 * width}
          height="10"
          rx="3"
          fill={index === 0 ? colour : 'var(--mantine-color-gray-4)'}
        />
      ))}
    </svg>
  );
}

/** Public gallery: what each screen does. */
export function GalleryPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Gallery</Title>
      <Text maw={720}>
        A quick tour of Larder. Every screen works the same on a phone at the pass, a tablet in the
        store room or a computer in the office, and keeps working when the connection drops.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {GALLERY_SCREENS.map((screen) => (
          <Card key={screen.title} withBorder padding="md" radius="md" component="article">
            <Card.Section inheritPadding pt="md">
              <ScreenSketch screen={screen} />
            </Card.Section>
            <Title order={2} size="h4" mt="sm">
              {screen.title}
            </Title>
            <Text size="sm" mt="xs">
              {screen.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
