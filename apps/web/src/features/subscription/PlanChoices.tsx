import { Alert, Badge, Button, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRO_PLANS } from '@larder/domain';
import { useState } from 'react';
import { PAYMENTS_OFF } from '../../api/api-errors';
import type { ProPlan, SubscriptionAnswer } from '../../api/api-types';
import { openBillingPortal, startCheckout } from '../../api/larder-api';
import { rememberCheckoutPlan } from './use-checkout-return';
import { priceText } from './plan-texts';
import { openProviderPage, type LeaveFor } from './provider-page';

export interface PlanChoicesProps {
  answer: SubscriptionAnswer;
  /** The currency symbol prices are shown in (the user's, '$' by default). */
  currency: string;
  leaveFor: LeaveFor;
}

/**
 * What a plan's button does for this user: buy it (checkout) while no subscription covers
 * today; else move to it in the billing portal (the server takes no second checkout while one
 * covers today, so no one pays twice). The plan in force has none.
 */
function actionOf(plan: ProPlan, answer: SubscriptionAnswer): 'Buy' | 'Change plan' | null {
  const current = answer.subscription;
  if (!current?.active) return 'Buy';
  return current.planId === plan.id ? null : 'Change plan';
}

/**
 * The five yearly plans (product spec §3, §9: 79.99 per venue per year, 5 venues 399.95) with
 * their prices in the user's currency symbol, the plan in force marked. A choice opens the
 * payment provider's checkout, or its billing portal to move a subscription that covers today
 * to another plan; on a server without payment keys, the page says so instead.
 */
export function PlanChoices({ answer, currency, leaveFor }: PlanChoicesProps) {
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (plan: ProPlan, action: 'Buy' | 'Change plan') => {
    setOpening(plan.id);
    setFailure(null);
    if (action === 'Buy') rememberCheckoutPlan(plan.id);
    const call = action === 'Buy' ? () => startCheckout(plan.id) : openBillingPortal;
    setFailure(await openProviderPage(call, leaveFor));
    setOpening(null);
  };

  const subscription = answer.subscription;
  const covered = subscription?.active === true;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plans-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="plans-title">
          {covered ? 'Change plan' : 'Buy Pro'}
        </Title>
        {!answer.paymentsConfigured ? (
          <Alert color="gray" title="Card payments" data-testid="payments-off">
            {PAYMENTS_OFF}
          </Alert>
        ) : (
          <Text size="sm">
            Pro is priced per venue per year and billed yearly by card. It lifts the free trial
            limit of 100 ingredients and 25 recipes for the venues it covers.
            {covered &&
              ' Your subscription covers today: move to another plan in Manage billing, where the price is adjusted.'}
          </Text>
        )}
        {failure && (
          <Alert color="red" title="Checkout not opened" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {(answer.plans.length > 0 ? answer.plans : PRO_PLANS).map((plan) => {
            const action = actionOf(plan, answer);
            const mine = subscription?.planId === plan.id && subscription.active;
            return (
              <Card
                key={plan.id}
                withBorder
                padding="sm"
                component="article"
                data-testid="plan"
                data-plan-id={plan.id}
                aria-label={plan.label}
              >
                <Stack gap={6}>
                  <Text fw={600}>{plan.label}</Text>
                  <Text fz={22} fw={700} data-testid="plan-price">
                    {priceText(plan.amount, currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    per year
                  </Text>
                  {mine && (
                    <Badge color="teal" variant="light" data-testid="plan-current">
                      Your plan
                    </Badge>
                  )}
                  {answer.paymentsConfigured && action && (
                    <Button
                      size="xs"
                      loading={opening === plan.id}
                      disabled={opening !== null && opening !== plan.id}
                      onClick={() => void choose(plan, action)}
                      aria-label={`${action} ${plan.label}`}
                    >
                      {action}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
