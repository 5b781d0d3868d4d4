import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Shown when no live recipe has the key in the address. */
export function RecipeNotFound({ foodkey }: { foodkey: string }) {
  return (
    <Stack gap="sm" data-testid="item-missing">
      <Title order={1}>Recipe not found</Title>
      <Text>There is no recipe {foodkey}. It may have been deleted.</Text>
      <Anchor component={Link} to="/recipes">
        Back to recipes
      </Anchor>
    </Stack>
  );
}
