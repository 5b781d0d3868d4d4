import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../components/brand/BrandMark';
import { routeTitle } from '../route-texts/route-texts';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The site navigation: each link is named by its page's title. */
const NAV_ITEMS = [
  { to: '/', page: 'home' },
  { to: '/gallery', page: 'gallery' },
  { to: '/pricing', page: 'pricing' },
  { to: '/contact', page: 'contact' },
  { to: '/signin', page: 'signIn' },
] as const;

/** Public layout: header with the name and the site navigation, footer with legal links. */
export function HomeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <Box data-testid="layout-home" className="larder-home">
      <SkipLink />
      <Box component="header" className="larder-home-header">
        <Container size="lg">
          <Group justify="space-between" py="sm" wrap="wrap">
            <Anchor component={Link} to="/" underline="never" aria-label={t('frame.homeLink')}>
              <BrandMark />
            </Anchor>
            <Group component="nav" aria-label={t('frame.mainNav')} gap="md" wrap="wrap">
              {NAV_ITEMS.map((item) => (
                <Anchor
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end
                  underline="hover"
                  className="larder-nav-link"
                >
                  {routeTitle(item.page)}
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
              {t('frame.tagline')}
            </Text>
            <Group component="nav" aria-label={t('frame.legalNav')} gap="md">
              <Anchor component={Link} to="/terms" size="sm" underline="hover">
                {t('frame.terms')}
              </Anchor>
              <Anchor component={Link} to="/privacy" size="sm" underline="hover">
                {t('frame.privacy')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
