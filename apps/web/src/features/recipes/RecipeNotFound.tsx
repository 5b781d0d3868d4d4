import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown when no live recipe has the key in the address. */
export function RecipeNotFound({ foodkey }: { foodkey: string }) {
  const { t } = useTranslation('recipes');
  return (
    <Stack gap="sm" data-testid="item-missing">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text', { foodkey })}</Text>
      <Anchor component={Link} to="/recipes">
        {t('backToList')}
      </Anchor>
    </Stack>
  );
}
