import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SubscriptionAnswer } from '../../api/api-types';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { dialogStore } from '../../state/dialog';
import { flashStore } from '../../state/flash';
import { currentUser, sessionStore, setSessionUser } from '../../state/session';
import { answerTheDialog } from '../../test/dialogs';
import { mockFetch, type Call } from '../../test/fetch-mock';
import { formFieldsWithin } from '../../test/form-fields';
import { SubscriptionPage } from './SubscriptionPage';
import { subscriber, subscriptionAnswer } from './subscription-test-data';
import { CHECKOUT_PLAN_KEY } from './use-checkout-return';

type Answer = { status?: number; body?: unknown };

/** The server: the subscription as `state.answer`, the user with its allowed count. */
function server(state: { answer: SubscriptionAnswer }, other?: (call: Call) => Answer | undefined) {
  return mockFetch((call) => {
    const own = other?.(call);
    if (own) return own;
    if (call.url === '/api/subscription') return { body: state.answer };
    if (call.url === '/api/user') return { body: subscriber(state.answer.allowedVenueCount) };
    return { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'no' } };
  });
}

const leaveFor = vi.fn<(url: string) => void>();

function open(path = '/subscription-manage') {
  return renderRoutes(
    [{ path: '/subscription-manage', element: <SubscriptionPage leaveFor={leaveFor} /> }],
    path,
  );
}

const venueRows = () =>
  screen
    .getAllByTestId('venue-coverage')
    .map((row) => [
      within(row).getByTestId('venue-coverage-name').textContent,
      within(row).getByTestId('pro-badge').textContent,
      within(row).getByTestId('venue-coverage-why').textContent,
    ]);
const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  setTokenProvider(async () => 'tok-1');
  setSessionUser(subscriber(0));
  leaveFor.mockReset();
  sessionStorage.clear();
});
afterEach(() => {
  sessionStore.reset();
  dialogStore.reset();
  flashStore.reset();
  vi.unstubAllGlobals();
});

