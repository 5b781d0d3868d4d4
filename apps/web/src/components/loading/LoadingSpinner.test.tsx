import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from './LoadingSpinner';

describe('LoadingSpinner', () => {
  it('is a status named by its label, so the name is allowed on it', () => {
    render(
      <MantineProvider>
        <LoadingSpinner label="Loading the plan" size="sm" />
      </MantineProvider>,
    );
    const spinner = screen.getByRole('status', { name: 'Loading the plan' });
    expect(spinner.tagName).toBe('SPAN');
    expect(spinner.getAttribute('role')).toBe('status');
  });
});
