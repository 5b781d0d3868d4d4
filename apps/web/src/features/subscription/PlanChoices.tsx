import { Alert, Badge, Button, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRO_PLANS } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsOffText } from '../../api/api-errors';
import type { ProPlan, SubscriptionAnswer } from '../../api/api-types';
import { openBillingPortal, startCheckout } from '../../api/larder-api';
import { rememberCheckoutPlan } from './use-checkout-return';
import { planLabel, priceText } from './plan-texts';
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
type Action = 'buy' | 'change';

function actionOf(plan: ProPlan, answer: SubscriptionAnswer): Action | null {
  const current = answer.subscription;
  if (!current?.active) return 'buy';
  return current.planId === plan.id ? null : 'change';
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
  const { t } = useTranslation('subscription');

  const choose = async (plan: ProPlan, action: Action) => {
    setOpening(plan.id);
    setFailure(null);
    if (action === 'buy') rememberCheckoutPlan(plan.id);
    const call = action === 'buy' ? () => startCheckout(plan.id) : openBillingPortal;
    setFailure(await openProviderPage(call, leaveFor));
    setOpening(null);
  };

  const subscription = answer.subscription;
  const covered = subscription?.active === true;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plans-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="plans-title">
          {covered ? t('plans.changeTitle') : t('plans.buyTitle')}
        </Title>
        {!answer.paymentsConfigured ? (
          <Alert color="gray" title={t('plans.paymentsTitle')} data-testid="payments-off">
            {paymentsOffText()}
          </Alert>
        ) : (
          <Text size="sm">
            {t('plans.intro')}
            {covered && ` ${t('plans.covered')}`}
          </Text>
        )}
        {failure && (
          <Alert color="red" title={t('plans.notOpened')} role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {(answer.plans.length > 0 ? answer.plans : PRO_PLANS).map((plan) => {
            const action = actionOf(plan, answer);
            const mine = subscription?.planId === plan.id && subscription.active;
            const label = planLabel(plan.venues);
            return (
              <Card
                key={plan.id}
                withBorder
                padding="sm"
                component="article"
                data-testid="plan"
                data-plan-id={plan.id}
                aria-label={label}
              >
                <Stack gap={6}>
                  <Text fw={600}>{label}</Text>
                  <Text fz={22} fw={700} data-testid="plan-price">
                    {priceText(plan.amount, currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('plans.perYear')}
                  </Text>
                  {mine && (
                    <Badge color="teal" variant="light" data-testid="plan-current">
                      {t('plans.yours')}
                    </Badge>
                  )}
                  {answer.paymentsConfigured && action && (
                    <Button
                      size="xs"
                      loading={opening === plan.id}
                      disabled={opening !== null && opening !== plan.id}
                      onClick={() => void choose(plan, action)}
                      aria-label={
                        action === 'buy'
                          ? t('plans.buyPlan', { plan: label })
                          : t('plans.changePlan', { plan: label })
                      }
                    >
                      {action === 'buy' ? t('plans.buy') : t('plans.change')}
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
