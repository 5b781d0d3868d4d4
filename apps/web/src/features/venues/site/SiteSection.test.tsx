import { MantineProvider } from '@mantine/core';
import { defaultSiteSettings, type SiteAnswer, type SyncedUser } from '@larder/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../api/api-client';
import { i18n } from '../../../i18n/i18n';
import { setSessionUser, sessionStore } from '../../../state/session';
import { VENUE_PUBLISHED_KEY } from '../../../state/site-publish';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import { siteColourName } from './site-choice-names';
import { SiteSection } from './SiteSection';
import { TAG_CHECK_DELAY_MS, tagStatusText } from './use-site-tag-status';

const user = (allowedVenueCount: number): SyncedUser => ({
  id: 'u1',
  venues: [{ id: 'v1', venue_name: 'River Café', deleted: false }],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  restricted: false,
  allowedVenueCount,
});

const answer = (over: Partial<SiteAnswer['site']> = {}): SiteAnswer => ({
  site: { tag: null, settings: defaultSiteSettings(), url: null, builtAt: null, ...over },
  siteDomain: null,
  assets: [],
});

function renderSection() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <SiteSection venueId="v1" />
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** The server: the site as `site`, tag checks answered by `tagStatus`, saves echoed. */
function server(site: SiteAnswer, tagStatus = 'ok'): Call[] {
  return mockFetch((call) => {
    if (call.url.endsWith('/site') && call.method === 'GET') return { body: site };
    if (call.url.endsWith('/site/tag-check')) return { body: { status: tagStatus } };
    if (call.url.endsWith('/site') && call.method === 'PUT') {
      const settings = (call.body as { settings: SiteAnswer['site']['settings'] }).settings;
      return {
        body: { ...site, site: { ...site.site, settings, url: '/s/river-cafe' }, user: user(1) },
      };
    }
    return { status: 404, body: { error: 'ERR_NOT_FOUND' } };
  });
}

beforeEach(() => setTokenProvider(async () => 'tok'));
afterEach(() => {
  sessionStore.reset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the website section of the venue profile', () => {
  it('shows a venue that is not Pro what the website is, with a link to upgrade', () => {
    setSessionUser(user(0));
    const calls = server(answer());
    renderSection();
    expect(screen.getByText(/The website is part of Larder Pro/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Upgrade this venue to Pro' }).getAttribute('href'),
    ).toBe('/subscription-manage');
    expect(calls).toEqual([]);
  });

  it('speaks French, and names its colours in French', async () => {
    setSessionUser(user(1));
    server(answer({ tag: 'river-cafe' }));
    await act(() => i18n.changeLanguage('fr'));
    renderSection();
    expect(await screen.findByText('Identifiant du site')).toBeTruthy();
    expect(screen.getByTestId('site-tag-status').textContent).toBe(
      'C’est l’identifiant du site de cet établissement.',
    );
    expect(screen.getByRole('form', { name: 'Paramètres du site Web' })).toBeTruthy();
    expect(siteColourName('deep-purple-600')).toBe('Violet foncé 600');
    expect(
      screen.getByRole('button', { name: 'Enregistrer les paramètres du site Web' }),
    ).toBeTruthy();
  });

  it('answers a reserved tag "inuse" at once, with no call, and a bad one as invalid', async () => {
    setSessionUser(user(1));
    const calls = server(answer());
    renderSection();
    const tag = await screen.findByLabelText('Site tag');
    fireEvent.change(tag, { target: { value: 'admin' } });
    expect(screen.getByTestId('site-tag-status').textContent).toBe(tagStatusText('inuse'));
    fireEvent.change(tag, { target: { value: 'Café Bar' } });
    expect(screen.getByTestId('site-tag-status').textContent).toBe(tagStatusText('invalid'));
    await new Promise((resolve) => setTimeout(resolve, TAG_CHECK_DELAY_MS + 100));
    expect(calls.filter((c) => c.url.includes('tag-check'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save tag' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks the server about any other tag once typing pauses', async () => {
    setSessionUser(user(1));
    const calls = server(answer(), 'inuse');
    renderSection();
    const tag = await screen.findByLabelText('Site tag');
    fireEvent.change(tag, { target: { value: 'river' } });
    fireEvent.change(tag, { target: { value: 'river-cafe' } });
    expect(screen.getByTestId('site-tag-status').textContent).toBe(tagStatusText('checking'));
    await waitFor(() =>
      expect(screen.getByTestId('site-tag-status').textContent).toBe(tagStatusText('inuse')),
    );
    const checks = calls.filter((c) => c.url.includes('tag-check'));
    expect(checks.map((c) => c.body)).toEqual([{ tag: 'river-cafe' }]);
  });

  it('names a bad e-mail on its field and sends nothing', async () => {
    setSessionUser(user(1));
    const calls = server(answer({ tag: 'river-cafe' }));
    renderSection();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save website settings' }));
    expect(await screen.findByText('must be an e-mail address')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('publishes: the settings go to the server and the session flag asks for the published sync', async () => {
    setSessionUser(user(1));
    const calls = server(answer({ tag: 'river-cafe' }));
    renderSection();
    fireEvent.click(await screen.findByRole('switch', { name: /Publish the website/ }));
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'Pancakes by the river' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/venues/v1/site');
    expect(put.body).toMatchObject({
      settings: { published: true, description: 'Pancakes by the river', showPrices: true },
    });
    expect(sessionStorage.getItem(VENUE_PUBLISHED_KEY)).toBe('v1');
    expect(await screen.findByTestId('site-preview')).toBeTruthy();
  });
});
