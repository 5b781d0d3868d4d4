import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RedeemedLicence, SubscriptionAnswer } from '../../api/api-types';
import { openBillingPortal } from '../../api/larder-api';
import { CancelSubscription } from './CancelSubscription';
import { dayText, periodText, renews, statusText } from './plan-texts';
import { openProviderPage, type LeaveFor } from './provider-page';

export interface CurrentPlanProps {
  answer: SubscriptionAnswer;
  leaveFor: LeaveFor;
  onChanged(answer: SubscriptionAnswer): void;
}

const STORE_NAMES: Readonly<Record<string, string>> = {
  'microsoft-store': 'Microsoft Store',
  test: 'Test store',
};

const venues = (n: number) => (n === 1 ? '1 venue' : `${n} venues`);

const licenceText = (licence: RedeemedLicence) =>
  `Pro licence for ${venues(licence.packSize)} (${STORE_NAMES[licence.source] ?? licence.source}, redeemed ${dayText(licence.redeemedAt)})`;

/**
 * The plan in force: the card subscription's plan, status, renewal day (or until when Pro
 * stays once cancelled) and venues covered; the store licences redeemed; Manage billing and
 * Cancel subscription where the server takes payments.
 */
export function CurrentPlan({ answer, leaveFor, onChanged }: CurrentPlanProps) {
  const { subscription, licences, paymentsConfigured } = answer;
  const plan = answer.plans.find((p) => p.id === subscription?.planId);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const manageBilling = async () => {
    setOpening(true);
    setFailure(await openProviderPage(openBillingPortal, leaveFor));
    setOpening(false);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="current-plan-title">
      <Stack gap="sm" data-testid="current-plan">
        <Title order={2} size="h4" id="current-plan-title">
          Your plan
        </Title>
        <Text data-testid="allowed-venues">
          {answer.allowedVenueCount === 0
            ? 'No venue is Pro: every venue has the free trial limit of 100 ingredients and 25 recipes.'
            : `Pro covers ${venues(answer.allowedVenueCount)}.`}
        </Text>
        {subscription ? (
          <Stack gap={4} data-testid="subscription">
            <Text fw={600} data-testid="subscription-plan">
              {plan?.label ?? `Pro for ${venues(subscription.venues)}`}
            </Text>
            <Text size="sm" data-testid="subscription-status">
              Status: {statusText(subscription)}
            </Text>
            <Text size="sm" data-testid="subscription-period">
              {periodText(subscription)}
            </Text>
            <Text size="sm">Covers {venues(subscription.venues)} while it is paid for.</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="no-subscription">
            No card subscription.
          </Text>
        )}
        {licences.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Store licences
            </Text>
            <List size="sm" data-testid="licences">
              {licences.map((licence, i) => (
                <List.Item key={`${licence.productId}-${licence.redeemedAt}-${i}`}>
                  {licenceText(licence)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {failure && (
          <Alert color="red" title="Not opened" role="alert">
            {failure}
          </Alert>
        )}
        {subscription && paymentsConfigured && (
          <Group gap="xs">
            <Button variant="light" loading={opening} onClick={() => void manageBilling()}>
              Manage billing
            </Button>
          </Group>
        )}
        {subscription && paymentsConfigured && renews(subscription) && (
          <CancelSubscription periodEnd={subscription.currentPeriodEnd} onCancelled={onChanged} />
        )}
      </Stack>
    </Paper>
  );
}
