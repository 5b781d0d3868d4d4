import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './ContactPage';

const renderPage = () =>
  render(
    <MantineProvider env="test">
      <ContactPage />
    </MantineProvider>,
  );

describe('ContactPage', () => {
  it('shows an error naming each field when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('contact-not-sent')).toBeNull();
  });

  it('says plainly that sending is not available yet, keeping the message', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Name/), 'Sam Cook');
    await user.type(screen.getByLabelText(/^E-mail/), 'sam@bistro.example');
    await user.type(screen.getByLabelText(/^Message/), 'Do you print Canadian labels?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByTestId('contact-not-sent').textContent).toContain(
      'your message has not been sent',
    );
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Do you print Canadian labels?',
    );
  });
});
