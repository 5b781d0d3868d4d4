import { NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import type { Menu } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { setKitchenList, type ForecastSettings } from '../../state/kitchen-list';

const percent = (share: number | undefined) => Math.round((share ?? 0) * 10000) / 100;

const numberOf = (value: string | number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The menu forecast (operations-model §1): a menu, the covers expected and each dish's
 * expected share of the covers in percent; the prep list follows as they are typed. Kept on
 * this device with the chosen list.
 */
export function ForecastForm({
  venueId,
  settings,
  menus,
  nameOf,
}: {
  venueId: string;
  settings: ForecastSettings;
  menus: readonly Menu[];
  nameOf: (foodkey: string) => string;
}) {
  const { t } = useTranslation('kitchen-lists');
  const set = (change: Partial<ForecastSettings>) =>
    setKitchenList({ forecast: { ...settings, ...change } }, venueId);
  const menu = menus.find((m) => m.skey === settings.menu);
  return (
    <Stack gap="sm" data-testid="forecast-form" className="kitchen-no-print">
      <Select
        label={t('forecast.menu')}
        placeholder={t('forecast.chooseMenu')}
        data={menus.map((m) => ({ value: m.skey, label: m.name || m.skey }))}
        value={menu ? menu.skey : null}
        onChange={(skey) => set({ menu: skey ?? '' })}
        w={260}
      />
      <NumberInput
        label={t('forecast.covers')}
        min={0}
        allowDecimal={false}
        w={140}
        value={settings.covers}
        onChange={(value) => set({ covers: Math.max(0, numberOf(value)) })}
      />
      {menu && (menu.menuItems ?? []).length > 0 ? (
        <Table withTableBorder maw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('forecast.dish')}</Table.Th>
              <Table.Th>{t('forecast.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(menu.menuItems ?? []).map((foodkey) => (
              <Table.Tr key={foodkey}>
                <Table.Td>{nameOf(foodkey)}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('forecast.shareOf', { name: nameOf(foodkey) })}
                    min={0}
                    max={100}
                    clampBehavior="strict"
                    decimalScale={2}
                    w={110}
                    value={percent(settings.shares[foodkey])}
                    onChange={(value) =>
                      set({
                        shares: {
                          ...settings.shares,
                          [foodkey]: Math.min(1, Math.max(0, numberOf(value) / 100)),
                        },
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {menu ? t('forecast.noDishes') : t('forecast.chooseToShare')}
        </Text>
      )}
    </Stack>
  );
}
