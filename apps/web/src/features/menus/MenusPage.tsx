import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { DEFAULT_MENU_KEY, menuPath } from './menu-form';
import { useDefaultMenu, useMenus } from '../../components/menus/use-menus';

/** /menu: the Default Menu (every menu-item recipe) and the venue's own menus. */
export function MenusPage() {
  const { t } = useTranslation('menus');
  const { canEdit } = useRestricted();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        {canEdit && (
          <Button component={Link} to="/menu-add/new">
            {t('list.add')}
          </Button>
        )}
      </Group>
      <StoreGate>{(store) => <MenuList store={store} />}</StoreGate>
    </Stack>
  );
}

function MenuList({ store }: { store: VenueStore }) {
  const { t } = useTranslation('menus');
  const items = useCatalogueItems(store);
  const menus = useMenus(store);
  const defaultMenu = useDefaultMenu(items);
  const dishCount = (count: number) => t('list.dishCount', { count });
  if (!menus || !defaultMenu) return <Text c="dimmed">{t('list.loading')}</Text>;
  return (
    <Stack gap="sm">
      <Table striped highlightOnHover withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.menu')}</Table.Th>
            <Table.Th>{t('list.dishes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-testid="menu-row">
            <Table.Td>
              <Group gap="xs">
                <Link to={menuPath(DEFAULT_MENU_KEY)}>{t('defaultMenu')}</Link>
                <Badge size="xs" variant="light">
                  {t('everyMenuItem')}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td>{dishCount(defaultMenu.menuItems?.length ?? 0)}</Table.Td>
          </Table.Tr>
          {menus.map((menu) => (
            <Table.Tr key={menu.skey} data-testid="menu-row">
              <Table.Td>
                <Link to={menuPath(menu.skey)}>{menu.name ?? menu.skey}</Link>
              </Table.Td>
              <Table.Td>{dishCount(menu.menuItems?.length ?? 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {menus.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="menus-empty">
          {t('list.empty')}
        </Text>
      )}
    </Stack>
  );
}
