import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemsByKey, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useKitchenLists, type KitchenLists } from '../../components/operations/use-kitchen-lists';
import { KitchenListPicker } from './KitchenListPicker';
import { MissingItems } from './MissingItems';
import { PrepLines } from './PrepLines';
import { useTickLines } from './use-tick-lines';
import { formatDay } from '../../i18n/format';

/** The printable prep list page. */
export const PREP_LIST_PATH = '/prep-list';

/** The side panel's prep list (operations-model §2): the list chosen, its lines and ticks. */
export function PrepListPanel() {
  return <StoreGate>{(store) => <PrepListPanelBody store={store} />}</StoreGate>;
}

function PrepListPanelBody({ store }: { store: VenueStore }) {
  const { t } = useTranslation('kitchen-lists');
  const state = useKitchenLists(store);
  if (state.state === 'loading') return <Text c="dimmed">{t('prep.loading')}</Text>;
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
  const { t } = useTranslation('kitchen-lists');
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
          {lists.title} · {formatDay(lists.date)}
        </Text>
      )}
      {lists.demandError && (
        <Text size="sm" c="red" role="alert">
          {lists.demandError}
        </Text>
      )}
      {empty ? (
        <Stack gap={4} data-testid="prep-list-empty">
          <Text size="sm">{lists.source ? t('prep.emptyForList') : t('prep.empty')}</Text>
          {variant === 'panel' && (
            <Anchor component={Link} to={PREP_LIST_PATH} size="sm" className="kitchen-no-print">
              {t('prep.build')}
            </Anchor>
          )}
        </Stack>
      ) : (
        <PrepLines lists={lists} ticks={ticks} onTick={onTick} variant={variant} />
      )}
      <MissingItems keys={lists.explosion.missing} lookup={lookup} what="prep" />
      {variant === 'panel' && !empty && (
        <Group gap="md">
          <Anchor component={Link} to={PREP_LIST_PATH} size="sm" data-testid="prep-list-page-link">
            {t('prep.openPage')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
