import { Anchor, Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand/BrandMark';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Default layout: a plain centred page with the name linking home. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <Box data-testid="layout-default" className="larder-default">
      <SkipLink />
      <Container size="sm" py="xl">
        <Box component="header" mb="xl">
          <Anchor component={Link} to="/" underline="never" aria-label={t('frame.homeLink')}>
            <BrandMark />
          </Anchor>
        </Box>
        <Box component="main" id={MAIN_ID} tabIndex={-1}>
          {children}
        </Box>
      </Container>
    </Box>
  );
}
