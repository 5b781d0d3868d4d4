import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { menuDishes, type CatalogueItem, type Menu, type PricingSettings } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lookupOf, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { ExportTableMenu } from '../../components/export/ExportTableMenu';
import { useDefaultMenu, useMenus } from '../../components/menus/use-menus';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { MenuPricingTable } from './MenuPricingTable';
import { savePrices, type PriceChange } from './price-writes';
import { pricingExportTable } from './pricing-export';
import {
  canUseSuggested,
  nextSort,
  pricingRows,
  sortRows,
  type PricingRow,
  type PricingSort,
} from './pricing-rows';
import { PricingSettingsSummary } from './PricingSettingsSummary';

/** How long the Undo of "Use suggested price" is offered (ms). */
export const UNDO_PRICES_MS = 10_000;

/** The query parameter naming the chosen menu; without it, the Default Menu. */
const MENU_PARAM = 'menu';

/** The pricing table of the chosen menu, its choice, export and "use suggested price". */
export function MenuPricingScreen({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const menus = useMenus(store);
  const defaultMenu = useDefaultMenu(items);
  const settings = useVenuePricing(store);
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('menu-pricing', { keyPrefix: 'screen' });
  if (!items || !menus || !defaultMenu || !settings) {
    return <Text c="dimmed">{t('loading')}</Text>;
  }
  const chosen = params.get(MENU_PARAM);
  const stored = menus.filter((m) => m.skey !== defaultMenu.skey);
  const menu = chosen === null ? defaultMenu : stored.find((m) => m.skey === chosen);
  const choose = (skey: string) =>
    setParams(skey === defaultMenu.skey ? {} : { [MENU_PARAM]: skey }, { replace: true });
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('menu')}
        maw={360}
        value={menu?.skey ?? ''}
        onChange={(event) => choose(event.currentTarget.value)}
        data={[
          ...(menu ? [] : [{ value: '', label: t('choose'), disabled: true }]),
          { value: defaultMenu.skey, label: t('defaultMenu') },
          ...stored.map((m) => ({ value: m.skey, label: m.name ?? m.skey })),
        ]}
        data-testid="pricing-menu-choice"
      />
      {menu ? (
        <MenuPricing
          key={menu.skey}
          store={store}
          menu={menu}
          items={items}
          settings={settings}
          synthesized={menu === defaultMenu}
        />
      ) : (
        <Alert color="orange" title={t('notFoundTitle')} data-testid="pricing-menu-missing">
          {t('notFound', { key: chosen })}
        </Alert>
      )}
    </Stack>
  );
}

function MenuPricing({
  store,
  menu,
  items,
  settings,
  synthesized,
}: {
  store: VenueStore;
  menu: Menu;
  items: readonly CatalogueItem[];
  settings: PricingSettings;
  synthesized: boolean;
}) {
  const { canEdit } = useRestricted();
  const { t } = useTranslation(['menu-pricing', 'common']);
  const [sort, setSort] = useState<PricingSort | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = useMemo(
    () => pricingRows(menuDishes(menu, lookupOf(items), settings), settings.targetFoodCostPercent),
    [menu, items, settings],
  );
  const shown = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const usable = rows.filter(canUseSuggested);
  const over = rows.filter((r) => r.overTarget).length;
  const name = menu.name ?? menu.skey;

  const savePrice = async (row: PricingRow, price: number | null): Promise<string | null> => {
    try {
      await savePrices(store, [{ foodkey: row.foodkey, saleprice: price }]);
      flash({ type: 'info', text: t('screen.priceSaved', { name: row.name }) });
      return null;
    } catch (error) {
      return `${row.name}: ${saveErrorText(error)}`;
    }
  };

  const restore = async (previous: readonly PriceChange[]) => {
    try {
      await savePrices(store, previous);
      flash({ type: 'info', text: t('screen.restored') });
    } catch (error) {
      flash({ type: 'error', text: t('screen.notRestored', { reason: saveErrorText(error) }) });
    }
  };

  const applySuggested = async (targets: readonly PricingRow[]) => {
    const changes = targets
      .filter(canUseSuggested)
      .map((row) => ({ foodkey: row.foodkey, saleprice: row.suggestedPrice }));
    if (changes.length === 0 || busy) return;
    setBusy(true);
    try {
      const previous = await savePrices(store, changes);
      const [only] = targets;
      flash({
        type: 'info',
        text:
          changes.length === 1 && only
            ? t('screen.suggestedUsed', { name: only.name })
            : t('screen.suggestedUsedFor', { count: changes.length }),
        durationMs: UNDO_PRICES_MS,
        action: { label: t('common:undo'), run: () => void restore(previous) },
      });
    } catch (error) {
      flash({ type: 'error', text: t('screen.notSaved', { reason: saveErrorText(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="menu-pricing">
      <PricingSettingsSummary settings={settings} />
      {rows.length === 0 ? (
        <Stack gap={4} data-testid="pricing-empty">
          <Text>{synthesized ? t('screen.emptyDefault') : t('screen.emptyMenu', { name })}</Text>
          {synthesized ? (
            <Anchor component={Link} to="/recipes" size="sm">
              {t('screen.goToRecipes')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={`/menu-edit/${encodeURIComponent(menu.skey)}`} size="sm">
              {t('screen.addDishes', { name })}
            </Anchor>
          )}
        </Stack>
      ) : (
        <>
          <Group justify="space-between">
            <Text size="sm" data-testid="pricing-over-count">
              {over === 0 ? t('screen.noneOver') : t('screen.over', { over, count: rows.length })}
            </Text>
            <Group gap="xs">
              {canEdit && (
                <Button
                  variant="light"
                  disabled={usable.length === 0}
                  loading={busy}
                  onClick={() => void applySuggested(usable)}
                >
                  {t('screen.useAll')}
                </Button>
              )}
              <ExportTableMenu
                table={() => pricingExportTable(shown)}
                sheet={t('screen.sheet')}
                fileName={`${t('screen.fileName')}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
                testId="pricing-export"
              />
            </Group>
          </Group>
          <MenuPricingTable
            rows={shown}
            sort={sort}
            onSort={(column) => setSort((current) => nextSort(current, column))}
            canEdit={canEdit}
            busy={busy}
            onSavePrice={savePrice}
            onUseSuggested={(row) => void applySuggested([row])}
          />
          <Text size="xs" c="dimmed">
            {t('screen.formulas')}
          </Text>
        </>
      )}
    </Stack>
  );
}
