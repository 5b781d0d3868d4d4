import { Anchor, AppShell, Burger, Button, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { CurrentVenue } from '../../components/account/CurrentVenue';
import { UserMenu } from '../../components/account/UserMenu';
import { BrandMark } from '../../components/brand/BrandMark';
import { SidePanel } from './SidePanel';
import { KitchenListsWarmUp } from '../../features/kitchen-lists/KitchenListsWarmUp';
import { useAccountDeletionOpen } from '../../state/account-deletion-dialog';
import { useRestricted } from '../../state/restricted';
import { useRestrictedPanelOpen } from '../../state/restricted-panel';
import {
  sidePanelTitle,
  toggleSidePanel,
  useSidePanel,
  type SidePanelKind,
} from '../../state/side-panel';
import { routeTitle } from '../route-texts/route-texts';
import { DeleteAccountDialog, RestrictedIndicator, RestrictedPanel } from './layout-parts';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useOpenedOnce } from './use-opened-once';

/** The side bar's screens, each link named by its screen's title. */
export const APP_NAV_ITEMS = [
  { to: '/dash', screen: 'dashboard' },
  { to: '/ingredients', screen: 'ingredients' },
  { to: '/recipes', screen: 'recipes' },
  { to: '/packaging-items', screen: 'packagingItems' },
  { to: '/suppliers', screen: 'suppliers' },
  { to: '/menu', screen: 'menus' },
  { to: '/planner', screen: 'planner' },
  { to: '/estimates', screen: 'estimates' },
  { to: '/menu-pricing', screen: 'menuPricing' },
  { to: '/costing-editor', screen: 'costingEditor' },
  { to: '/inventory-editor', screen: 'inventory' },
  { to: '/categories-editor', screen: 'categories' },
  { to: '/settings', screen: 'settings' },
  { to: '/subscription-manage', screen: 'subscription' },
] as const;

const PANEL_BUTTONS: readonly SidePanelKind[] = ['prep-list', 'order-list', 'help'];

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Signed-in layout: header (current venue, restricted lock, account menu), side bar of
 * screens, the page, and the side panel. The restricted lock, its panel and the delete-account
 * dialog are fetched the first time they show.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const [navOpened, nav] = useDisclosure(false);
  const panel = useSidePanel();
  const { pathname } = useLocation();
  const restricted = useRestricted().on;
  const restrictedPanel = useOpenedOnce(useRestrictedPanelOpen());
  const accountDeletion = useOpenedOnce(useAccountDeletionOpen());

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
              aria-label={navOpened ? t('frame.closeNavigation') : t('frame.openNavigation')}
            />
            <Anchor
              component={Link}
              to="/dash"
              underline="never"
              aria-label={t('frame.dashboardLink')}
            >
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
                {sidePanelTitle(kind)}
              </Button>
            ))}
            {restricted && (
              <Suspense fallback={null}>
                <RestrictedIndicator />
              </Suspense>
            )}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={t('frame.screens')}>
        <ScrollArea type="auto">
          {APP_NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={routeTitle(item.screen)}
              active={isActive(pathname, item.to)}
              onClick={nav.close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>

      <AppShell.Aside p="md" aria-label={t('frame.sidePanel')}>
        {panel && <SidePanel kind={panel} />}
        <KitchenListsWarmUp />
      </AppShell.Aside>
      <Suspense fallback={null}>
        {restrictedPanel && <RestrictedPanel />}
        {accountDeletion && <DeleteAccountDialog />}
      </Suspense>
    </AppShell>
  );
}
