import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** What the route table says of a screen that is not built yet. */
export interface ComingSoonProps {
  /** The screen's name. */
  title: string;
  /** What the screen will do, in a sentence. */
  summary: string;
  /** The screen needs sign-in: the way back leads to the dashboard, else to the home page. */
  signIn: boolean;
}

/** Stands in for a screen that is not built yet: its name, what it will do, a way back. */
export function ComingSoonPage({ title, summary, signIn }: ComingSoonProps) {
  const back = signIn
    ? { to: '/dash', label: 'Back to the dashboard' }
    : { to: '/', label: 'Back to the home page' };
  return (
    <Stack gap="md" data-testid="coming-soon" maw={640}>
      <div>
        <Badge variant="light" color="yellow">
          Coming soon
        </Badge>
      </div>
      <Title order={1}>{title}</Title>
      <Text>{summary}</Text>
      <Text c="dimmed" size="sm">
        This screen is being built and will arrive in a coming update.
      </Text>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Stack>
  );
}
