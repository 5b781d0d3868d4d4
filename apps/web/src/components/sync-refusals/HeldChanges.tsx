import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { deleteItem, type OutboxEntry, type VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { recordIssueText } from '../catalogue/record-field-names';
import { saveErrorText } from '../catalogue/save-item';
import { SUBSCRIPTION_PATH } from '../pro/trial-limit-error';
import { itemTypeName } from './change-names';

export interface HeldChangesProps {
  store: VenueStore;
  held: readonly OutboxEntry[];
  byKey: ReadonlyMap<string, CatalogueItem>;
  canEdit: boolean;
}

/** Why the server holds a change back, in the screen's words. */
export const heldText = (entry: OutboxEntry): string =>
  entry.held ? recordIssueText(entry.held.issue) : 'Waiting to be sent';

/**
 * The changes the server holds back for the venue's free trial limit (product spec §6): kept
 * on this device and sent again at every sync, stored there once the venue is Pro. Each offers
 * "Upgrade to Pro" and Remove (the item is deleted here through the one write path, after a
 * confirmation, so nothing waits any more).
 */
export function HeldChanges({ store, held, byKey, canEdit }: HeldChangesProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (entry: OutboxEntry, name: string) => {
    const ok = await confirm({
      title: `Remove ${name}`,
      message: `Remove ${name}? It is deleted on this device and is not sent to the server.`,
      confirmText: 'Remove',
      rejectText: 'Keep',
    });
    if (!ok) return;
    setRemoving(entry.key);
    try {
      await store.apply(deleteItem(entry.key));
      flash({ type: 'info', text: `${name} removed` });
    } catch (error) {
      flash({ type: 'error', text: `${name} was not removed: ${saveErrorText(error)}` });
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Stack gap="xs" data-testid="held-changes">
      <Title order={3} size="h5">
        Waiting for Pro
      </Title>
      <Text size="sm">
        {held.length === 1 ? 'This change goes' : `These ${held.length} changes go`} past the free
        trial limit of this venue. {held.length === 1 ? 'It is' : 'They are'} kept on this device
        and sent again at every sync; once the venue is Pro the server saves{' '}
        {held.length === 1 ? 'it' : 'them'}.
      </Text>
      <List spacing={6} size="sm">
        {held.map((entry) => {
          const item = entry.kind === 'item' ? byKey.get(entry.key) : undefined;
          const name = item?.name ?? entry.key;
          return (
            <List.Item key={`${entry.kind}:${entry.key}`} data-testid="held-change">
              <Group gap="xs" wrap="wrap">
                <Text span fw={500}>
                  {name}
                </Text>
                <Badge size="xs" variant="light">
                  {itemTypeName(entry.kind, item?.type)}
                </Badge>
                <Text span size="xs" c="dimmed" data-testid="held-change-reason">
                  {heldText(entry)}
                </Text>
                <Button component={Link} to={SUBSCRIPTION_PATH} size="compact-xs" variant="light">
                  Upgrade to Pro
                </Button>
                {canEdit && entry.kind === 'item' && !entry.deleted && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${name}`}
                    loading={removing === entry.key}
                    onClick={() => void remove(entry, name)}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
