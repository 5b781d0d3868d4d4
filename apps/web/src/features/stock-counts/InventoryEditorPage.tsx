import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { StockCount } from '@larder/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useCategoryList } from '../../components/catalogue/use-category-list';
import { useStockCount } from '../../components/operations/use-stock-counts';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { countPath, INVENTORY_PATH, NEW_COUNT, newCountKey } from './count-record';
import { CountCompare } from './CountCompare';
import { CountEditor } from './CountEditor';
import { StockCountList } from './StockCountList';

/**
 * /inventory-editor (product spec §2, Alt+T; operations-model §4): the venue's stock counts;
 * `?count=<skey>` one count's editor (`?count=new&name=&date=` a new one); `?earlier=<skey>
 * &later=<skey>` two counts compared. All of it works offline: counts are kept on the device
 * and synced like every other record.
 */
export function InventoryEditorPage() {
  const [params] = useSearchParams();
  const count = params.get('count');
  const earlier = params.get('earlier');
  const later = params.get('later');
  const { t } = useTranslation('stock-counts');
  return (
    <Stack gap="lg">
      <StoreGate title={t('list.title')}>
        {(store) =>
          count ? (
            <CountScreen
              store={store}
              countParam={count}
              newHeader={{ name: params.get('name') ?? '', date: params.get('date') ?? '' }}
            />
          ) : earlier !== null && later !== null ? (
            <CountCompare store={store} earlierKey={earlier} laterKey={later} />
          ) : (
            <StockCountList store={store} now={() => store.env.now()} />
          )
        }
      </StoreGate>
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation('stock-counts');
  return (
    <Anchor component={Link} to={INVENTORY_PATH}>
      {t('screen.back')}
    </Anchor>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * One count's editor: a new one (kept on screen, under its own key, once saved) or a saved
 * one as first read.
 */
function CountScreen({
  store,
  countParam,
  newHeader,
}: {
  store: VenueStore;
  countParam: string;
  newHeader: { name: string; date: string };
}) {
  const { t } = useTranslation('stock-counts');
  const navigate = useNavigate();
  const [newKey] = useState(newCountKey);
  const isNew = countParam === NEW_COUNT;
  const skey = isNew ? newKey : countParam;
  const found = useStockCount(store, skey);
  const items = useCatalogueItems(store);
  const areas = useCategoryList(store, 'SA');
  // The count saved here: the editor stays as it is while the address takes its key.
  const [savedHere, setSavedHere] = useState<StockCount | null>(null);
  const title = isNew ? t('new.title') : t('screen.title');

  if (!items || !areas || (!isNew && found.state === 'loading' && !savedHere)) {
    return (
      <Notice title={title}>
        <Text c="dimmed">{t('screen.loading')}</Text>
      </Notice>
    );
  }
  if (!isNew && found.state === 'missing' && savedHere?.skey !== skey) {
    return (
      <Notice title={title}>
        <Text data-testid="count-missing">{t('screen.missing', { key: skey })}</Text>
        <BackLink />
      </Notice>
    );
  }
  const existing = isNew ? null : found.state === 'ready' ? found.count : savedHere;
  return (
    <RestrictedGuard what={t('screen.restrictedWhat')}>
      <CountEditor
        key={skey}
        store={store}
        skey={skey}
        existing={existing}
        initialHeader={existing ? { name: existing.name, date: existing.date } : newHeader}
        items={items}
        areas={areas.entries}
        onSaved={(record, wasNew) => {
          setSavedHere(record);
          if (wasNew) void navigate(countPath(record.skey), { replace: true });
        }}
        onDeleted={() => void navigate(INVENTORY_PATH)}
      />
    </RestrictedGuard>
  );
}
