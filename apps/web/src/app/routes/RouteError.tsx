import { Anchor, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DefaultLayout } from '../layouts/DefaultLayout';

/** Shown when a route fails to load or render: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <DefaultLayout>
      <Stack data-testid="route-error">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Your data is safe on this device.</Text>
        <Text c="dimmed" size="sm">
          {detail}
        </Text>
        <Anchor component={Link} to="/">
          Back to the home page
        </Anchor>
      </Stack>
    </DefaultLayout>
  );
}
