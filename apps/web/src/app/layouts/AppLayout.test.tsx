import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { openAccountDeletion } from '../../state/account-deletion-dialog';
import { openRestrictedPanel } from '../../state/restricted-panel';
import { setSignedIn } from '../../state/session';
import { renderApp, resetUiState } from '../integration/render-app';
import appLayoutSource from './AppLayout.tsx?raw';
import sidePanelSource from './SidePanel.tsx?raw';

const account = {
  homeAccountId: 'u1.https://id.example',
  localAccountId: 'u1',
  username: 'chef@example.com',
};

beforeEach(() => {
  resetUiState();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The catalogues asked for since the spy was set. */
const askedFor = (load: { mock: { calls: unknown[][] } }) => load.mock.calls.flat(2);

describe('the app layout', () => {
  it('imports no panel content or dialog of a feature: each is fetched when it opens', () => {
    for (const source of [appLayoutSource, sidePanelSource]) {
      expect(source).not.toMatch(
        /from '\.\.\/\.\.\/features\/(kitchen-lists\/\w+Panel|restricted|account)\b/,
      );
      expect(source).not.toMatch(/from '\.\.\/help\/HelpGuide'/);
    }
  });

  it("fetches the prep list's texts when the panel first opens, then draws it", async () => {
    setSignedIn(account);
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await renderApp('/dash');
    expect(askedFor(load)).not.toContain('kitchen-lists');

    fireEvent.click(screen.getByRole('button', { name: 'Prep list' }));
    expect(askedFor(load)).toContain('kitchen-lists');
    await waitFor(() =>
      expect(screen.getByTestId('side-panel').textContent).toContain('No venue open'),
    );
  });

  it('fetches the restricted panel and the delete-account dialog when first opened', async () => {
    setSignedIn(account);
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await renderApp('/dash');
    expect(askedFor(load)).not.toContain('restricted');
    expect(askedFor(load)).not.toContain('account');

    act(() => openRestrictedPanel());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(askedFor(load)).toContain('restricted');

    act(() => openAccountDeletion());
    await waitFor(() => expect(askedFor(load)).toContain('account'));
  });
});
