import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { Link } from 'react-router';
import { itemsByKey, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useKitchenLists, type KitchenLists } from '../../components/operations/use-kitchen-lists';
import { KitchenListPicker } from './KitchenListPicker';
import { MissingItems } from './MissingItems';
import { PrepLines } from './PrepLines';
import { useTickLines } from './use-tick-lines';

/** The printable prep list page. */
export const PREP_LIST_PATH = '/prep-list';

/** The side panel's prep list (operations-model §2): the list chosen, its lines and ticks. */
export function PrepListPanel() {
  return <StoreGate>{(store) => <PrepListPanelBody store={store} />}</StoreGate>;
}

function PrepListPanelBody({ store }: { store: VenueStore }) {
  const state = useKitchenLists(store);
  if (state.state === 'loading') return <Text c="dimmed">Loading the prep list…</Text>;
  return <PrepListContent store={store} lists={state} variant="panel" />;
}

/** The chosen list with its picker, lines, missing items and empty state. */
export function PrepListContent({
  store,
  lists,
  variant,
}: {
  store: VenueStore;
  lists: KitchenLists;
  variant: 'panel' | 'page';
}) {
  const { ticks, onTick } = useTickLines(store, lists);
  const items = useCatalogueItems(store);
  const lookup = (key: string) => (items ? itemsByKey(items).get(key) : undefined);
  const empty = lists.explosion.recipes.length === 0;
  return (
    <Stack gap="sm" data-testid="prep-list">
      <KitchenListPicker lists={lists} />
      {lists.source && (
        <Text
          size="sm"
          fw={600}
          data-testid="prep-list-title"
          // The printed page has its own heading.
          className={variant === 'page' ? 'kitchen-no-print' : undefined}
        >
          {lists.title} · {lists.date}
        </Text>
      )}
      {lists.demandError && (
        <Text size="sm" c="red" role="alert">
          {lists.demandError}
        </Text>
      )}
      {empty ? (
        <Stack gap={4} data-testid="prep-list-empty">
          <Text size="sm">
            Nothing to prepare{lists.source ? ' on this list' : ''}. Choose a saved list, an
            upcoming event or the menu forecast, or build a list of recipes to prepare.
          </Text>
          {variant === 'panel' && (
            <Anchor component={Link} to={PREP_LIST_PATH} size="sm" className="kitchen-no-print">
              Build a prep list
            </Anchor>
          )}
        </Stack>
      ) : (
        <PrepLines lists={lists} ticks={ticks} onTick={onTick} variant={variant} />
      )}
      <MissingItems keys={lists.explosion.missing} lookup={lookup} what="prep list" />
      {variant === 'panel' && !empty && (
        <Group gap="md">
          <Anchor component={Link} to={PREP_LIST_PATH} size="sm" data-testid="prep-list-page-link">
            Open page to print
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
