import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedeemedLicence, SubscriptionAnswer } from '../../api/api-types';
import { openBillingPortal } from '../../api/larder-api';
import { CancelSubscription } from './CancelSubscription';
import { dayText, periodText, planLabel, renews, statusText } from './plan-texts';
import { openProviderPage, type LeaveFor } from './provider-page';

export interface CurrentPlanProps {
  answer: SubscriptionAnswer;
  leaveFor: LeaveFor;
  onChanged(answer: SubscriptionAnswer): void;
}

/** The stores' own names (a brand is not translated; the test store is). */
const STORE_NAMES: Readonly<Record<string, string>> = { 'microsoft-store': 'Microsoft Store' };

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
  const { t } = useTranslation('subscription');

  const storeName = (source: string) =>
    source === 'test' ? t('current.testStore') : (STORE_NAMES[source] ?? source);
  const licenceText = (licence: RedeemedLicence) =>
    t('current.licence', {
      count: licence.packSize,
      store: storeName(licence.source),
      day: dayText(licence.redeemedAt),
    });

  const manageBilling = async () => {
    setOpening(true);
    setFailure(await openProviderPage(openBillingPortal, leaveFor));
    setOpening(false);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="current-plan-title">
      <Stack gap="sm" data-testid="current-plan">
        <Title order={2} size="h4" id="current-plan-title">
          {t('current.title')}
        </Title>
        <Text data-testid="allowed-venues">
          {answer.allowedVenueCount === 0
            ? t('current.noPro')
            : t('current.covers', { count: answer.allowedVenueCount })}
        </Text>
        {subscription ? (
          <Stack gap={4} data-testid="subscription">
            <Text fw={600} data-testid="subscription-plan">
              {planLabel(plan?.venues ?? subscription.venues)}
            </Text>
            <Text size="sm" data-testid="subscription-status">
              {t('current.status', { status: statusText(subscription) })}
            </Text>
            <Text size="sm" data-testid="subscription-period">
              {periodText(subscription)}
            </Text>
            <Text size="sm">{t('current.whilePaid', { count: subscription.venues })}</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="no-subscription">
            {t('current.noSubscription')}
          </Text>
        )}
        {licences.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('current.licencesTitle')}
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
          <Alert color="red" title={t('current.notOpened')} role="alert">
            {failure}
          </Alert>
        )}
        {subscription && paymentsConfigured && (
          <Group gap="xs">
            <Button variant="light" loading={opening} onClick={() => void manageBilling()}>
              {t('current.manageBilling')}
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
