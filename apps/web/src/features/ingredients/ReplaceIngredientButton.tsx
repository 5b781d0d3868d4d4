import { Button } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Ingredient } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplaceIngredientDialog } from './ReplaceIngredientDialog';

/**
 * 'Replace' on an ingredient's page, for an editor: opens the replace dialog (drawn only while
 * open: it looks through the whole catalogue for the candidates and the recipes).
 */
export function ReplaceIngredientButton({ store, item }: { store: VenueStore; item: Ingredient }) {
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation('ingredients');
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('replace.button')}
      </Button>
      {opened && (
        <ReplaceIngredientDialog
          store={store}
          item={item}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
