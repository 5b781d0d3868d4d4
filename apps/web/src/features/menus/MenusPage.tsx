import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { DEFAULT_MENU_NAME } from '@larder/domain';
import { Link } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { DEFAULT_MENU_KEY, menuPath } from './menu-form';
import { useDefaultMenu, useMenus } from '../../components/menus/use-menus';

/** /menu: the Default Menu (every menu-item recipe) and the venue's own menus. */
export function MenusPage() {
  const { canEdit } = useRestricted();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Menus</Title>
        {canEdit && (
          <Button component={Link} to="/menu-add/new">
            Add menu
          </Button>
        )}
      </Group>
      <StoreGate>{(store) => <MenuList store={store} />}</StoreGate>
    </Stack>
  );
}

const dishCount = (n: number) => `${n} ${n === 1 ? 'dish' : 'dishes'}`;

function MenuList({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const menus = useMenus(store);
  const defaultMenu = useDefaultMenu(items);
  if (!menus || !defaultMenu) return <Text c="dimmed">Loading menus…</Text>;
  return (
    <Stack gap="sm">
      <Table striped highlightOnHover withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Menu</Table.Th>
            <Table.Th>Dishes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-testid="menu-row">
            <Table.Td>
              <Group gap="xs">
                <Link to={menuPath(DEFAULT_MENU_KEY)}>{DEFAULT_MENU_NAME}</Link>
                <Badge size="xs" variant="light">
                  every menu item
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
          No menus of your own yet. The Default Menu lists every recipe marked as a menu item; add a
          menu to choose dishes for a lunch, a set menu or an event.
        </Text>
      )}
    </Stack>
  );
}
