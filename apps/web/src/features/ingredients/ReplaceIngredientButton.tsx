import { Button } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Ingredient } from '@larder/domain';
import { useState } from 'react';
import { ReplaceIngredientDialog } from './ReplaceIngredientDialog';

/**
 * 'Replace' on an ingredient's page, for an editor: opens the replace dialog (drawn only while
 * open: it looks through the whole catalogue for the candidates and the recipes).
 */
export function ReplaceIngredientButton({ store, item }: { store: VenueStore; item: Ingredient }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Replace
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
