import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteHandle } from '../../routes/route-handle';

/** Stands in for a screen that is not built yet: its name, what it will do, a way back. */
export function ComingSoonPage() {
  const handle = useRouteHandle();
  const back = handle.signIn
    ? { to: '/dash', label: 'Back to the dashboard' }
    : { to: '/', label: 'Back to the home page' };
  return (
    <Stack gap="md" data-testid="coming-soon" maw={640}>
      <div>
        <Badge variant="light" color="yellow">
          Coming soon
        </Badge>
      </div>
      <Title order={1}>{handle.title}</Title>
      <Text>{handle.summary}</Text>
      <Text c="dimmed" size="sm">
        This screen is being built and will arrive in a coming update.
      </Text>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Stack>
  );
}
