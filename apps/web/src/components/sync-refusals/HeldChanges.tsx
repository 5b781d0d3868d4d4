import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { deleteItem, type OutboxEntry, type VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../i18n/i18n';
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
  entry.held
    ? recordIssueText(entry.held.issue)
    : i18n.t('components:syncRefusals.waitingToBeSent');

/**
 * The changes the server holds back for the venue's free trial limit (product spec §6): kept
 * on this device and sent again at every sync, stored there once the venue is Pro. Each offers
 * "Upgrade to Pro" and Remove (the item is deleted here through the one write path, after a
 * confirmation, so nothing waits any more).
 */
export function HeldChanges({ store, held, byKey, canEdit }: HeldChangesProps) {
  const { t } = useTranslation(['components', 'common']);
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (entry: OutboxEntry, name: string) => {
    const ok = await confirm({
      title: t('syncRefusals.removeTitle', { name }),
      message: t('syncRefusals.removeMessage', { name }),
      confirmText: t('common:remove'),
      rejectText: t('syncRefusals.keep'),
    });
    if (!ok) return;
    setRemoving(entry.key);
    try {
      await store.apply(deleteItem(entry.key));
      flash({ type: 'info', text: t('syncRefusals.removed', { name }) });
    } catch (error) {
      flash({
        type: 'error',
        text: t('syncRefusals.notRemoved', { name, reason: saveErrorText(error) }),
      });
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Stack gap="xs" data-testid="held-changes">
      <Title order={3} size="h5">
        {t('syncRefusals.waitingForPro')}
      </Title>
      <Text size="sm">{t('syncRefusals.heldText', { count: held.length })}</Text>
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
                  {t('pro.upgrade')}
                </Button>
                {canEdit && entry.kind === 'item' && !entry.deleted && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    aria-label={t('syncRefusals.removeTitle', { name })}
                    loading={removing === entry.key}
                    onClick={() => void remove(entry, name)}
                  >
                    {t('common:remove')}
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
