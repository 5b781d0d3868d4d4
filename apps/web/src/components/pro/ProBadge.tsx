import { Badge, type MantineSize } from '@mantine/core';

/** What each badge means, for the pointer's tooltip and screen readers. */
const MEANING = {
  pro: 'Pro: no trial limit',
  free: 'Free: the trial limit of 100 ingredients and 25 recipes applies',
} as const;

/**
 * PRO or FREE beside a venue's name (product spec §4 "Pro status"), wherever a venue is named:
 * the side bar, the venue list, the venue profile and the subscription page.
 */
export function ProBadge({ pro, size = 'sm' }: { pro: boolean; size?: MantineSize }) {
  return (
    <Badge
      size={size}
      variant={pro ? 'filled' : 'light'}
      color={pro ? 'teal' : 'gray'}
      title={pro ? MEANING.pro : MEANING.free}
      data-testid="pro-badge"
      data-pro={pro ? 'true' : 'false'}
    >
      {pro ? 'PRO' : 'FREE'}
    </Badge>
  );
}
