import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** Shown for any path that is not a route. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="md" data-testid="not-found">
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page at <Code>{pathname}</Code>. The link may be old or mistyped.
      </Text>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}
