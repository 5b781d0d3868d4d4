import { Anchor, Kbd, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

/** A path of the app opens its screen through the router; any other address, a new tab. */
function GuideLink({ href = '', children }: { href?: string | undefined; children?: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noreferrer">
      {children}
    </Anchor>
  );
}

/**
 * The guide's markdown as Mantine draws it. The page's title sits under the panel's own heading
 * (h2), so its levels start at h3; inline code is how the guide writes keys, drawn as keys.
 */
const COMPONENTS: Components = {
  h1: ({ children }) => (
    <Title order={3} size="h4" mb="xs">
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={4} size="h5" mt="md" mb={6}>
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={5} size="h6" mt="sm" mb={4}>
      {children}
    </Title>
  ),
  p: ({ children }) => (
    <Text size="sm" mb="xs">
      {children}
    </Text>
  ),
  a: ({ href, children }) => <GuideLink href={href}>{children}</GuideLink>,
  code: ({ children }) => <Kbd size="xs">{children}</Kbd>,
};

/**
 * One page of the help guide, rendered with react-markdown: no raw HTML is drawn (its default),
 * headings, lists and keys take Mantine's styles, links to screens go through the router.
 */
export default function HelpMarkdown({ text }: { text: string }) {
  return (
    <Typography fz="sm" data-testid="help-text">
      <Markdown components={COMPONENTS}>{text}</Markdown>
    </Typography>
  );
}
