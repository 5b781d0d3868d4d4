import { DataError } from '@larder/data';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { sessionStore, setSessionUser } from '../../state/session';
import { venueStore } from '../../state/venue';
import { setCurrentTestVenue } from '../../test/current-venue';
import { mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { ProBadge } from './ProBadge';
import { TrialLimitPrompt } from './TrialLimitPrompt';
import { trialLimitIssueOf } from './trial-limit-error';

const issue = {
  reason: 'trial-limit',
  path: 'type',
  params: { kind: 'recipes', limit: 25 },
} as const;
const user = (allowedVenueCount: number): SyncedUser => ({
  id: 'u1',
  venues: [{ id: 'v1', venue_name: 'Harbour Bistro', deleted: false }],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  restricted: false,
  allowedVenueCount,
});

beforeEach(() => {
  setTokenProvider(async () => 'tok-1');
  setCurrentTestVenue('Harbour Bistro');
  setSessionUser(user(0));
});
afterEach(() => {
  venueStore.reset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

const show = (keepPage: boolean) =>
  renderRoutes(
    [
      { path: '/dash', element: <TrialLimitPrompt issue={issue} keepPage={keepPage} /> },
      { path: '/subscription-manage', element: <p>plans</p> },
    ],
    '/dash',
  );

describe('TrialLimitPrompt (product spec §6)', () => {
  it('says which limit was reached and goes to the subscription page', async () => {
    const { router } = show(false);
    const prompt = await screen.findByTestId('trial-limit-prompt');
    expect(prompt.textContent).toContain(
      'This venue has reached the free trial limit of 25 recipes. Upgrade to Pro to add more.',
    );
    expect(within(prompt).queryByRole('button', { name: 'Check again' })).toBeNull();
    fireEvent.click(within(prompt).getByRole('link', { name: 'Upgrade to Pro' }));
    await screen.findByText('plans');
    expect(router.state.location.pathname).toBe('/subscription-manage');
  });

  it('from a form, opens the plans in a new tab and checks the plan again on request', async () => {
    const calls = mockFetch(() => ({ body: user(0) }));
    show(true);
    const prompt = await screen.findByTestId('trial-limit-prompt');
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Pro' })).toMatchObject({
      target: '_blank',
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Check again' }));
    expect((await screen.findByTestId('trial-limit-checked')).textContent).toBe(
      'This venue is still on the free plan.',
    );
    mockFetch(() => ({ body: user(1) }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Check again' }));
    await screen.findByText('This venue is Pro now. Save again.');
    expect(calls.map((c) => c.url)).toEqual(['/api/user']);
  });
});

describe('trialLimitIssueOf', () => {
  it('finds the issue of a trial-limit DataError, also as the cause of a form error', () => {
    const refused = new DataError('trial-limit', 'x', [{ ...issue, message: 'x' }]);
    expect(trialLimitIssueOf(refused)).toMatchObject(issue);
    expect(trialLimitIssueOf(new Error('Not saved', { cause: refused }))).toMatchObject(issue);
    expect(trialLimitIssueOf(new DataError('record-invalid', 'x', []))).toBeUndefined();
    expect(trialLimitIssueOf(new Error('disk full'))).toBeUndefined();
  });
});

describe('ProBadge', () => {
  it('reads PRO or FREE and says what each means', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <ProBadge pro />
              <ProBadge pro={false} />
            </>
          ),
        },
      ],
      '/',
    );
    const [pro, free] = screen.getAllByTestId('pro-badge');
    expect(pro!.textContent).toBe('PRO');
    expect(pro!.getAttribute('title')).toBe('Pro: no trial limit');
    expect(free!.textContent).toBe('FREE');
    expect(free!.getAttribute('title')).toBe(
      'Free: the trial limit of 100 ingredients and 25 recipes applies',
    );
  });
});

describe('the upgrade prompt and the badge in French', () => {
  it('says it in the interface language', async () => {
    await i18n.changeLanguage('fr');
    show(true);
    const prompt = await screen.findByTestId('trial-limit-prompt');
    expect(within(prompt).getByText('Limite de l’essai gratuit atteinte')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Passer à Pro' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Vérifier de nouveau' })).toBeTruthy();
  });

  it('reads GRATUIT on a free venue', async () => {
    await i18n.changeLanguage('fr');
    renderRoutes([{ path: '/', element: <ProBadge pro={false} /> }], '/');
    const badge = await screen.findByTestId('pro-badge');
    expect(badge.textContent).toBe('GRATUIT');
    expect(badge.getAttribute('title')).toContain('100 ingrédients et 25 recettes');
  });
});
