import { Button } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Ingredient } from '@larder/domain';
import { useState } from 'react';
import { ReplaceIngredientDialog } from './ReplaceIngredientDialog';

/** 'Replace' on an ingredient's page, for an editor: opens the replace dialog. */
export function ReplaceIngredientButton({ store, item }: { store: VenueStore; item: Ingredient }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Replace
      </Button>
      <ReplaceIngredientDialog
        store={store}
        item={item}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
