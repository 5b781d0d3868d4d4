import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Ingredient } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  lookupOf,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { updatedTexts } from '../../components/catalogue/save-item';
import { flash } from '../../state/flash';
import { i18n } from '../../i18n/i18n';
import { recipesUsing, replacementCandidates, replacementSentence } from './ingredient-replacement';
import { replaceIngredientBy } from './replace-ingredient-write';

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : i18n.t('ingredients:replace.failed');

/**
 * 'Replace {name}': pick another live ingredient; every recipe using this one then uses it
 * (quantities kept, re-costed) and this one is deleted (product spec §4). On success the page
 * moves to the replacement; a failure is shown here and nothing is stored.
 */
export function ReplaceIngredientDialog(props: {
  store: VenueStore;
  item: Ingredient;
  opened: boolean;
  onClose(): void;
}) {
  const { store, item, opened, onClose } = props;
  const navigate = useNavigate();
  const { t } = useTranslation(['ingredients', 'common']);
  const { units } = useCostSettings();
  const items = useCatalogueItems(store);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = item.name ?? item.foodkey;
  const candidates = useMemo(() => replacementCandidates(items ?? [], item), [items, item]);
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  const recipes = useMemo(() => recipesUsing(items ?? [], item.foodkey), [items, item.foodkey]);

  const close = () => {
    if (busy) return;
    setTarget('');
    setError(null);
    onClose();
  };

  const replace = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      const { replacement, updated } = await replaceIngredientBy(store, item.foodkey, target, {
        units,
      });
      const newName = replacement.name ?? replacement.foodkey;
      flash({ type: 'info', text: t('replace.done', { name, replacement: newName }) });
      for (const text of updatedTexts(updated)) flash({ type: 'info', text });
      setBusy(false);
      setTarget('');
      onClose();
      void navigate(`/ingredients/${encodeURIComponent(replacement.foodkey)}`);
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('replace.title', { name })} centered>
      <Stack gap="sm" data-testid="replace-ingredient">
        <Text size="sm" data-testid="replace-recipe-count">
          {replacementSentence(name, recipes)}
        </Text>
        <ItemPicker
          label={t('replace.replacement')}
          candidates={candidates}
          lookup={lookup}
          exclude={item.foodkey}
          value={target}
          nothingFoundMessage={t('replace.nothingFound')}
          onChange={(key) => {
            setTarget(key);
            setError(null);
          }}
        />
        {error && (
          <Alert
            color="red"
            title={t('replace.notReplaced')}
            role="alert"
            data-testid="replace-error"
          >
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button color="red" disabled={!target} loading={busy} onClick={() => void replace()}>
            {t('replace.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
