import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInPage } from './SignInPage';

describe('SignInPage', () => {
  it('has a Sign in button that says sign-in is coming', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SignInPage />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('signin-coming')).textContent).toContain(
      'Sign-in is coming soon',
    );
  });
});
