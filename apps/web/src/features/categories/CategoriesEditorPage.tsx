import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CATEGORY_LIST_KEYS } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { CategoryListEditor } from './CategoryListEditor';

/** /categories-editor: ingredient categories, recipe categories and storage areas. */
export function CategoriesEditorPage() {
  const { canEdit } = useRestricted();
  const { t } = useTranslation('categories');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {!canEdit && <RestrictedGuard what={t('what')}>{null}</RestrictedGuard>}
      <StoreGate>
        {(store) => (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {CATEGORY_LIST_KEYS.map((key) => (
              <CategoryListEditor key={key} store={store} listKey={key} readOnly={!canEdit} />
            ))}
          </SimpleGrid>
        )}
      </StoreGate>
    </Stack>
  );
}
