import { Alert, Button, Stack, Title } from '@mantine/core';
import { DEFAULT_CURRENCY } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/loading/LoadingSpinner';
import { useSession } from '../../state/session';
import { CheckoutNotice } from './CheckoutNotice';
import { CurrentPlan } from './CurrentPlan';
import { PlanChoices } from './PlanChoices';
import { leaveForProviderPage, type LeaveFor } from './provider-page';
import { RedeemLicenceForm } from './RedeemLicenceForm';
import { useCheckoutReturn } from './use-checkout-return';
import { useSubscription } from './use-subscription';
import { VenueCoverageList } from './VenueCoverageList';

/**
 * /subscription-manage: the plan in force and its renewal, every venue with PRO or FREE and
 * why, the plans to buy or move to (checkout by the card payment provider), Manage billing,
 * Cancel subscription and the redemption of a store licence. On a server without payment keys
 * it says so, and still shows the venues and the licences.
 */
export function SubscriptionPage({ leaveFor = leaveForProviderPage }: { leaveFor?: LeaveFor }) {
  const { user } = useSession();
  const { current, reload, replace } = useSubscription();
  const checkout = useCheckoutReturn(reload);
  const currency = user?.currency || DEFAULT_CURRENCY;
  const { t } = useTranslation(['subscription', 'common']);

  return (
    <Stack gap="lg" maw={1080} data-testid="subscription-page">
      <Title order={1}>{t('title')}</Title>
      <CheckoutNotice outcome={checkout} />
      {current.state === 'loading' && <LoadingSpinner label={t('loading')} />}
      {current.state === 'error' && (
        <Alert color="red" title={t('unavailable')} role="alert">
          {current.message}
          <Button mt="sm" size="xs" variant="light" display="block" onClick={() => void reload()}>
            {t('common:retry')}
          </Button>
        </Alert>
      )}
      {current.state === 'ready' && (
        <>
          <CurrentPlan answer={current.answer} leaveFor={leaveFor} onChanged={replace} />
          <VenueCoverageList
            venues={user?.venues ?? []}
            allowed={current.answer.allowedVenueCount}
          />
          <PlanChoices answer={current.answer} currency={currency} leaveFor={leaveFor} />
          <RedeemLicenceForm onRedeemed={replace} />
        </>
      )}
    </Stack>
  );
}
