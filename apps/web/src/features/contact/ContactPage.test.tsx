import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setTokenProvider } from '../../api/api-client';
import { i18n } from '../../i18n/i18n';
import { clearFlashes, flashStore } from '../../state/flash';
import { sessionStore, setSignedIn } from '../../state/session';
import { mockFetch } from '../../test/fetch-mock';
import { ContactPage } from './ContactPage';

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };

async function fillAndSend() {
  const user = userEvent.setup();
  const fill = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill(/^Name/, 'Sam Cook');
  await fill(/^E-mail/, 'sam@bistro.example');
  await fill(/^Message/, 'Do you print Canadian labels?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  sessionStore.reset();
  clearFlashes();
  setTokenProvider(async () => 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  clearFlashes();
});

describe('ContactPage', () => {
  it('shows an error naming each field when sent empty, and sends nothing', async () => {
    const calls = mockFetch(() => ({ body: { sent: true } }));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('contact-not-sent')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says to sign in to send when signed out, keeping the message', async () => {
    const calls = mockFetch(() => ({ body: { sent: true } }));
    renderPage();
    await fillAndSend();
    expect(screen.getByTestId('contact-not-sent').textContent).toContain('Sign in to send');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Do you print Canadian labels?',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends through /api/email when signed in, with a mail message', async () => {
    setSignedIn(account);
    const calls = mockFetch(() => ({ body: { sent: true } }));
    renderPage();
    await fillAndSend();
    await screen.findByTestId('contact-sent');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/email',
      body: {
        emailObject: {
          name: 'Sam Cook',
          email: 'sam@bistro.example',
          message: 'Do you print Canadian labels?',
        },
      },
    });
    expect(flashStore.get()).toMatchObject([{ type: 'mail' }]);
  });

  it("says 'Email failed' when the mail cannot be sent", async () => {
    setSignedIn(account);
    mockFetch(() => ({ status: 502, body: { error: 'ERR_MAIL_FAILED', message: 'Email failed' } }));
    renderPage();
    await fillAndSend();
    expect((await screen.findByTestId('contact-failed')).textContent).toContain('Email failed');
    await waitFor(() =>
      expect(flashStore.get()).toMatchObject([{ type: 'error', text: 'Email failed' }]),
    );
  });

  it('is in French once the language changes: labels, errors and the sign-in notice', async () => {
    const calls = mockFetch(() => ({ body: { sent: true } }));
    const user = userEvent.setup();
    renderPage();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact');
    expect(screen.getByRole('link', { name: 'Connectez-vous' }).getAttribute('href')).toBe(
      '/signin',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByText('Le nom est obligatoire.')).toBeTruthy();
    await user.click(screen.getByLabelText(/^Nom/));
    await user.paste('Sam Cook');
    await user.click(screen.getByLabelText(/^Courriel/));
    await user.paste('sam@bistro.example');
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('Imprimez-vous des étiquettes canadiennes?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByTestId('contact-not-sent').textContent).toContain(
      'Connectez-vous pour envoyer ce message',
    );
    expect(calls).toHaveLength(0);
  });
});