describe('/subscription-manage', { timeout: 30_000 }, () => {
  it('shows the plan, its renewal, every venue with PRO or FREE and why, and the prices in the user’s currency', async () => {
    setSessionUser(subscriber(2));
    server({ answer: subscriptionAnswer({}, { planId: 'pro-2', venues: 2 }) });
    open();
    expect(screen.getByLabelText('Loading your subscription')).toBeTruthy();
    await screen.findByTestId('current-plan');
    expect(text('subscription-plan')).toBe('Pro for 2 venues');
    expect(text('subscription-status')).toBe('Status: Active');
    expect(text('subscription-period')).toBe('Renews on 27 November 2027');
    expect(text('allowed-venues')).toBe('Pro covers 2 venues.');
    expect(venueRows()).toEqual([
      ['Harbour Bistro', 'PRO', 'Covered by your plan: this is your 1st venue.'],
      ['Hill Cafe', 'PRO', 'Covered by your plan: this is your 2nd venue.'],
      ['Market Stall', 'FREE', 'Your plan covers 2 venues; this is your 3rd.'],
    ]);
    expect(text('deleted-venues')).toBe('1 deleted venue is not counted.');
    const plans = screen.getAllByTestId('plan');
    expect(plans.map((p) => within(p).getByTestId('plan-price').textContent)).toEqual([
      '€79.99',
      '€159.98',
      '€239.97',
      '€319.96',
      '€399.95',
    ]);
    expect(within(plans[1]!).getByTestId('plan-current').textContent).toBe('Your plan');
    expect(within(plans[1]!).queryByRole('button')).toBeNull();
    expect(within(plans[0]!).getByRole('button').textContent).toBe('Change plan');
    expect(within(plans[2]!).getByRole('button').textContent).toBe('Change plan');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('is drawn in French: the plan, its renewal day, why each venue is Pro, and French prices', async () => {
    setSessionUser(subscriber(2));
    server({ answer: subscriptionAnswer({}, { planId: 'pro-2', venues: 2 }) });
    await act(() => i18n.changeLanguage('fr'));
    open();
    await screen.findByTestId('current-plan');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Abonnement');
    expect(text('subscription-plan')).toBe('Pro pour 2 établissements');
    expect(text('subscription-status')).toBe('État : Actif');
    expect(text('subscription-period')).toBe('Se renouvelle le 27 novembre 2027');
    expect(venueRows().map((row) => row[2])).toEqual([
      'Couvert par votre forfait : c’est votre 1er établissement.',
      'Couvert par votre forfait : c’est votre 2e établissement.',
      'Votre forfait couvre 2 établissements; celui-ci est votre 3e.',
    ]);
    expect(text('deleted-venues')).toBe('1 établissement supprimé n’est pas compté.');
    const prices = screen.getAllByTestId('plan-price').map((p) => p.textContent);
    expect(prices[0]).toMatch(/^79,99\s€$/);
    expect(prices[4]).toMatch(/^399,95\s€$/);
    expect(
      screen.getByRole('button', { name: 'Changer de forfait : Pro pour 3 établissements' }),
    ).toBeTruthy();
  });

  it("prices in '$' when the user has no currency, and says why every venue is FREE without a plan", async () => {
    setSessionUser(subscriber(0, ''));
    server({ answer: subscriptionAnswer() });
    open();
    await screen.findByTestId('current-plan');
    expect(text('no-subscription')).toBe('No card subscription.');
    expect(text('allowed-venues')).toContain('No venue is Pro');
    expect(screen.getAllByTestId('plan-price')[0]!.textContent).toBe('$79.99');
    expect(venueRows().map((row) => row[1])).toEqual(['FREE', 'FREE', 'FREE']);
    expect(venueRows()[0]![2]).toBe(
      'No Pro plan or licence covers it: the free trial limit applies (100 ingredients, 25 recipes).',
    );
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('opens checkout for the chosen plan with a full-page navigation, remembering the plan', async () => {
    const calls = server({ answer: subscriptionAnswer() }, (call) =>
      call.url === '/api/subscription/checkout'
        ? { body: { url: 'https://pay.example/c/1' } }
        : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Pro for 1 venue' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/c/1'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/subscription/checkout',
      body: { planId: 'pro-1' },
    });
    expect(sessionStorage.getItem(CHECKOUT_PLAN_KEY)).toBe('pro-1');
  });

  it('is used from the keyboard: Tab reaches a plan, Enter opens its checkout', async () => {
    server({ answer: subscriptionAnswer() }, (call) =>
      call.url === '/api/subscription/checkout'
        ? { body: { url: 'https://pay.example/c/2' } }
        : undefined,
    );
    open();
    const buy = await screen.findByRole('button', { name: 'Buy Pro for 2 venues' });
    const user = userEvent.setup();
    for (let i = 0; i < 10 && document.activeElement !== buy; i++) await user.tab();
    expect(document.activeElement).toBe(buy);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/c/2'));
  });

  it('follows only a web address for checkout, and says when checkout failed', async () => {
    let answer: Answer = { body: { url: 'javascript:alert(1)' } };
    server({ answer: subscriptionAnswer() }, (call) =>
      call.url === '/api/subscription/checkout' ? answer : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Pro for 3 venues' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The payment page could not be opened. Try again.',
    );
    answer = { status: 503, body: { error: 'ERR_UNAVAILABLE', message: 'x' } };
    fireEvent.click(screen.getByRole('button', { name: 'Buy Pro for 3 venues' }));
    await screen.findByText('The server is busy. Try again in a moment.');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('opens the billing portal from Manage billing, and to move a subscription to another plan', async () => {
    const calls = server({ answer: subscriptionAnswer({}, {}) }, (call) =>
      call.url === '/api/subscription/portal'
        ? { body: { url: 'https://pay.example/p/1' } }
        : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Change plan Pro for 3 venues' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/subscription/portal',
      '/api/subscription/portal',
    ]);
    expect(sessionStorage.getItem(CHECKOUT_PLAN_KEY)).toBeNull();
  });

  it('keeps a cancelled subscription that still covers today: Pro until its end, plans changed in billing', async () => {
    server({ answer: subscriptionAnswer({}, { cancelAtPeriodEnd: true }) });
    open();
    expect(await screen.findByTestId('subscription-period')).toBeTruthy();
    expect(text('subscription-period')).toBe('Ends on 27 November 2027');
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change plan Pro for 1 venue' })).toBeTruthy();
  });

  it('cancels with the feedback after a confirmation; Pro stays and the page says until when', async () => {
    setSessionUser(subscriber(2));
    const state = { answer: subscriptionAnswer({}, {}) };
    const calls = server(state, (call) => {
      if (call.url !== '/api/subscription/cancel') return undefined;
      state.answer = subscriptionAnswer({}, { cancelAtPeriodEnd: true });
      return { body: state.answer };
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const panel = screen.getByTestId('cancel-subscription');
    expect(panel.textContent).toContain('Your venues stay Pro until 27 November 2027');
    fireEvent.change(within(panel).getByLabelText('Why are you cancelling? (optional)'), {
      target: { value: '  We closed the second site.  ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    const asked = await answerTheDialog(false);
    expect(asked.message).toBe(
      'Cancel your Pro subscription? It will not renew; your venues stay Pro until 27 November 2027.',
    );
    expect(calls.some((c) => c.url === '/api/subscription/cancel')).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    await answerTheDialog(true);
    await waitFor(() => expect(text('subscription-period')).toBe('Ends on 27 November 2027'));
    expect(text('subscription-status')).toBe('Status: Cancelled: it will not renew');
    expect(calls.find((c) => c.url === '/api/subscription/cancel')?.body).toEqual({
      feedback: 'We closed the second site.',
    });
    expect(venueRows().map((row) => row[1])).toEqual(['PRO', 'PRO', 'FREE']);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(flashStore.get().map((m) => m.text)).toContain(
      'Subscription cancelled. Pro stays until 27 November 2027.',
    );
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1));
  });

  it('keeps the feedback within 2000 characters and sends none when it is empty', async () => {
    const state = { answer: subscriptionAnswer({}, {}) };
    const calls = server(state, (call) =>
      call.url === '/api/subscription/cancel' ? { body: state.answer } : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const panel = screen.getByTestId('cancel-subscription');
    const feedback = within(panel).getByLabelText('Why are you cancelling? (optional)');
    fireEvent.change(feedback, { target: { value: 'x'.repeat(2001) } });
    expect(panel.textContent).toContain('Feedback must be at most 2000 characters');
    expect(
      within(panel).getByRole('button', { name: 'Cancel subscription' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.change(feedback, { target: { value: '   ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    await answerTheDialog(true);
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/subscription/cancel')?.body).toEqual({}),
    );
  });

  it('redeems a store licence: names each missing field, puts a refusal beside the receipt, then lists the licence', async () => {
    const state = { answer: subscriptionAnswer() };
    let refuse = true;
    const calls = server(state, (call) => {
      if (call.url !== '/api/licences/redeem') return undefined;
      if (refuse) {
        return {
          status: 409,
          body: {
            error: 'ERR_CONFLICT',
            message: 'taken',
            issue: { reason: 'licence-taken', path: 'receipt' },
          },
        };
      }
      state.answer = subscriptionAnswer({
        allowedVenueCount: 2,
        licences: [
          {
            packSize: 2,
            productId: 'larder.pro.venues.2',
            source: 'microsoft-store',
            redeemedAt: '2026-11-27T12:00:00.000Z',
          },
        ],
      });
      return { body: state.answer };
    });
    open();
    const form = await screen.findByRole('form', { name: 'Redeem a store licence' });
    fireEvent.click(within(form).getByRole('button', { name: 'Redeem licence' }));
    expect(await within(form).findByText('Licence pack is required')).toBeTruthy();
    expect(within(form).getByText('Receipt is required')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/licences/redeem')).toBe(false);

    const { pick, type } = formFieldsWithin(() => form);
    await pick(/^Licence pack/, 'Pro licence for 2 venues');
    type(/^Receipt/, ' receipt-123 ');
    fireEvent.click(within(form).getByRole('button', { name: 'Redeem licence' }));
    expect(
      await within(form).findByText(
        'This licence has already been redeemed, on this account or another one.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/licences/redeem')?.body).toEqual({
      source: 'microsoft-store',
      productId: 'larder.pro.venues.2',
      receipt: 'receipt-123',
    });

    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Redeem licence' }));
    const licences = await screen.findByTestId('licences');
    expect(licences.textContent).toBe(
      'Pro licence for 2 venues (Microsoft Store, redeemed 27 November 2026)',
    );
    expect(venueRows().map((row) => row[1])).toEqual(['PRO', 'PRO', 'FREE']);
    await waitFor(() => expect(currentUser()?.allowedVenueCount).toBe(2));
    expect(flashStore.get().map((m) => m.text)).toContain('Pro licence for 2 venues redeemed.');
  });

  it('says "Payments are not configured on this server." and still shows the venues and licences', async () => {
    setSessionUser(subscriber(1));
    server({
      answer: subscriptionAnswer({
        paymentsConfigured: false,
        allowedVenueCount: 1,
        licences: [
          {
            packSize: 1,
            productId: 'larder.pro.venues.1',
            source: 'microsoft-store',
            redeemedAt: '2026-11-27T12:00:00.000Z',
          },
        ],
      }),
    });
    open();
    expect((await screen.findByTestId('payments-off')).textContent).toContain(
      'Payments are not configured on this server.',
    );
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.getAllByTestId('plan-price')).toHaveLength(5);
    expect(venueRows().map((row) => row[1])).toEqual(['PRO', 'FREE', 'FREE']);
    expect(screen.getByTestId('licences').textContent).toContain('Pro licence for 1 venue');
  });

  it('says why the subscription could not be read, and reads it again on Try again', async () => {
    let failing = true;
    server({ answer: subscriptionAnswer() }, (call) =>
      failing && call.url === '/api/subscription'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'x' } }
        : undefined,
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on the server. Try again later.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('current-plan')).toBeTruthy();
  });

  it('after checkout, says the payment is being confirmed and reads the plan again until the webhook made it Pro', async () => {
    sessionStorage.setItem(CHECKOUT_PLAN_KEY, 'pro-1');
    const state = { answer: subscriptionAnswer() };
    let reads = 0;
    const calls = server(state, (call) => {
      if (call.url !== '/api/subscription') return undefined;
      // The provider's webhook arrives while the page waits.
      if (++reads === 3) state.answer = subscriptionAnswer({}, { planId: 'pro-1', venues: 1 });
      return { body: state.answer };
    });
    const { router } = open('/subscription-manage?checkout=success');
    const notice = await screen.findByTestId('checkout-notice');
    expect(notice.textContent).toBe(
      'Thank you. Your payment is being confirmed; this page updates by itself.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(notice.getAttribute('data-outcome')).toBe('confirmed'), {
      timeout: 8000,
    });
    expect(notice.textContent).toBe('Payment confirmed: Pro is active.');
    expect(text('subscription-plan')).toBe('Pro for 1 venue');
    expect(venueRows().map((row) => row[1])).toEqual(['PRO', 'FREE', 'FREE']);
    expect(calls.filter((c) => c.url === '/api/user').length).toBeGreaterThanOrEqual(2);
  });

  it('says when checkout was cancelled', async () => {
    server({ answer: subscriptionAnswer() });
    open('/subscription-manage?checkout=cancelled');
    expect((await screen.findByTestId('checkout-notice')).textContent).toBe(
      'Checkout was cancelled: nothing was charged.',
    );
  });
});

describe('waiting for the payment provider (CHECKOUT_POLL_MS, CHECKOUT_WAIT_MS)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads every 2 s and says after a minute that the payment is not confirmed yet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = server({ answer: subscriptionAnswer() });
    open('/subscription-manage?checkout=success');
    await act(() => vi.advanceTimersByTimeAsync(100));
    const reads = () => calls.filter((c) => c.url === '/api/subscription').length;
    const first = reads();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads()).toBe(first + 1);
    await act(() => vi.advanceTimersByTimeAsync(56_000));
    expect(screen.getByTestId('checkout-notice').getAttribute('data-outcome')).toBe('confirming');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByTestId('checkout-notice').getAttribute('data-outcome')).toBe('late');
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(settled);
  });
});
