import { Text } from '@mantine/core';

/**
 * A cost, or the marker of a missing one (never 0, operations-model §3): 'no price' where
 * the item has no purchase price.
 */
export function CostText({
  value,
  cost,
  size = 'sm',
}: {
  value: number | null;
  cost: (value: number | null | undefined) => string;
  size?: 'xs' | 'sm';
}) {
  if (value === null) {
    return (
      <Text span size={size} c="orange.8" fw={600} data-testid="cost-missing">
        no price
      </Text>
    );
  }
  return (
    <Text span size={size}>
      {cost(value)}
    </Text>
  );
}

/** A total, and that it leaves out lines without a price. */
export function TotalText({
  label,
  value,
  incomplete,
  cost,
  testId,
}: {
  label: string;
  value: number | null;
  incomplete: boolean;
  cost: (value: number | null | undefined) => string;
  testId: string;
}) {
  return (
    <Text size="sm" fw={600} data-testid={testId}>
      {label}: {value === null ? 'no price' : cost(value)}
      {incomplete && (
        <Text span size="sm" c="orange.8" fw={600}>
          {' '}
          (incomplete: a line has no price)
        </Text>
      )}
    </Text>
  );
}
