import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DefaultLayout } from '../layouts/DefaultLayout';

/** Shown when a route fails to load or render: never a blank page. */
export function RouteError() {
  const { t } = useTranslation('app');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('routeError.unknown');
  return (
    <DefaultLayout>
      <Stack data-testid="route-error">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.text')}</Text>
        <Text c="dimmed" size="sm">
          {detail}
        </Text>
        <Anchor component={Link} to="/">
          {t('routeError.home')}
        </Anchor>
      </Stack>
    </DefaultLayout>
  );
}
