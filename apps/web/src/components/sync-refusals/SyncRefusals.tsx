import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CatalogueItem } from '@larder/domain';
import {
  observeHeldChanges,
  observeRefusedChanges,
  type RefusedChange,
  type VenueStore,
} from '@larder/data';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { itemsByKey, useCatalogueItems } from '../catalogue/catalogue-context';
import { recordIssueText } from '../catalogue/record-field-names';
import { refusalFixPath } from './refusal-fix-path';
import { itemTypeName } from './change-names';
import { HeldChanges } from './HeldChanges';
import { SYNC_REFUSALS_ID } from './sync-refusals-id';

export { SYNC_REFUSALS_ID };

/** Why the server refused a change, in the screen's words (never the server's English). */
export const refusalText = (refusal: RefusedChange): string =>
  refusal.issue
    ? recordIssueText(refusal.issue)
    : i18n.t('components:syncRefusals.refusedByServer');

/**
 * The changes the server did not save: those it refused, each item's name, kind and why, with
 * a link to its edit page to fix it (saving it again sends it again) and Discard (it stays on
 * this device as it is); and those it holds back for the trial limit (`HeldChanges`). Draws
 * nothing while there is none.
 */
export function SyncRefusals({ store, canEdit }: { store: VenueStore; canEdit: boolean }) {
  const { t } = useTranslation('components');
  const refused = useObservable(() => observeRefusedChanges(store), [store]);
  const held = useObservable(() => observeHeldChanges(store), [store]);
  const items = useCatalogueItems(store);
  const byKey = useMemo(() => itemsByKey(items ?? []), [items]);
  const refusedCount = refused?.length ?? 0;
  if (refusedCount === 0 && (held?.length ?? 0) === 0) return null;
  return (
    <Paper withBorder p="md" id={SYNC_REFUSALS_ID} data-testid="sync-refusals">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('syncRefusals.title')}
        </Title>
        {held && held.length > 0 && (
          <HeldChanges store={store} held={held} byKey={byKey} canEdit={canEdit} />
        )}
        {refused && refusedCount > 0 && (
          <RefusedChanges store={store} refused={refused} byKey={byKey} canEdit={canEdit} />
        )}
      </Stack>
    </Paper>
  );
}

interface RefusedChangesProps {
  store: VenueStore;
  refused: readonly RefusedChange[];
  byKey: ReadonlyMap<string, CatalogueItem>;
  canEdit: boolean;
}

/** The refused changes, each with why, a link to fix it and Discard. */
function RefusedChanges({ store, refused, byKey, canEdit }: RefusedChangesProps) {
  const { t } = useTranslation('components');
  return (
    <Stack gap="xs" data-testid="refused-changes">
      <Text size="sm">{t('syncRefusals.refusedText', { count: refused.length })}</Text>
      <List spacing={6} size="sm">
        {refused.map((refusal) => {
          const item = refusal.kind === 'item' ? byKey.get(refusal.key) : undefined;
          const fix = canEdit ? refusalFixPath(refusal, item?.type) : null;
          const name = item?.name ?? refusal.key;
          return (
            <List.Item key={`${refusal.kind}:${refusal.key}`} data-testid="sync-refusal">
              <Group gap="xs" wrap="wrap">
                <Text span fw={500}>
                  {name}
                </Text>
                <Badge size="xs" variant="light">
                  {itemTypeName(refusal.kind, item?.type)}
                </Badge>
                <Text span size="xs" c="dimmed" data-testid="sync-refusal-reason">
                  {refusalText(refusal)}
                </Text>
                {fix && (
                  <Button component={Link} to={fix} size="compact-xs" variant="light">
                    {t('syncRefusals.fix', { name })}
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  aria-label={t('syncRefusals.discardName', { name })}
                  onClick={() => void store.discardRefused(refusal.kind, refusal.key)}
                >
                  {t('syncRefusals.discard')}
                </Button>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
