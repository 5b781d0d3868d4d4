import { Button, MantineProvider, Menu } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type MenuButtonProps } from './DeferredMenu';
import { useOpenedOnMount } from './use-opened-on-mount';

function FruitButton(props: MenuButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  return <Button {...props}>Fruit</Button>;
}

function FruitMenu() {
  const { opened, onChange, target } = useOpenedOnMount();
  return (
    <Menu opened={opened} onChange={onChange}>
      <Menu.Target>
        <FruitButton ref={target} aria-haspopup="menu" aria-expanded={false} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Apple</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function renderMenu() {
  const load = vi.fn(async () => ({ default: FruitMenu }));
  const Fetched = lazy(load);
  render(
    <MantineProvider env="test">
      <DeferredMenu
        preload={() => undefined}
        button={(props) => <FruitButton {...props} />}
        menu={<Fetched />}
      />
    </MantineProvider>,
  );
  return load;
}

describe('a menu fetched when first opened', () => {
  it('draws its button only, and fetches nothing until it is opened', () => {
    const load = renderMenu();
    const button = screen.getByRole('button', { name: 'Fruit' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click, its button focused, and gives the focus back on Escape', async () => {
    const load = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Apple' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fruit' }));
  });

  it('then opens and closes as any menu', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    await screen.findByRole('menuitem', { name: 'Apple' });
    await userEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Apple' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
  });
});
