import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../components/brand/BrandMark';
import { MAIN_ID, SkipLink } from './SkipLink';

const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
  { to: '/signin', label: 'Sign in' },
] as const;

/** Public layout: header with the name and the site navigation, footer with legal links. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="layout-home" className="larder-home">
      <SkipLink />
      <Box component="header" className="larder-home-header">
        <Container size="lg">
          <Group justify="space-between" py="sm" wrap="wrap">
            <Anchor component={Link} to="/" underline="never" aria-label="Larder home">
              <BrandMark />
            </Anchor>
            <Group component="nav" aria-label="Main" gap="md" wrap="wrap">
              {NAV_ITEMS.map((item) => (
                <Anchor
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end
                  underline="hover"
                  className="larder-nav-link"
                >
                  {item.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} className="larder-home-main">
        <Container size="lg" py="xl">
          {children}
        </Container>
      </Box>
      <Box component="footer" className="larder-home-footer">
        <Container size="lg">
          <Group justify="space-between" py="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              Larder: food costing and kitchen management for restaurants and caterers.
            </Text>
            <Group component="nav" aria-label="Legal" gap="md">
              <Anchor component={Link} to="/terms" size="sm" underline="hover">
                Terms
              </Anchor>
              <Anchor component={Link} to="/privacy" size="sm" underline="hover">
                Privacy
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
