import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GALLERY_SCREENS, type GalleryScreen } from './screens';

/** A sketch of a screen drawn with SVG bars: no images to download. */
function ScreenSketch({ screen, title }: { screen: GalleryScreen; title: string }) {
  const { t } = useTranslation('public');
  const colour = `var(--mantine-color-${screen.accent}-6)`;
  return (
    <svg
      viewBox="0 0 200 120"
      width="100%"
      role="img"
      aria-label={t('gallery.sketch', { screen: title })}
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
  const { t } = useTranslation('public');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('gallery.title')}</Title>
      <Text maw={720}>{t('gallery.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {GALLERY_SCREENS.map((screen) => {
          const title = t(`gallery.screens.${screen.id}.title`);
          return (
            <Card key={screen.id} withBorder padding="md" radius="md" component="article">
              <Card.Section inheritPadding pt="md">
                <ScreenSketch screen={screen} title={title} />
              </Card.Section>
              <Title order={2} size="h4" mt="sm">
                {title}
              </Title>
              <Text size="sm" mt="xs">
                {t(`gallery.screens.${screen.id}.text`)}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
