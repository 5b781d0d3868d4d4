import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirm, dialogStore } from '../../state/dialog';
import { DialogHost } from './DialogHost';

beforeEach(() => dialogStore.reset());

describe('the dialog host', () => {
  it('draws nothing until a dialog is asked for, then shows it and stays', async () => {
    render(
      <MantineProvider env="test">
        <DialogHost />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('modal-dialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Replace ingredient', message: 'Replace butter everywhere?' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByText('Replace ingredient')).toBeNull());

    act(() => {
      answer = confirm({ title: 'Delete menu', message: 'Delete it?' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
