import { Anchor, AppShell, Burger, Button, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { CurrentVenue } from '../../components/account/CurrentVenue';
import { UserMenu } from '../../components/account/UserMenu';
import { BrandMark } from '../../components/brand/BrandMark';
import { SidePanel } from './SidePanel';
import { KitchenListsWarmUp } from '../../features/kitchen-lists/KitchenListsWarmUp';
import { RestrictedIndicator } from '../../features/restricted/RestrictedIndicator';
import { RestrictedPanel } from '../../features/restricted/RestrictedPanel';
import { DeleteAccountDialog } from '../../features/account/DeleteAccountDialog';
import {
  SIDE_PANEL_TITLES,
  toggleSidePanel,
  useSidePanel,
  type SidePanelKind,
} from '../../state/side-panel';
import { MAIN_ID, SkipLink } from './SkipLink';

export const APP_NAV_ITEMS = [
  { to: '/dash', label: 'Dashboard' },
  { to: '/ingredients', label: 'Ingredients' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/packaging-items', label: 'Packaging items' },
  { to: '/suppliers', label: 'Suppliers' },
  { to: '/menu', label: 'Menus' },
  { to: '/planner', label: 'Planner' },
  { to: '/estimates', label: 'Estimates' },
  { to: '/menu-pricing', label: 'Menu pricing' },
  { to: '/costing-editor', label: 'Costing editor' },
  { to: '/inventory-editor', label: 'Inventory' },
  { to: '/categories-editor', label: 'Categories' },
  { to: '/settings', label: 'Settings' },
  { to: '/subscription-manage', label: 'Subscription' },
] as const;

const PANEL_BUTTONS: readonly SidePanelKind[] = ['prep-list', 'order-list', 'help'];

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Signed-in layout: header (current venue, restricted lock, account menu), side bar of
 * screens, the page, and the side panel.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [navOpened, nav] = useDisclosure(false);
  const panel = useSidePanel();
  const { pathname } = useLocation();

  return (
    <AppShell
      data-testid="layout-app"
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      aside={{ width: 320, breakpoint: 'md', collapsed: { desktop: !panel, mobile: !panel } }}
      padding="md"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Anchor component={Link} to="/dash" underline="never" aria-label="Larder dashboard">
              <BrandMark />
            </Anchor>
            <CurrentVenue />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {PANEL_BUTTONS.map((kind) => (
              <Button
                key={kind}
                size="xs"
                variant={panel === kind ? 'filled' : 'light'}
                aria-pressed={panel === kind}
                onClick={() => toggleSidePanel(kind)}
              >
                {SIDE_PANEL_TITLES[kind]}
              </Button>
            ))}
            <RestrictedIndicator />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Screens">
        <ScrollArea type="auto">
          {APP_NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={item.label}
              active={isActive(pathname, item.to)}
              onClick={nav.close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>

      <AppShell.Aside p="md" aria-label="Side panel">
        {panel && <SidePanel kind={panel} />}
        <KitchenListsWarmUp />
      </AppShell.Aside>
      <RestrictedPanel />
      <DeleteAccountDialog />
    </AppShell>
  );
}
